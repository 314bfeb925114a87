// With JavaScript, pages come through the browser's HTTP cache: a page seen before the shopper's
// session changed (an add to the basket, another currency) must never be shown again from it.
import { type Page } from "@playwright/test";
import { closeMiniBasket, expect, test } from "./fixtures";

async function ready(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

test("after an add, going back to a category seen before shows the basket count", async ({
  page,
  javaScriptEnabled,
  seed,
}) => {
  test.skip(!javaScriptEnabled, "without JavaScript every page is a fresh document request");
  // The category is first reached by a link, so its data comes through the browser's cache.
  await page.goto("/");
  await ready(page);
  await page
    .getByRole("navigation", { name: "Shop by category" })
    .getByRole("link", { name: "Creatine & Amino Acids", exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Creatine & Amino Acids" })).toBeVisible();
  await expect(page.getByTestId("basket-link")).toContainText("0");
  await page.getByRole("link", { name: seed.CREATINE.name }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: seed.CREATINE.name })).toBeVisible();
  await page.getByRole("button", { name: /add to basket/i }).click();
  await expect(page.getByTestId("basket-link")).toContainText("1");
  await closeMiniBasket(page, javaScriptEnabled);
  await page
    .getByRole("navigation", { name: "Shop by category" })
    .getByRole("link", { name: "Creatine & Amino Acids", exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Creatine & Amino Acids" })).toBeVisible();
  await expect(page.getByTestId("basket-link")).toContainText("1");
});

test("after switching currency, a product seen before shows the new currency at once", async ({
  page,
  javaScriptEnabled,
  seed,
}) => {
  const { CREATINE, price, convert } = seed;
  test.skip(!javaScriptEnabled, "without JavaScript every page is a fresh document request");
  await page.goto(`/products/${CREATINE.url_key}`);
  await ready(page);
  await expect(page.getByTestId("price").first()).toHaveText(price(CREATINE.prices.GBP, "GBP"));
  await page
    .getByRole("navigation", { name: "Shop by category" })
    .getByRole("link", { name: "Creatine & Amino Acids", exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Creatine & Amino Acids" })).toBeVisible();
  await page.getByTestId("store-preferences").click();
  const dialog = page.getByRole("dialog", { name: "Store and currency" });
  await dialog.getByLabel("Currency", { exact: true }).selectOption("EUR");
  await dialog.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByTestId("store-preferences")).toContainText("EUR");
  await page.getByRole("link", { name: CREATINE.name }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: CREATINE.name })).toBeVisible();
  await expect(page.getByTestId("price").first()).toHaveText(price(convert(CREATINE.prices.GBP, "GBP", "EUR"), "EUR"));
});
