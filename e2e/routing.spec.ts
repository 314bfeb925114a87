// The route registry seen from the outside: switching store keeps the shopper on the same screen
// (not only products and categories), robots.txt lists the private screens. (The
// last planned screen, the review list, was built: e2e/product-reviews.spec.ts.)
import { type Page } from "@playwright/test";
import { expect, httpOnly, test } from "./fixtures";

async function ready(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

/** Chooses a store in the header: a popup with JavaScript, the header's disclosure without. */
async function switchStore(page: Page, javaScriptEnabled: boolean, store: string) {
  await ready(page, javaScriptEnabled);
  await page.getByTestId("store-preferences").click();
  const form = javaScriptEnabled
    ? page.getByRole("dialog", { name: "Store and currency" })
    : page.locator("details.store-preferences");
  await form.getByLabel("Store", { exact: true }).selectOption(store);
  await form.getByRole("button", { name: "Save preferences" }).click();
}

test("switching store on the newsletter page lands on the German newsletter page", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/newsletter");
  await expect(page.getByRole("heading", { level: 1, name: "Sign up to our newsletter" })).toBeVisible();
  await switchStore(page, javaScriptEnabled, "de");
  await expect(page).toHaveURL(/\/de\/newsletter$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Melden Sie sich für unseren Newsletter an" }),
  ).toBeVisible();
  await expect(page.getByText("Ihre Shop- und Währungseinstellungen wurden gespeichert.")).toBeVisible();
});

test("switching store on the cookie settings page stays on the cookie settings", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/cookie-consent");
  await expect(page.getByRole("heading", { level: 1, name: "Cookie settings" })).toBeVisible();
  await switchStore(page, javaScriptEnabled, "de");
  await expect(page).toHaveURL(/\/de\/cookie-consent$/);
  await expect(page.getByRole("heading", { level: 1, name: "Cookie-Einstellungen" })).toBeVisible();
});

test("a product address with another store's segment leads to the product in this store", async ({
  page,
  javaScriptEnabled,
}) => {
  // A link copied from the UK shop with the French prefix put in front, by hand or by a tool.
  const moved = await page.goto("/fr/products/impact-whey-protein");
  expect(moved?.status()).toBe(200);
  await expect(page).toHaveURL(/\/fr\/produits\/impact-whey-protein$/);
  await ready(page, javaScriptEnabled);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-FR");
  await expect(page.getByRole("button", { name: /^Ajouter au panier/ }).first()).toBeVisible();
  const permanent = await page.request.get("/de/produits/impact-whey-protein", { maxRedirects: 0 });
  expect(permanent.status()).toBe(301);
  expect(permanent.headers()["location"]).toBe("/de/produkte/impact-whey-protein");
  // A product no store has stays the shop's 404 page.
  const missing = await page.goto("/fr/products/no-such-protein");
  expect(missing?.status()).toBe(404);
});

test("a page's address in another store's words leads to that page in this store", async ({
  page,
  javaScriptEnabled,
}) => {
  // The UK shop's "products" with the Italian prefix: the Italian list, not a dead end.
  const moved = await page.goto("/it/products?sort=price_asc");
  expect(moved?.status()).toBe(200);
  await expect(page).toHaveURL(/\/it\/prodotti\?sort=price_asc$/);
  await ready(page, javaScriptEnabled);
  await expect(page.locator("html")).toHaveAttribute("lang", "it-IT");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tutti i prodotti");
  await page.goto("/de/privacy-policy");
  await expect(page).toHaveURL(/\/de\/datenschutz$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Datenschutzerklärung");
});

test("robots.txt keeps crawlers out of the basket, checkout and account in every store", async ({ request }) => {
  httpOnly();
  const body = await (await request.get("/robots.txt")).text();
  for (const path of ["/basket", "/checkout", "/account", "/customer/account", "/de/basket", "/it/account"]) {
    expect(body).toContain(`Disallow: ${path}\n`);
  }
  expect(body).not.toContain("newsletter");
});

test("a plain navigation fetches neither the shell nor translations the page already has", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "without JavaScript every page is a document of its own");
  const dataRequests: URL[] = [];
  const translationFiles: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(".data")) dataRequests.push(url);
    if (url.pathname.startsWith("/locales/")) translationFiles.push(url.pathname);
  });
  await page.goto("/");
  await ready(page, javaScriptEnabled);
  // The document brought the page's words: nothing is fetched to show it.
  expect(translationFiles).toEqual([]);

  await page
    .getByRole("navigation", { name: "Shop by category" })
    .getByRole("link", { name: "Creatine & Amino Acids", exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Creatine & Amino Acids" })).toBeVisible();
  // The page's data and, in the same request, the store layout's (the new page's hreflang
  // alternates, made by the server); a prefetch on hover may ask for them too. The root (shell) is
  // not asked for.
  expect(dataRequests.length).toBeGreaterThan(0);
  for (const url of dataRequests)
    expect(url.searchParams.get("_routes")?.split(",")).toEqual(["storeLayout", "category"]);
  expect(translationFiles).toEqual([]);

  // The product page needs the "product" texts, which the home page did not bring: loaded once,
  // from an address that carries their hash, before the page shows (no keys on screen).
  await page
    .getByRole("link", { name: /Creatine Monohydrate/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Creatine Monohydrate 250g" })).toBeVisible();
  await expect(page.getByRole("button", { name: /add to basket/i })).toBeVisible();
  // (and the namespaces of its parts: reviews, gallery, stock alert, cross-sells, each once)
  expect(translationFiles).toContainEqual(expect.stringMatching(/^\/locales\/en-GB\/product\.[0-9a-f]{12}\.json$/));
  for (const file of translationFiles)
    expect(file).toMatch(/^\/locales\/en-GB\/(product|reviews|gallery|stockAlert|crosssells)\.[0-9a-f]{12}\.json$/);
  expect(new Set(translationFiles).size).toBe(translationFiles.length);
  const file = await page.request.get(translationFiles[0]);
  expect(file.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

  // After a form post the shell is fetched again: the basket count follows the add.
  dataRequests.length = 0;
  await page.getByRole("button", { name: /add to basket/i }).click();
  await expect(page.getByTestId("basket-link")).toContainText("1");
  expect(dataRequests.some((url) => !url.searchParams.has("_routes"))).toBe(true);
});
