// The US store reads its catalogue in American spelling (its own store-view values), the UK store in
// British: the flavor choice, the ingredients and a category's description. Projects js and nojs.
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";

async function ready(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

/** The flavour choice's heading ("Flavor: Chocolate Smooth"), whatever is chosen. */
const flavourChoice = (page: Page) => page.locator(".variant-picker legend").first();

test("a US product page names the flavor choice Flavor and lists flavorings; the UK's says Flavour and flavourings", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/us/products/impact-whey-isolate");
  await ready(page, javaScriptEnabled);
  await expect(flavourChoice(page)).toHaveText(/^Flavor: /);
  const usIngredients = page.locator(".product-tabs__facts-list dd").first();
  await expect(usIngredients).toContainText("flavorings");
  await expect(page.locator("main")).not.toContainText(/\bflavourings\b/);

  await page.goto("/products/impact-whey-isolate");
  await ready(page, javaScriptEnabled);
  await expect(flavourChoice(page)).toHaveText(/^Flavour: /);
  await expect(page.locator(".product-tabs__facts-list dd").first()).toContainText("flavourings");
});

test("a US category page describes its snacks as savory; the UK's as savoury", async ({ page, javaScriptEnabled }) => {
  await page.goto("/us/snacks-bars");
  await ready(page, javaScriptEnabled);
  await expect(page.getByText("Prefer something savory?").first()).toBeVisible();
  await page.goto("/snacks-bars");
  await ready(page, javaScriptEnabled);
  await expect(page.getByText("Prefer something savoury?").first()).toBeVisible();
});
