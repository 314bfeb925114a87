// Browsing a stock Magento 2.4.7 backend: the home page, a category, a product page and the basket
// count work with core fields only; extension-only parts are absent, never an error.
import { expect, seed, test } from "./fixtures";

const { PROTEIN_CATEGORY, WHEY } = seed;

test("home, category and product page from core fields only", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page
    .getByRole("navigation", { name: /categor/i })
    .getByRole("link", { name: PROTEIN_CATEGORY.names.en, exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: PROTEIN_CATEGORY.names.en })).toBeVisible();
  await page.getByRole("link", { name: WHEY.names.en }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: WHEY.names.en })).toBeVisible();
  await expect(page.getByRole("button", { name: /add to basket/i }).first()).toBeVisible();
});
