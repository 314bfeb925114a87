// Browser-side security (issue 8, item 9): the shop's Content-Security-Policy lets every page of ours
// work and hydrate with no violation (Remix's inline scripts and ours carry the page's nonce).
// Projects js and nojs. Framing is refused by headers, checked in tests/security/security-headers.test.ts.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Violations the page reports, gathered from the moment it starts (init scripts run before any CSP check). */
async function watchViolations(page: Page): Promise<string[]> {
  const fromConsole: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect|frame)/i.test(message.text()))
      fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return fromConsole;
}

async function violationsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

test("home, product and basket work under the Content-Security-Policy with no violation", async ({
  page,
  javaScriptEnabled,
}) => {
  const fromConsole = await watchViolations(page);
  const ready = async () => {
    if (javaScriptEnabled) await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    expect(await violationsOf(page)).toEqual([]);
  };

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await ready();

  const product = page.locator(".product-card__link").first();
  await product.click();
  await expect(page.getByRole("button", { name: /Add to basket/ })).toBeVisible();
  await ready();

  await page.goto("/basket");
  await expect(page.getByRole("heading", { level: 1, name: "Your basket" })).toBeVisible();
  await ready();

  expect(fromConsole).toEqual([]);
});
