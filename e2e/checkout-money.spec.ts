// What the shopper agreed to pay is what the order says and who is paid is the shop, projects js and
// nojs: a basket with a free reward product is ordered for the review page's total (the success
// page's total and the bank transfer's amount), the transfer names the shop's company and account
// from the backend's payment configuration; and without JavaScript an approved card payment is an
// order even when the shopper never presses "Continue to the shop" (the provider's notification).
import type { Page } from "@playwright/test";
import {
  BANK_TRANSFER_PAYEE_PATH,
  BANK_TRANSFER_ACCOUNTS_PATH,
  BANK_TRANSFER_SEED,
} from "../backend/payment/bank-transfer";
import { CREATINE, WHEY } from "../backend/seed/fixtures";
import { amountOf, ready } from "./account-helpers";
import { expect, test } from "./fixtures";

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

async function readyForReview(baseURL: string, cartId: string, email?: string) {
  const response = await fetch(new URL("/__test/checkout-cart", baseURL), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ cartId, ...(email ? { email } : {}) }),
  });
  expect(response.status).toBe(204);
}

async function ordersOf(baseURL: string, email: string): Promise<{ count: number; numbers: string[] }> {
  const response = await fetch(new URL(`/__test/orders?email=${encodeURIComponent(email)}`, baseURL));
  return (await response.json()) as { count: number; numbers: string[] };
}

async function placeWith(page: Page, javaScriptEnabled: boolean, method: string | RegExp) {
  await ready(page, javaScriptEnabled);
  const main = page.locator("main");
  await main.getByRole("radio", { name: method }).check();
  await main.getByRole("checkbox", { name: /accept the terms/ }).check();
  await main.getByRole("button", { name: /place order/i }).click();
}

let shopper = 0;

test("a free reward product is ordered for the review's total, paid to the shop's own account", async ({
  page,
  session,
  baseURL,
  javaScriptEnabled,
}) => {
  const email = `gift-${Date.now()}-${++shopper}@example.test`;
  // Two 2.5 kg tubs of whey reach the reward threshold; the shaker is taken as the gift.
  const cartId = await session.useBasket("default", [
    { sku: WHEY.variantSku("VAN", "2.5KG"), parentSku: WHEY.sku, quantity: 2 },
  ]);
  await backend(
    baseURL!,
    `mutation($c: String!) { addRewardProductToCart(input: { cart_id: $c, sku: "PW-SHAKER" }) { cart { id } } }`,
    { c: cartId },
  );
  await readyForReview(baseURL!, cartId, email);

  await page.goto("/checkout/review");
  const main = page.locator("main");
  await expect(main).toContainText("Shaker");
  const confirmTotal = amountOf(await main.getByTestId("confirm-grand-total").textContent());
  expect(confirmTotal).toBeGreaterThan(0);
  await placeWith(page, javaScriptEnabled!, /^Bank transfer/);

  await expect(page).toHaveURL(/\/checkout\/success$/);
  expect(amountOf(await main.getByTestId("order-total").textContent())).toBe(confirmTotal);
  const bank = main.getByTestId("bank-details");
  await expect(bank).toContainText(confirmTotal.toFixed(2));
  // The payee and account are the backend's payment configuration, never another company's.
  const gbp = BANK_TRANSFER_SEED[BANK_TRANSFER_ACCOUNTS_PATH].GBP;
  await expect(bank.locator('[data-bank="payee"]')).toHaveText(BANK_TRANSFER_SEED[BANK_TRANSFER_PAYEE_PATH]);
  await expect(bank.locator('[data-bank="iban"]')).toHaveText(gbp.iban);
  await expect(bank.locator('[data-bank="sort_code"]')).toHaveText(gbp.sort_code);
  const number = (await page.getByTestId("order-number").textContent())!.trim();
  await expect(bank.locator('[data-bank="reference"]')).toHaveText(number);
  await expect(page.locator("body")).not.toContainText("Protein Works");
  expect((await ordersOf(baseURL!, email)).numbers).toEqual([number]);
});

test("without JavaScript an approved card payment is an order before the shopper returns", async ({
  page,
  session,
  baseURL,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled!, "with JavaScript the provider's page returns by itself");
  // The test hook's customer, signed in, with creatine at review and pay.
  const who = (await (await fetch(new URL("/__test/card-customer", baseURL!), { method: "POST" })).json()) as {
    email: string;
    password: string;
  };
  const { generateCustomerToken } = await backend<{ generateCustomerToken: { token: string } }>(
    baseURL!,
    `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`,
    { e: who.email, p: who.password },
  );
  const token = generateCustomerToken.token;
  const { customerCart } = await backend<{ customerCart: { id: string } }>(
    baseURL!,
    "{ customerCart { id } }",
    {},
    token,
  );
  await backend(
    baseURL!,
    `mutation($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "${CREATINE.sku}", quantity: 2 }]) { cart { id } } }`,
    { id: customerCart.id },
    token,
  );
  await readyForReview(baseURL!, customerCart.id);
  await session.use({ initiated: true, customerToken: token, cartIds: { default: customerCart.id } });
  await page.goto("/checkout/review");
  const confirmTotal = amountOf(await page.locator("main").getByTestId("confirm-grand-total").textContent());

  await placeWith(page, false, /^Credit or debit card/);
  await expect(page).toHaveURL(/\/pwcard\/pay\/[A-Za-z0-9_-]{32}$/);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry date (MM/YY)").fill("12/34");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByLabel("Name on card").fill("Robin Tester");
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByRole("button", { name: "Continue to the shop" })).toBeVisible();

  // The shopper does not press "Continue to the shop": in another tab, straight to their orders.
  await expect.poll(async () => (await ordersOf(baseURL!, who.email)).count, { timeout: 15_000 }).toBe(1);
  const [number] = (await ordersOf(baseURL!, who.email)).numbers;
  const orders = await page.context().newPage();
  await orders.goto("/account/orders");
  await expect(orders.locator("main")).toContainText(number!);
  await orders.close();

  // Pressing it later goes straight to that same order's confirmation (nothing more to press), not a second one.
  await page.getByRole("button", { name: "Continue to the shop" }).click();
  await expect(page).toHaveURL(/\/checkout\/success$/);
  await expect(page.getByTestId("order-number")).toHaveText(number!);
  expect(amountOf(await page.getByTestId("order-total").textContent())).toBe(confirmTotal);
  expect((await ordersOf(baseURL!, who.email)).count).toBe(1);
});
