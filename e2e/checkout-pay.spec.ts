// Paying by card, projects js and nojs: the provider's hosted page (played by the
// embedded backend) approves, declines or asks a 3-D Secure style challenge and posts its signed
// result back to the shop; a saved card pays without it; cancelling returns to review and pay. The
// shoppers are fresh (a guest basket, or the test hook's customer with an address, points and saved
// cards), so nothing here changes what other specs read.
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { CREATINE } from "../backend/seed/fixtures";
import { COUPONS } from "../backend/seed/fixtures-coupons";
import { ready } from "./account-helpers";
import { expect, test, type SessionKit } from "./fixtures";

async function backend<T>(baseURL: string, query: string, variables = {}, token?: string): Promise<T> {
  const response = await fetch(new URL("/graphql", baseURL), {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: Array<{ message: string }> };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join("; "));
  return body.data;
}

/** What the information and delivery steps leave on a cart (part C's test hook). */
async function readyForReview(baseURL: string, cartId: string, email?: string) {
  const response = await fetch(new URL("/__test/checkout-cart", baseURL), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ cartId, ...(email ? { email } : {}) }),
  });
  expect(response.status).toBe(204);
}

async function ordersOf(baseURL: string, email: string): Promise<number> {
  const response = await fetch(new URL(`/__test/orders?email=${encodeURIComponent(email)}`, baseURL));
  return ((await response.json()) as { count: number }).count;
}

let guests = 0;
/** A guest with two tubs of creatine, at review and pay. */
async function guestAtReview(page: Page, session: SessionKit, baseURL: string) {
  const email = `card-guest-${Date.now()}-${++guests}@example.test`;
  const cartId = await session.useBasket("default", [{ sku: CREATINE.sku, quantity: 2 }]);
  await readyForReview(baseURL, cartId, email);
  await page.goto("/checkout/review");
  return email;
}

/** The test hook's customer (default address in Manchester, 500 points, saved cards), signed in. */
async function customerAtReview(page: Page, session: SessionKit, baseURL: string, extras: boolean) {
  const response = await fetch(new URL("/__test/card-customer", baseURL), { method: "POST" });
  const who = (await response.json()) as { email: string; password: string };
  const { generateCustomerToken } = await backend<{ generateCustomerToken: { token: string } }>(
    baseURL,
    `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`,
    { e: who.email, p: who.password },
  );
  const token = generateCustomerToken.token;
  const { customerCart } = await backend<{ customerCart: { id: string } }>(
    baseURL,
    "{ customerCart { id } }",
    {},
    token,
  );
  const cartId = customerCart.id;
  await backend(
    baseURL,
    `mutation($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "${CREATINE.sku}", quantity: 3 }]) { cart { id } } }`,
    { id: cartId },
    token,
  );
  if (extras) {
    await backend(
      baseURL,
      `mutation($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "${COUPONS.welcome.code}" }) { cart { id } } }`,
      { id: cartId },
      token,
    );
    await backend(
      baseURL,
      `mutation($id: String!) { applyRewardPointsToCart(input: { cart_id: $id, points: 100 }) { cart { id } } }`,
      { id: cartId },
      token,
    );
  }
  await readyForReview(baseURL, cartId);
  await session.use({ initiated: true, customerToken: token, cartIds: { default: cartId } });
  await page.goto("/checkout/review");
  return who.email;
}

/** Chooses a payment on review and pay, accepts the terms and places the order. */
async function placeWith(page: Page, javaScriptEnabled: boolean, method: string | RegExp) {
  await ready(page, javaScriptEnabled);
  const main = page.locator("main");
  await main.getByRole("radio", { name: method }).check();
  await main.getByRole("checkbox", { name: /accept the terms/ }).check();
  await main.getByRole("button", { name: /place order/i }).click();
}

/** Chooses the card on review and pay and submits: the provider's page opens. */
async function payByCard(page: Page, javaScriptEnabled: boolean) {
  await placeWith(page, javaScriptEnabled, /^Credit or debit card/);
  await expect(page).toHaveURL(/\/pwcard\/pay\/[A-Za-z0-9_-]{32}$/);
}

