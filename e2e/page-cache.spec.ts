// A page answered from the page cache is the page: with JavaScript it hydrates under its hash-based
// policy (no script refused), without it its forms post; the first add to the basket makes the
// shopper's pages their own, never the kept one again.
import { expect, seed, test } from "./fixtures";

const { CREATINE } = seed;

test("a product page from the page cache works, and the basket makes the next pages the shopper's own", async ({
  page,
  javaScriptEnabled,
}) => {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const path = `/products/${CREATINE.url_key}`;
  // A page other workers' tests may have kept already: a HIT by the second visit at the latest.
  await page.goto(path);
  const kept = await page.goto(path);
  expect(kept?.headers()["x-page-cache"]).toBe("HIT");
  expect(kept?.headers()["content-security-policy"]).toContain("'sha256-");
  if (javaScriptEnabled) await expect(page.locator("html[data-hydrated]")).toHaveCount(1);

  await page.getByRole("button", { name: /add to basket/i }).click();
  await expect(page.getByTestId("basket-link")).toContainText("1");

  const own = await page.goto(path);
  expect(own?.headers()["x-page-cache"]).toBe("PASS");
  expect(own?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByTestId("basket-link")).toContainText("1");
  expect(refused).toEqual([]);
});
