// A missing page, a malformed address or a backend that is away: the shop stays around the message
// (header, menu, basket link, footer), with a title, somewhere to go next, and the right status.
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";

async function expectShell(page: Page) {
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Peak Whey" })).toBeVisible();
  await expect(header.getByTestId("basket-link")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
}

test("a missing page is a 404 inside the shop, with a title and somewhere to go", async ({ page, seed }) => {
  const response = await page.goto("/no-such-category");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("Page not found | Peak Whey");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expectShell(page);
  await expect(
    page
      .getByRole("navigation", { name: "Shop by category" })
      .getByRole("link", { name: seed.PROTEIN_CATEGORY.names.en, exact: true }),
  ).toBeVisible();
  const browse = page.getByRole("navigation", { name: "Browse the shop" });
  await browse.getByRole("link", { name: "All products" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "All products" })).toBeVisible();
});

test("a missing product in the German store is a German 404 inside the shop", async ({ page }) => {
  const response = await page.goto("/de/produkte/no-such-product");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("Seite nicht gefunden | Peak Whey");
  await expect(page.getByRole("banner").getByTestId("basket-link")).toContainText("Warenkorb");
});

test("a malformed address gets the shop's own 400 page", async ({ page }) => {
  const response = await page.goto("/%E0%A4%A");
  expect(response?.status()).toBe(400);
  await expect(page).toHaveTitle("This address is not valid | Peak Whey");
  await expect(page.getByRole("heading", { level: 1, name: "This address is not valid" })).toBeVisible();
  await expectShell(page);
  const product = await page.request.get("/products/%ZZ");
  expect(product.status()).toBe(400);
  const html = await product.text();
  expect(html).toContain("This address is not valid");
  expect(html).not.toContain("URIError");
});

test.describe("the backend is away", () => {
  // The Italian store is this spec's own: the hook makes its backend calls answer 503.
  test.beforeEach(async ({ request }) => {
    expect((await request.post("/__test/hooks", { data: { unavailableStore: "it" } })).status()).toBe(204);
  });
  test.afterEach(async ({ request }) => {
    await request.post("/__test/hooks", { data: { availableStore: "it" } });
  });

  test("the shopper gets a 503 page inside the shop that offers to try again", async ({ page }) => {
    const response = await page.goto("/it/protein");
    expect(response?.status()).toBe(503);
    expect(response?.headers()["retry-after"]).toBe("30");
    await expect(page).toHaveTitle(/ \| Peak Whey$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Peak Whey" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("link", { name: "Riprova" })).toBeVisible();
  });
});

test("a shopper with a basket gets the same 503 page on the basket and the checkout", async ({
  page,
  request,
  session,
  seed,
}) => {
  // The basket is read where each request starts, before any page's own reads: a failure there is
  // the backend's being away too, not a crash of the page.
  await session.useBasket("it", [{ sku: seed.CREATINE.sku, quantity: 1 }]);
  // The store's settings are kept in process from this first visit: only the basket asks the backend.
  await page.goto("/it/basket");
  await expect(page.getByTestId("basket-line")).toContainText("11,99");
  expect((await request.post("/__test/hooks", { data: { unavailableStore: "it" } })).status()).toBe(204);
  try {
    for (const path of ["/it/basket", "/it/checkout"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(503);
      await expect(page.getByRole("link", { name: "Riprova" })).toBeVisible();
      await expect(page.getByText("Trace ID")).toHaveCount(0);
    }
  } finally {
    await request.post("/__test/hooks", { data: { availableStore: "it" } });
  }
  await page.goto("/it/basket");
  await expect(page.getByTestId("basket-line")).toContainText("11,99");
});

test("a page that fails keeps the shop around it: the store layout's shell, the error inside", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "a client-side navigation needs JavaScript");
  await page.goto("/de");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const header = page.getByRole("banner");
  await expect(header.getByTestId("basket-link")).toContainText("Warenkorb");
  // A client-side navigation to a page that answers 404: the layout's boundary catches it.
  await page.evaluate(() =>
    (window as unknown as { __remixRouter: { navigate(to: string): Promise<void> } }).__remixRouter.navigate(
      "/de/produkte/no-such-product",
    ),
  );
  await expect(page.getByRole("main").getByRole("heading", { level: 1, name: "Seite nicht gefunden" })).toBeVisible();
  await expect(page).toHaveTitle("Seite nicht gefunden | Peak Whey");
  await expect(header.getByTestId("basket-link")).toContainText("Warenkorb");
  await expect(page.getByRole("contentinfo")).toBeVisible();
});
