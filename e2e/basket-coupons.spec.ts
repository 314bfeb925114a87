// Discount codes in the basket, with JavaScript (project js: fetchers) and without
// (project nojs: plain posts and 303s): apply a code and see the saving on the line and in the
// totals, every kind of refusal next to the field with the code still in it, remove the code.
import { type Page } from "@playwright/test";
import { COUPONS } from "../backend/seed/fixtures-coupons";
import { expect, seed, test } from "./fixtures";

const { CREATINE, WHEY, price, total } = seed;
const WHEY_1KG = { sku: WHEY.variantSku("VAN", "1KG"), parentSku: WHEY.sku, quantity: 1 };
const WHEY_1KG_GBP = 19.99;

async function openBasket(page: Page, javaScriptEnabled: boolean) {
  await page.goto("/basket");
  if (javaScriptEnabled) await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

/** Opens "Have a discount code?" (a details element: no JavaScript needed) unless it is open. */
async function codeField(page: Page) {
  const field = page.getByLabel("Discount code", { exact: true });
  if (!(await field.isVisible())) await page.getByText("Have a discount code?").click();
  return field;
}

async function applyCode(page: Page, code: string) {
  const field = await codeField(page);
  await field.fill(code);
  await page.getByRole("button", { name: "Apply", exact: true }).click();
}

test("a code takes its discount off the lines and the total, and comes off again", async ({
  page,
  session,
  javaScriptEnabled,
}) => {
  await session.useBasket("default", [{ sku: CREATINE.sku, quantity: 3 }, WHEY_1KG]);
  await openBasket(page, javaScriptEnabled);
  const subtotal = total(CREATINE.prices.GBP * 3, WHEY_1KG_GBP); // 49.96
  await expect(page.getByTestId("grand-total")).toHaveText(price(subtotal, "GBP"));

  // typed in lower case with spaces: the shop knows the code all the same
  await applyCode(page, " welcome10 ");
  await expect(page.getByText("Coupon code WELCOME10 was applied.")).toBeVisible();
  const applied = page.getByTestId("applied-coupon");
  await expect(applied).toContainText("WELCOME10");
  // 10 % of 29.97 and of 19.99, each rounded: 3.00 + 2.00
  await expect(applied).toContainText(`You save ${price(5, "GBP")}`);
  const lines = page.getByTestId("basket-line");
  await expect(lines.nth(0)).toContainText(`Welcome 10% off: −${price(3, "GBP")}`);
  await expect(lines.nth(1)).toContainText(`Welcome 10% off: −${price(2, "GBP")}`);
  await expect(page.getByTestId("discount")).toHaveText(`Welcome 10% off−${price(5, "GBP")}`);
  await expect(page.getByTestId("grand-total")).toHaveText(price(total(subtotal, -5), "GBP"));

  await page.getByRole("button", { name: "Remove discount code WELCOME10" }).click();
  await expect(page.getByText("The coupon code was removed.")).toBeVisible();
  await expect(page.getByTestId("applied-coupon")).toHaveCount(0);
  await expect(page.getByTestId("discount")).toHaveCount(0);
  await expect(page.getByTestId("grand-total")).toHaveText(price(subtotal, "GBP"));
});

test("each refused code is told next to the field, the code still in it", async ({
  page,
  session,
  javaScriptEnabled,
}) => {
  // one tub: below SAVE5's minimum
  await session.useBasket("default", [{ sku: CREATINE.sku, quantity: 1 }]);
  await openBasket(page, javaScriptEnabled);
  const refusals: Array<[string, string]> = [
    ["NOPE", 'The coupon code "NOPE" is not valid.'],
    [COUPONS.expired.code, `The coupon code "${COUPONS.expired.code}" is not valid.`],
    [COUPONS.notYet.code, `The coupon code "${COUPONS.notYet.code}" is not valid.`],
    // a code that served its orders says so, rather than reading like a typo
    [COUPONS.usedUp.code, `The coupon code "${COUPONS.usedUp.code}" has already been used.`],
    [
      COUPONS.save5.code,
      `The coupon code "${COUPONS.save5.code}" needs a subtotal of at least ${price(COUPONS.save5.minSubtotal, "GBP")}.`,
    ],
  ];
  for (const [code, message] of refusals) {
    await applyCode(page, code);
    const field = page.getByLabel("Discount code", { exact: true });
    await expect(field).toHaveAccessibleDescription(message);
    await expect(field).toHaveValue(code);
    await expect(field).toHaveAttribute("aria-invalid", "true");
  }
  await expect(page.getByTestId("applied-coupon")).toHaveCount(0);
  await expect(page.getByTestId("grand-total")).toHaveText(price(CREATINE.prices.GBP, "GBP"));
});

test("an empty code is asked for before anything is sent", async ({ page, session, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "without JavaScript the browser's own check of the required field answers");
  await session.useBasket("default", [{ sku: CREATINE.sku, quantity: 1 }]);
  await openBasket(page, javaScriptEnabled);
  await applyCode(page, "   ");
  await expect(page.getByLabel("Discount code", { exact: true })).toHaveAccessibleDescription("Enter a discount code.");
});

test("a code works in another store view, in its currency and language", async ({
  page,
  session,
  javaScriptEnabled,
}) => {
  await session.useBasket("de", [{ sku: CREATINE.sku, quantity: 2 }]);
  await page.goto("/de/basket");
  if (javaScriptEnabled) await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const field = page.getByLabel("Gutscheincode", { exact: true });
  if (!(await field.isVisible())) await page.getByText("Haben Sie einen Gutscheincode?").click();
  await field.fill(COUPONS.twoOff.code);
  await page.getByRole("button", { name: "Einlösen", exact: true }).click();
  // 2 € off each of the two tubs
  await expect(page.getByTestId("applied-coupon")).toContainText(`Sie sparen ${price(4, "EUR", "de")}`);
  await expect(page.getByTestId("grand-total")).toHaveText(price(total(CREATINE.prices.EUR * 2, -4), "EUR", "de"));
});

test("screenshots of the basket with a code", async ({ page, session, javaScriptEnabled }, testInfo) => {
  await session.useBasket("default", [{ sku: CREATINE.sku, quantity: 3 }, WHEY_1KG]);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await openBasket(page, javaScriptEnabled);
    if (width === 360) {
      // the form with a refusal next to the field, then the code applied
      await applyCode(page, "NOPE");
      await expect(page.getByLabel("Discount code", { exact: true })).toHaveAttribute("aria-invalid", "true");
      const refused = testInfo.outputPath(`basket-coupon-refused-${width}.png`);
      await page.screenshot({ path: refused, fullPage: true });
      await testInfo.attach(`a refused code at ${width}px`, { path: refused, contentType: "image/png" });
      await applyCode(page, COUPONS.save5.code);
    }
    await expect(page.getByTestId("applied-coupon")).toContainText(COUPONS.save5.code);
    const path = testInfo.outputPath(`basket-coupon-${width}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`basket with a coupon at ${width}px`, { path, contentType: "image/png" });
  }
});
