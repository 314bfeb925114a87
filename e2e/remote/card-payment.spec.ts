// Paying by card with a remote backend, js and nojs: the provider's hosted page lives on the
// backend's origin (127.0.0.1) while the shop is on localhost, so going there and coming back are
// cross-site navigations; the return is a signed GET that the shop's page confirms with a post of its
// own (docs/decisions/0063-*.md). A 3-D Secure challenge passed places one order.
import type { Page } from "@playwright/test";
import { hook, ready } from "../account-helpers";
import { expect, seed, test } from "./fixtures";

let guests = 0;

async function placeByCard(page: Page, javaScriptEnabled: boolean) {
  await ready(page, javaScriptEnabled);
  const main = page.locator("main");
  await main.getByRole("radio", { name: /^Credit or debit card/ }).check();
  await main.getByRole("checkbox", { name: /accept the terms/ }).check();
  await main.getByRole("button", { name: /place order/i }).click();
}

test("a guest pays by card with a 3-D Secure challenge on the backend's own origin", async ({
  page,
  session,
  backendURL,
  baseURL,
  javaScriptEnabled,
}) => {
  const email = `remote-card-${Date.now()}-${++guests}@example.test`;
  const cartId = await session.useBasket("default", [{ sku: seed.CREATINE.sku, quantity: 2 }]);
  await hook(backendURL, "/__test/checkout-cart", { cartId, email });
  await page.goto("/checkout/review");
  await placeByCard(page, javaScriptEnabled!);

  // The provider's page is the backend's, on its own origin: not the shop's.
  await expect(page).toHaveURL(new RegExp(`^${backendURL}/pwcard/pay/[A-Za-z0-9_-]{32}$`));
  await page.getByLabel("Card number").fill("4000 0000 0000 3220");
  await page.getByLabel("Expiry date (MM/YY)").fill("12/34");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByLabel("Name on card").fill("Robin Tester");
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByRole("heading", { name: "Confirm this payment" })).toBeVisible();
  await page.getByLabel("One-time code").fill("1234");
  await page.getByRole("button", { name: "Confirm" }).click();

  if (!javaScriptEnabled) {
    await page.getByRole("button", { name: "Continue to the shop" }).click();
    // Back on the shop's origin: straight to the order if the provider's notification placed it
    // already, else a page that says the payment is approved and how to go on.
    await expect(page).toHaveURL(new RegExp(`^${baseURL}/checkout/(success$|payment/return\\?payment_session=)`));
    if (page.url().includes("/checkout/payment/return")) {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your card payment is approved");
      await page.getByRole("button", { name: "Continue" }).click();
    }
  }
  await expect(page).toHaveURL(`${baseURL}/checkout/success`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for your order!");
  await expect(page.locator("main")).toContainText("Visa ending 3220");
  const number = (await page.getByTestId("order-number").textContent())!.trim();
  // One order, whether the provider's notification or the shopper's return came first.
  expect(await hook(backendURL, `/__test/orders?email=${encodeURIComponent(email)}`)).toEqual({
    count: 1,
    numbers: [number],
  });
  // The basket is empty.
  await page.goto("/basket");
  await expect(page.getByText("Your basket is empty.")).toBeVisible();
});

test("the return address changes nothing by itself: a reload or a forged result places no order", async ({
  page,
  session,
  backendURL,
}) => {
  const email = `remote-forged-${Date.now()}-${++guests}@example.test`;
  const cartId = await session.useBasket("default", [{ sku: seed.CREATINE.sku, quantity: 1 }]);
  await hook(backendURL, "/__test/checkout-cart", { cartId, email });
  const forged = `/checkout/payment/return?payment_session=${"a".repeat(32)}&result=approved&signature=${"0".repeat(64)}`;
  const answer = await page.request.get(forged, { maxRedirects: 0 });
  expect(answer.status()).toBe(200);
  expect(answer.headers()["cache-control"]).toContain("no-store");
  // The last policy a browser knows wins: the address with its signature stays on our origin.
  expect(answer.headers()["referrer-policy"]).toMatch(/(^|,\s*)same-origin$/);
  expect(await hook(backendURL, `/__test/orders?email=${encodeURIComponent(email)}`)).toEqual({
    count: 0,
    numbers: [],
  });
  // Sent on, the backend refuses the forged result: back at review and pay, the basket intact.
  await page.goto(forged);
  if (!test.info().project.use.javaScriptEnabled) await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/checkout\/review$/);
  await expect(page.locator("body")).toContainText(/card payment could not be (verified|completed)/);
  expect((await hook(backendURL, `/__test/orders?email=${encodeURIComponent(email)}`)).count).toBe(0);
});