/** Enters a card on the hosted page. */
async function enterCard(page: Page, number: string, options: { save?: boolean } = {}) {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry date (MM/YY)").fill("12/34");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByLabel("Name on card").fill("Robin Tester");
  if (options.save) await page.getByLabel("Save this card for my next orders").check();
  await page.getByRole("button", { name: /^Pay / }).click();
}

/**
 * Without JavaScript the shopper takes the provider's result back with its button; unless the
 * provider's notification has placed the order already (then that press lands on it), the shop's
 * return page says what happened and its button sends the result on. With JavaScript, a script does both.
 */
async function backToShop(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) return;
  await page.getByRole("button", { name: "Continue to the shop" }).click();
  await expect(page).toHaveURL(/\/checkout\/(success$|payment\/return\?)/);
  if (page.url().includes("/checkout/payment/return"))
    await page.getByRole("button", { name: /^(Continue|Back to review and pay)$/ }).click();
}

const messageText = (page: Page) => page.locator("body");

test.describe("paying by card", () => {
  test("a customer with a saved address, points and a coupon pays with an approved card", async ({
    page,
    session,
    baseURL,
    javaScriptEnabled,
  }) => {
    const email = await customerAtReview(page, session, baseURL!, true);
    await payByCard(page, javaScriptEnabled);
    await expect(page.getByText("Payment to")).toBeVisible();
    await enterCard(page, "4242 4242 4242 4242");
    await backToShop(page, javaScriptEnabled);
    await expect(page).toHaveURL(/\/checkout\/success$/);
    const main = page.locator("main");
    await expect(main).toContainText("Visa ending 4242");
    // the order kept the coupon's discount and the points spent
    await expect(main).toContainText(COUPONS.welcome.code);
    await expect(main).toContainText("Reward points (100 points)");
    expect(await ordersOf(baseURL!, email)).toBe(1);
  });

  test("a 3-D Secure challenge passed places the order", async ({ page, session, baseURL, javaScriptEnabled }) => {
    const email = await guestAtReview(page, session, baseURL!);
    await payByCard(page, javaScriptEnabled);
    await enterCard(page, "4000 0000 0000 3220");
    await expect(page.getByRole("heading", { name: "Confirm this payment" })).toBeVisible();
    await page.getByLabel("One-time code").fill("1234");
    await page.getByRole("button", { name: "Confirm" }).click();
    await backToShop(page, javaScriptEnabled);
    await expect(page).toHaveURL(/\/checkout\/success$/);
    await expect(page.locator("main")).toContainText("Visa ending 3220");
    expect(await ordersOf(baseURL!, email)).toBe(1);
  });

  test("a 3-D Secure challenge failed returns to review with the basket intact", async ({
    page,
    session,
    baseURL,
    javaScriptEnabled,
  }) => {
    const email = await guestAtReview(page, session, baseURL!);
    await payByCard(page, javaScriptEnabled);
    await enterCard(page, "4000000000003220");
    await page.getByLabel("One-time code").fill("0000");
    await page.getByRole("button", { name: "Confirm" }).click();
    await backToShop(page, javaScriptEnabled);
    await expect(page).toHaveURL(/\/checkout\/review$/);
    await expect(messageText(page)).toContainText("Your card was declined.");
    await expect(page.locator("main")).toContainText(CREATINE.name);
    expect(await ordersOf(baseURL!, email)).toBe(0);
  });

  test("a declined card, then a successful retry", async ({ page, session, baseURL, javaScriptEnabled }) => {
    const email = await guestAtReview(page, session, baseURL!);
    await payByCard(page, javaScriptEnabled);
    await enterCard(page, "4000 0000 0000 0002");
    await backToShop(page, javaScriptEnabled);
    await expect(page).toHaveURL(/\/checkout\/review$/);
    await expect(messageText(page)).toContainText("Your card was declined.");
    await expect(page.locator("main")).toContainText(CREATINE.name);
    expect(await ordersOf(baseURL!, email)).toBe(0);

    await payByCard(page, javaScriptEnabled);
    await enterCard(page, "4242 4242 4242 4242");
    await backToShop(page, javaScriptEnabled);
    await expect(page).toHaveURL(/\/checkout\/success$/);
    expect(await ordersOf(baseURL!, email)).toBe(1);
  });

  test("a saved card pays without the provider's page", async ({ page, session, baseURL, javaScriptEnabled }) => {
    const email = await customerAtReview(page, session, baseURL!, false);
    // the Vault answers the brand as its code (VI); part C shows it as it comes
    await placeWith(page, javaScriptEnabled, /^Visa ending 4242/);
    await expect(page).toHaveURL(/\/checkout\/success$/);
    await expect(page.locator("main")).toContainText("Visa ending 4242");
    expect(await ordersOf(baseURL!, email)).toBe(1);
  });

  test("cancel on the provider's page returns to review and pay", async ({
    page,
    session,
    baseURL,
    javaScriptEnabled,
  }) => {
    const email = await guestAtReview(page, session, baseURL!);
    await payByCard(page, javaScriptEnabled);
    await page.getByRole("button", { name: "Cancel and return to the shop" }).click();
    await backToShop(page, javaScriptEnabled);
    await expect(page).toHaveURL(/\/checkout\/review$/);
    await expect(messageText(page)).toContainText("You cancelled the card payment.");
    await expect(page.locator("main")).toContainText(CREATINE.name);
    expect(await ordersOf(baseURL!, email)).toBe(0);
  });
});

