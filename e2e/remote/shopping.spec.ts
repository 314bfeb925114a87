// The main shopping journey with a remote backend, js and nojs: browse from the home page to a
// product (its pictures through the storefront's /media/ and picture endpoint, read from the
// backend), add to the basket, a coupon, and a guest checkout by bank transfer to the success page,
// the order and its confirmation email in the backend.
import type { Page } from "@playwright/test";
import { COUPONS } from "../../backend/seed/fixtures-coupons";
import { CHECKOUT_SPEC_PRODUCT } from "../../backend/seed/fixtures-checkout";
import { hook, ready } from "../account-helpers";
import { closeMiniBasket } from "../fixtures";
import { expect, seed, test } from "./fixtures";

const { PROTEIN_CATEGORY, WHEY } = seed;
let shoppers = 0;

async function applyCode(page: Page, code: string) {
  const field = page.getByLabel("Discount code", { exact: true });
  if (!(await field.isVisible())) await page.getByText("Have a discount code?").click();
  await field.fill(code);
  await page.getByRole("button", { name: "Apply", exact: true }).click();
}

test("browse, basket and a coupon: the backend's catalogue, pictures and prices through the storefront", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page
    .getByRole("navigation", { name: /categor/i })
    .getByRole("link", { name: PROTEIN_CATEGORY.names.en, exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: PROTEIN_CATEGORY.names.en })).toBeVisible();
  await page.getByRole("link", { name: WHEY.names.en }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: WHEY.names.en })).toBeVisible();

  // The product's picture is the storefront's resized copy of the backend's file.
  const picture = page.locator("main img[src*='/_img?src=%2Fmedia%2F']").first();
  await expect(picture).toBeVisible();
  const src = await picture.getAttribute("src");
  const resized = await page.request.get(src!);
  expect(resized.status()).toBe(200);
  expect(resized.headers()["content-type"]).toMatch(/^image\//);

  // The backend's own media files, on the storefront's origin (as embedded): a range, as a video player asks.
  const clip = await page.request.get("/media/wysiwyg/home/hero.webp", { headers: { Range: "bytes=0-99" } });
  expect(clip.status()).toBe(206);
  expect(clip.headers()["content-type"]).toBe("image/webp");
  expect((await clip.body()).length).toBe(100);

  await ready(page, javaScriptEnabled!);
  await page.getByRole("button", { name: /^add to basket$/i }).click();
  if (javaScriptEnabled) await closeMiniBasket(page, true);
  else await expect(page.getByRole("status").filter({ hasText: "added to your basket" })).toBeVisible();
  await expect(page.getByTestId("basket-link")).toContainText("1");

  await page.getByTestId("basket-link").click();
  await expect(page).toHaveURL(/\/basket$/);
  await ready(page, javaScriptEnabled!);
  await expect(page.getByTestId("basket-line")).toContainText(WHEY.names.en);
  const before = await page.getByTestId("grand-total").textContent();
  await applyCode(page, COUPONS.welcome.code);
  await expect(page.getByText(`Coupon code ${COUPONS.welcome.code} was applied.`)).toBeVisible();
  await expect(page.getByTestId("applied-coupon")).toContainText(COUPONS.welcome.code);
  await expect(page.getByTestId("grand-total")).not.toHaveText(before!);
});

test("a guest checks out by bank transfer: the order and its email are the backend's", async ({
  page,
  session,
  backendURL,
  javaScriptEnabled,
}) => {
  const email = `remote-order-${Date.now()}-${++shoppers}@example.com`;
  await session.useBasket("default", [{ sku: CHECKOUT_SPEC_PRODUCT.sku, quantity: 2 }]);
  const main = page.locator("main");
  await page.goto("/basket");
  await ready(page, javaScriptEnabled!);
  await main.getByTestId("basket-checkout").click();
  await expect(page).toHaveURL(/\/checkout\/information$/);
  await ready(page, javaScriptEnabled!);
  await main.getByLabel("Email address").fill(email);
  await main.getByRole("button", { name: "Continue to delivery" }).click();
  await expect(page).toHaveURL(/\/checkout\/delivery$/);
  await ready(page, javaScriptEnabled!);
  await main.getByLabel("First name").fill("Jo");
  await main.getByLabel("Last name").fill("Runner");
  await main.getByLabel("Address line 1").fill("1 Test Street");
  await main.getByLabel("Town or city").fill("London");
  await main.getByLabel("Postcode", { exact: true }).fill("SW1A 1AA");
  await main.getByLabel("Phone number").fill("020 7946 0000");
  await main.getByRole("button", { name: "Show delivery options" }).click();
  await ready(page, javaScriptEnabled!);
  await main.getByRole("radio", { name: /Standard delivery/ }).check();
  await main.getByRole("button", { name: "Continue to review and pay" }).click();
  await expect(page).toHaveURL(/\/checkout\/review$/);
  await ready(page, javaScriptEnabled!);
  await page.getByTestId("payment-choice").filter({ hasText: "Bank transfer" }).click();
  await page.getByLabel("I have read and accept the terms and conditions").check();
  await page.getByRole("button", { name: "Place order" }).click();

  await expect(page).toHaveURL(/\/checkout\/success$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for your order!");
  const number = (await page.getByTestId("order-number").textContent())!.trim();
  await expect(page.getByTestId("bank-details")).toContainText(number);
  expect(await hook(backendURL, `/__test/orders?email=${encodeURIComponent(email)}`)).toEqual({
    count: 1,
    numbers: [number],
  });
  const mail = (await hook(backendURL, `/__test/mail?to=${encodeURIComponent(email)}`)) as Array<{
    subject: string;
    kind: string;
  }>;
  expect(mail.find((m) => m.kind === "order-confirmation")?.subject).toContain(number);
});
