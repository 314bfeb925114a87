// The basket and the checkout against a stock Magento 2.4.7 backend (core schema only), JS on and
// off: a guest adds a product, applies a coupon, checks out with home delivery and an offline
// payment and sees the success page with the order number and the exact total.
import type { Page } from "@playwright/test";
import { CHECKOUT_SPEC_PRODUCT } from "../../backend/seed/fixtures-checkout";
import type { SessionKit } from "../fixtures";
import { expect, test } from "./fixtures";

let shopper = 0;
const uniqueEmail = (tag: string) => `core-${tag}-${Date.now()}-${++shopper}@example.com`;

async function ready(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

/** From the basket with a coupon to review and pay, as a guest with home delivery. */
async function guestToReview(page: Page, session: SessionKit, javaScriptEnabled: boolean) {
  await session.useBasket("default", [{ sku: CHECKOUT_SPEC_PRODUCT.sku, quantity: 2 }]);
  const main = page.locator("main");
  await page.goto("/basket");
  await ready(page, javaScriptEnabled);
  await expect(main.getByTestId("basket-line")).toContainText(CHECKOUT_SPEC_PRODUCT.name);
  // The delivery estimate offers the store's country though stock Magento lists no allowed countries.
  await expect(main.getByRole("combobox", { name: "Country" }).locator("option[value=GB]")).toHaveCount(1);

  const field = page.getByLabel("Discount code", { exact: true });
  if (!(await field.isVisible())) await page.getByText("Have a discount code?").click();
  await field.fill("WELCOME10");
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page.getByText("Coupon code WELCOME10 was applied.")).toBeVisible();
  await expect(page.getByTestId("applied-coupon")).toContainText("WELCOME10");
  const basketTotal = (await page.getByTestId("grand-total").textContent())!.trim();

  await main.getByTestId("basket-checkout").click();
  await expect(page).toHaveURL(/\/checkout\/information$/);
  await ready(page, javaScriptEnabled);
  await main.getByLabel("Email address").fill(uniqueEmail("guest"));
  await main.getByRole("button", { name: "Continue to delivery" }).click();
  await expect(page).toHaveURL(/\/checkout\/delivery$/);
  await ready(page, javaScriptEnabled);
  await main.getByLabel("First name").fill("Jo");
  await main.getByLabel("Last name").fill("Runner");
  await main.getByLabel("Address line 1").fill("1 Test Street");
  await main.getByLabel("Town or city").fill("London");
  await main.getByLabel("Postcode", { exact: true }).fill("SW1A 1AA");
  await main.getByLabel("Phone number").fill("020 7946 0000");
  await main.getByRole("button", { name: "Show delivery options" }).click();
  await ready(page, javaScriptEnabled);
  await main.getByRole("radio").first().check();
  await main.getByRole("button", { name: "Continue to review and pay" }).click();

  await expect(page).toHaveURL(/\/checkout\/review$/);
  await expect(main).toContainText(CHECKOUT_SPEC_PRODUCT.name);
  await ready(page, javaScriptEnabled);
  return basketTotal;
}

test("a guest applies a coupon and reaches review and pay through the core checkout steps", async ({
  page,
  session,
  javaScriptEnabled,
}) => {
  await guestToReview(page, session, javaScriptEnabled!);
  await expect(page.getByLabel("I have read and accept the terms and conditions")).toBeVisible();
  await expect(page.getByRole("button", { name: "Place order" })).toBeVisible();
});

test("a guest places the order by an offline payment and sees its number and exact totals", async ({
  page,
  session,
  javaScriptEnabled,
}) => {
  await guestToReview(page, session, javaScriptEnabled!);
  const main = page.locator("main");
  const reviewTotal = (await main.getByTestId("confirm-grand-total").textContent())!.trim();
  await main.getByRole("radio", { name: /^Bank transfer/ }).check();
  await page.getByLabel("I have read and accept the terms and conditions").check();
  await page.getByRole("button", { name: "Place order" }).click();

  await expect(page).toHaveURL(/\/checkout\/success$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for your order!");
  const number = (await page.getByTestId("order-number").textContent())!.trim();
  expect(number).toMatch(/^\d{9}$/);
  // What the guest agreed to pay is what Magento's order says, the coupon's discount included.
  await expect(main.getByTestId("order-total")).toHaveText(reviewTotal);
  await expect(main).toContainText("WELCOME10");
  await expect(main).toContainText(`2 × ${CHECKOUT_SPEC_PRODUCT.name}`);
  await expect(main.getByTestId("bank-details")).toContainText(reviewTotal.replace(/[^\d.]/g, ""));
});