test("a refused order keeps the billing address's country and what was typed in it", async ({
  page,
  session,
  baseURL,
  javaScriptEnabled,
}) => {
  await guestAtReview(page, session, baseURL!);
  await ready(page, javaScriptEnabled);
  const main = page.locator("main");
  await main.getByRole("radio", { name: /^Bank transfer/ }).check();
  // A billing name typed, then the shopper goes back to billing as delivered.
  await main.getByRole("radio", { name: "Use a different billing address" }).check();
  await main.getByLabel("First name").fill("Bill");
  await main.getByRole("radio", { name: /^Same as the delivery address/ }).check();
  // The terms left unticked: refused.
  await main.getByRole("button", { name: /place order/i }).click();
  await expect(main.getByRole("checkbox", { name: /accept the terms/ })).toHaveAttribute("aria-invalid", "true");

  await main.getByRole("radio", { name: "Use a different billing address" }).check();
  await expect(main.getByLabel("Country")).toHaveValue("GB");
  await expect(main.getByLabel("First name")).toHaveValue("Bill");
  // Laid out for the United Kingdom: no house number field, a UK postcode's example.
  await expect(main.getByLabel(/House number/)).toHaveCount(0);
  await expect(main.getByRole("radio", { name: /^Bank transfer/ })).toBeChecked();
});

/** The card return page's words in a store's language. */
const cardReturnTexts = (locale: string) =>
  (JSON.parse(readFileSync(`locales/${locale}/payment.json`, "utf8")) as { card: Record<string, string> }).card;

test("without JavaScript the return page of every store names the one button to press, and a forged approval is not called approved", async ({
  page,
  session,
  baseURL,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled!, "with JavaScript the page sends itself on at once");
  const forged = new URLSearchParams({
    payment_session: "a".repeat(32),
    result: "approved",
    signature: "0".repeat(64),
  });
  const locales = { default: "en-GB", ie: "en-IE", us: "en-US", de: "de-DE", es: "es-ES", fr: "fr-FR", it: "it-IT" };
  for (const [store, locale] of Object.entries(locales) as Array<[keyof typeof locales, string]>) {
    const cartId = await session.useBasket(store, [{ sku: CREATINE.sku, quantity: 1 }]);
    await readyForReview(baseURL!, cartId, `card-return-${store}-${Date.now()}@example.test`);
    const prefix = store === "default" ? "" : `/${store}`;
    await page.goto(`${prefix}/checkout/payment/return?${forged}`);
    const main = page.locator("main");
    const button = main.getByRole("button");
    await expect(button).toHaveCount(1);
    const name = (await button.textContent())!.trim();
    // The words tell the shopper to press the button that is there, by its name: nothing happens by itself.
    await expect(main.locator(".payment-return p")).toContainText(name);
    // The address says approved, the provider does not: the page says it is checking, not that it is approved.
    const texts = cardReturnTexts(locale);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(texts.returnCheckingTitle);
    await expect(page).toHaveTitle(new RegExp(`^${texts.returnCheckingTitle}`));
    // Sent on, the backend refuses the forged result: back at review and pay, nothing placed.
    await button.click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/review$`));
  }
});
