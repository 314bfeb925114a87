// The route registry seen from the outside: switching store keeps the shopper on the same screen
// (not only products and categories), robots.txt lists the private screens, and planned screens
// have no page yet.
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";

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

test("robots.txt keeps crawlers out of the basket, checkout and account in every store", async ({ request }) => {
  const body = await (await request.get("/robots.txt")).text();
  for (const path of ["/basket", "/checkout", "/account", "/customer/account", "/de/basket", "/it/account"]) {
    expect(body).toContain(`Disallow: ${path}\n`);
  }
  expect(body).not.toContain("newsletter");
});

test("a planned screen has no page yet", async ({ page }) => {
  const response = await page.goto("/checkout/information");
  expect(response?.status()).toBe(404);
});
