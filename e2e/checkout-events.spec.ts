// with the tag manager on and all cookies accepted, each checkout step and the purchase
// reach the data layer as GA4 events (begin_checkout on information, add_shipping_info once delivery
// is saved, add_payment_info and purchase on the success page), once each; with only necessary
// cookies nothing is pushed. A server of its own with the tag manager switched on
// (EMBEDDED_TEST_CONFIG), as e2e/cart-events.spec.ts; Google's script is answered by a stub.
import type { Page } from "@playwright/test";
import { CHECKOUT_SPEC_PRODUCT } from "../backend/seed/fixtures-checkout";
import { startShopServer, type ShopServer } from "../tests/support/shop-server";
import { expect, test } from "./fixtures";

let server: ShopServer | undefined;

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the tag manager is a script");

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook wants from this pattern
test.beforeAll(async ({}, testInfo) => {
  if (testInfo.project.name !== "js") return;
  server = await startShopServer("checkout-events", {
    EMBEDDED_TEST_CONFIG: JSON.stringify({ "": { tag_manager_enabled: true, tag_manager_id: "GTM-E2ETEST" } }),
  });
});

test.afterAll(async () => {
  await server?.stop();
});

function shop(): ShopServer {
  if (!server) throw new Error("The checkout-events server did not start");
  return server;
}

type Entry = { event?: string; ecommerce?: { value?: number; transaction_id?: string; items?: unknown[] } | null };
const CHECKOUT_EVENTS = ["begin_checkout", "add_shipping_info", "add_payment_info", "purchase"];

const checkoutEvents = (page: Page) =>
  page.evaluate(
    (names) =>
      ((window as unknown as { dataLayer?: Entry[] }).dataLayer ?? [])
        .filter((e) => e.event && names.includes(e.event))
        .map((e) => ({
          event: e.event,
          transaction_id: e.ecommerce?.transaction_id,
          items: e.ecommerce?.items?.length,
        })),
    CHECKOUT_EVENTS,
  );

const hydrated = (page: Page) => page.locator("html[data-hydrated]").waitFor({ state: "attached" });

/** A guest with lifting straps in the basket goes through every step to the success page. */
async function checkOut(page: Page, consented: boolean) {
  const base = shop().baseURL;
  const main = page.locator("main");
  await page.goto(`${base}/products/${CHECKOUT_SPEC_PRODUCT.urlKey}`);
  await hydrated(page);
  await page.getByRole("button", { name: /add to basket/i }).click();
  await expect(page.getByTestId("basket-link")).toContainText("1");

  await page.goto(`${base}/checkout`);
  await expect(page).toHaveURL(/\/checkout\/information$/);
  await hydrated(page);
  if (consented)
    await expect
      .poll(() => checkoutEvents(page))
      .toEqual([{ event: "begin_checkout", transaction_id: undefined, items: 1 }]);
  else expect(await checkoutEvents(page)).toEqual([]);
  await main.getByLabel("Email address").fill(`events-${Date.now()}@example.com`);
  await main.getByRole("button", { name: "Continue to delivery" }).click();
  await expect(page).toHaveURL(/\/checkout\/delivery$/);
  await main.getByLabel("First name").fill("Jo");
  await main.getByLabel("Last name").fill("Runner");
  await main.getByLabel("Address line 1").fill("1 Test Street");
  await main.getByLabel("Town or city").fill("London");
  await main.getByLabel("Postcode", { exact: true }).fill("SW1A 1AA");
  await main.getByLabel("Phone number").fill("020 7946 0000");
  await main.getByRole("button", { name: "Show delivery options" }).click();
  await main.getByRole("radio", { name: /Standard delivery/ }).check();
  await main.getByRole("button", { name: "Continue to review and pay" }).click();
  await expect(page).toHaveURL(/\/checkout\/review$/);
  // A whole page load shows only what this page pushed.
  await page.reload();
  await hydrated(page);
  await page.getByTestId("payment-choice").filter({ hasText: "Bank transfer" }).click();
  await page.getByLabel("I have read and accept the terms and conditions").check();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/checkout\/success$/);
  return (await page.getByTestId("order-number").textContent())!.trim();
}

test.describe("tag manager events of the checkout", () => {
  test.beforeEach(async ({ page, context }) => {
    await page.route("https://www.googletagmanager.com/**", (route) =>
      route.fulfill({ contentType: "text/javascript", body: "/* tag manager stub */" }),
    );
    await context.addCookies([{ name: "pw_newsletter", value: "no", url: shop().baseURL }]);
  });

  test("with all cookies accepted, each step and the purchase are pushed once", async ({ page, context }) => {
    await context.addCookies([{ name: "pw_cookie_consent", value: "all", url: shop().baseURL }]);
    const number = await checkOut(page, true);
    await expect
      .poll(() => checkoutEvents(page))
      .toEqual([
        { event: "add_payment_info", transaction_id: undefined, items: 1 },
        { event: "purchase", transaction_id: number, items: 1 },
      ]);
    // A reload of the success page pushes the purchase no more.
    await page.reload();
    await hydrated(page);
    expect(await checkoutEvents(page)).toEqual([]);
  });

  test("the delivery saved is pushed once, on the page after it", async ({ page, context }) => {
    await context.addCookies([{ name: "pw_cookie_consent", value: "all", url: shop().baseURL }]);
    const base = shop().baseURL;
    const main = page.locator("main");
    await page.goto(`${base}/products/${CHECKOUT_SPEC_PRODUCT.urlKey}`);
    await hydrated(page);
    await page.getByRole("button", { name: /add to basket/i }).click();
    await expect(page.getByTestId("basket-link")).toContainText("1");
    await page.goto(`${base}/checkout/information`);
    await hydrated(page);
    await main.getByLabel("Email address").fill(`events-ship-${Date.now()}@example.com`);
    await main.getByRole("button", { name: "Continue to delivery" }).click();
    await expect(page).toHaveURL(/\/checkout\/delivery$/);
    await main.getByLabel("First name").fill("Jo");
    await main.getByLabel("Last name").fill("Runner");
    await main.getByLabel("Address line 1").fill("1 Test Street");
    await main.getByLabel("Town or city").fill("London");
    await main.getByLabel("Postcode", { exact: true }).fill("SW1A 1AA");
    await main.getByLabel("Phone number").fill("020 7946 0000");
    await main.getByRole("button", { name: "Show delivery options" }).click();
    await main.getByRole("radio", { name: /Standard delivery/ }).check();
    await main.getByRole("button", { name: "Continue to review and pay" }).click();
    await expect(page).toHaveURL(/\/checkout\/review$/);
    await expect
      .poll(async () => (await checkoutEvents(page)).filter((e) => e.event === "add_shipping_info"))
      .toEqual([{ event: "add_shipping_info", transaction_id: undefined, items: 1 }]);
    // Reloading review and pay does not push it again.
    await page.reload();
    await hydrated(page);
    expect(await checkoutEvents(page)).toEqual([]);
  });

  test("with only necessary cookies, nothing is pushed", async ({ page, context }) => {
    await context.addCookies([{ name: "pw_cookie_consent", value: "necessary", url: shop().baseURL }]);
    await checkOut(page, false);
    await hydrated(page);
    expect(await checkoutEvents(page)).toEqual([]);
  });
});
