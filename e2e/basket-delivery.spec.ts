// , free delivery and the shipping estimate: the bar toward the store's threshold and its
// success text, estimating for a country, choosing a method and seeing it in the totals, and the
// method cleared when the basket changes so that it no longer applies (SPEC §4). js and nojs.
import type { Page } from "@playwright/test";
import { RATE_PLANS } from "../backend/seed/fixtures-shipping";
import { expect, seed, test } from "./fixtures";

const { CREATINE, price, total } = seed;
const times = (n: number) => Array.from({ length: n }, () => CREATINE.prices.GBP);

async function ready(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

async function setQuantity(page: Page, quantity: number) {
  const line = page.getByTestId("basket-line");
  await line.getByRole("spinbutton").fill(String(quantity));
  await line.getByRole("button", { name: "Update" }).click();
  await expect(page.getByTestId("basket-link")).toContainText(String(quantity));
}

async function chooseMethod(page: Page, name: RegExp, javaScriptEnabled: boolean) {
  const methods = page.getByTestId("delivery-methods");
  await methods.getByRole("radio", { name }).check();
  // With JavaScript the choice is saved as it is made; without, with the form's button.
  if (!javaScriptEnabled) await methods.getByRole("button", { name: "Use this method" }).click();
}

test.beforeEach(async ({ session }) => {
  // £39.96: £10.04 short of the £50 free-delivery threshold
  await session.useBasket("default", [{ sku: CREATINE.sku, quantity: 4 }]);
});

test("the free-delivery bar fills up and completes with the store's success text", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/basket");
  await ready(page, javaScriptEnabled);
  const bar = page.getByTestId("free-delivery");
  const remaining = price(total(50, -total(...times(4))), "GBP");
  await expect(bar).toContainText(`Spend ${remaining} more for free delivery`);
  const progress = bar.getByRole("progressbar", { name: "Progress toward free delivery" });
  await expect(progress).toHaveAttribute("max", "50");
  await expect(progress).toHaveAttribute("value", String(total(...times(4))));
  await expect(progress).toHaveAttribute(
    "aria-valuetext",
    `${price(total(...times(4)), "GBP")} of ${price(50, "GBP")}`,
  );

  await setQuantity(page, 6);
  await expect(bar).toContainText("You qualify for free delivery");
  await expect(progress).toHaveAttribute("value", "50");
});

test("estimate delivery for a country, pick a method and see it in the totals; over the threshold standard delivery is free, listed once", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/basket");
  await ready(page, javaScriptEnabled);
  const delivery = page.getByTestId("delivery");

  // A postcode that cannot be British is refused next to the field.
  await delivery.getByLabel("Country").selectOption("GB");
  await delivery.getByLabel("Postcode (optional)").fill("12");
  await delivery.getByRole("button", { name: "Show delivery options" }).click();
  await expect(delivery.getByText("Please check the postcode.")).toBeVisible();

  await delivery.getByLabel("Postcode (optional)").fill("SW1A 1AA");
  await delivery.getByRole("button", { name: "Show delivery options" }).click();
  const methods = page.getByTestId("delivery-methods");
  await expect(methods.getByRole("group", { name: /Delivery options for SW1A 1AA, United Kingdom/ })).toBeVisible();
  // The good postcode's answer takes the refusal away, and the field keeps what was typed.
  await expect(delivery.getByText("Please check the postcode.")).toHaveCount(0);
  await expect(delivery.getByLabel("Postcode (optional)")).toHaveValue("SW1A 1AA");
  const home = RATE_PLANS.base.homeRates;
  await expect(methods.getByRole("radio")).toHaveCount(3);
  await expect(methods.getByText("Standard delivery")).toBeVisible();
  await expect(methods.locator("label", { hasText: "Express delivery" })).toContainText(price(home.express, "GBP"));
  await expect(methods.getByRole("radio", { name: /free delivery/i })).toHaveCount(0);

  await chooseMethod(page, /Express delivery/, javaScriptEnabled);
  const shipping = page.getByTestId("shipping-total");
  await expect(shipping).toContainText("Express delivery");
  await expect(shipping).toContainText(price(home.express, "GBP"));
  await expect(page.getByTestId("grand-total")).toHaveText(price(total(...times(4), home.express), "GBP"));

  // Free delivery once the basket reaches the threshold: standard delivery, free, listed once.
  await setQuantity(page, 6);
  const standard = methods.getByRole("radio", { name: /Standard delivery/ });
  await expect(methods.locator("label", { hasText: "Standard delivery" })).toContainText("Free");
  await expect(methods.getByRole("radio", { name: /Free delivery/ })).toHaveCount(0);
  await expect(methods.getByRole("radio")).toHaveCount(3);
  await chooseMethod(page, /Standard delivery/, javaScriptEnabled);
  await expect(standard).toBeChecked();
  await expect(shipping).toContainText("Standard delivery");
  await expect(shipping).toContainText("Free");
  await expect(page.getByTestId("grand-total")).toHaveText(price(total(...times(6)), "GBP"));

  // Below the threshold again: standard delivery costs again, and the total says so.
  await setQuantity(page, 4);
  await expect(shipping).toContainText(price(home.flatrate, "GBP"));
  await expect(methods.getByRole("radio", { name: /Free delivery/ })).toHaveCount(0);
  await expect(page.getByTestId("grand-total")).toHaveText(price(total(...times(4), home.flatrate), "GBP"));
});

test("a country the store does not deliver to by express gets only what serves it", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/basket");
  await ready(page, javaScriptEnabled);
  const delivery = page.getByTestId("delivery");
  await delivery.getByLabel("Country").selectOption("PL");
  await delivery.getByRole("button", { name: "Show delivery options" }).click();
  const methods = page.getByTestId("delivery-methods");
  await expect(methods.getByRole("radio")).toHaveCount(1);
  await expect(methods.getByRole("radio", { name: /Standard delivery/ })).toBeVisible();
  await expect(methods).toContainText(price(RATE_PLANS.base.abroadFlatrate, "GBP"));
});
