// The basket and the checkout against a stock Magento 2.4.7 backend (core schema only), JS on and
// off: a guest adds a product, applies a coupon, checks out with home delivery and an offline
// payment and sees the success page with the order number and the exact total.
import type { Page } from "@playwright/test";
import { CHECKOUT_SPEC_PRODUCT } from "../../backend/seed/fixtures-checkout";
import type { SessionKit } from "../fixtures";
import { backendGraphQL, expect, test } from "./fixtures";

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
  // Reward points are the extension's: no points box, no "sign in to redeem".
  await expect(main.getByTestId("points-section")).toHaveCount(0);
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
  const email = uniqueEmail("guest");
  await main.getByLabel("Email address").fill(email);
  await main.getByRole("button", { name: "Continue to delivery" }).click();
  await expect(page).toHaveURL(/\/checkout\/delivery$/);
  await ready(page, javaScriptEnabled);
  // Click and collect is the extension's: not offered, and its page is not there.
  await expect(main.getByRole("link", { name: "Collect from a collection point instead" })).toHaveCount(0);
  expect((await page.request.get("/checkout/delivery/collect", { maxRedirects: 0 })).status()).toBe(404);
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
  return { basketTotal, email };
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

  // The account offer promises no points (a stock Magento has none), nor the order: stock Magento
  // cannot move a guest's order into an account (ADR 0099), and the offer says so.
  const offer = main.locator("section.success-account");
  await expect(offer).toContainText("choose a password to check out faster next time.");
  await expect(offer).toContainText(
    "An order placed without an account, like this one, is not added to it: its confirmation email has the details.",
  );
  await expect(offer).not.toContainText("reward points");
  await offer.getByLabel("Password").fill("Strong-Pass-2026");
  await offer.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText("Your account is ready. Welcome!")).toBeVisible();
  // New here: not "welcome back", and told where the order just placed is (not in the account).
  await expect(
    main.getByText(
      "Welcome, Jo Runner. Your account is ready: your next orders and your addresses will appear here. " +
        "The order you just placed was made without an account, so it is not listed here: its confirmation email has the details.",
    ),
  ).toBeVisible();
  await expect(main.getByText(/Welcome back/)).toHaveCount(0);
  await expect(main.getByText(/reward points/)).toHaveCount(0);
  // The order's address is the account's default for both (core mutations), ready for the next checkout.
  for (const heading of ["Default billing address", "Default delivery address"])
    await expect(main.locator(".dashboard-address").filter({ hasText: heading })).toContainText("1 Test Street");
  // Back on the success page, signed in: it does not send the shopper to a "My orders" without it.
  await page.goto("/checkout/success");
  await expect(main.getByTestId("order-number")).toHaveText(number);
  await expect(main.getByRole("link", { name: "View my orders" })).toHaveCount(0);
  await expect(main.locator("section.success-account")).toHaveCount(0);
});

/** A customer of the test's own (a default address in Manchester) with a second one in Leeds, signed in. */
async function signedInCustomer(page: Page, baseURL: string, javaScriptEnabled: boolean) {
  const customer = (await (await fetch(new URL("/__test/card-customer", baseURL), { method: "POST" })).json()) as {
    email: string;
    password: string;
  };
  const { generateCustomerToken } = await backendGraphQL<{ generateCustomerToken: { token: string } }>(
    baseURL,
    "mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }",
    { e: customer.email, p: customer.password },
  );
  await backendGraphQL(
    baseURL,
    "mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }",
    {
      input: {
        firstname: "Perks",
        lastname: "Tester",
        street: ["2 Park Row"],
        city: "Leeds",
        postcode: "LS1 5HD",
        country_code: "GB",
        telephone: "0113 496 0000",
      },
    },
    generateCustomerToken.token,
  );
  const main = page.locator("main");
  await page.goto("/customer/account/login");
  await ready(page, javaScriptEnabled);
  await main.getByLabel("Email", { exact: true }).fill(customer.email);
  await main.getByLabel("Password", { exact: true }).fill(customer.password);
  await main.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account$/);
  return customer;
}

/** From a signed-in customer's basket (the guest basket merged at sign-in) to review and pay. */
async function customerToReview(
  page: Page,
  session: SessionKit,
  baseURL: string,
  javaScriptEnabled: boolean,
  address: "Leeds" | "new",
) {
  await session.useBasket("default", [{ sku: CHECKOUT_SPEC_PRODUCT.sku, quantity: 2 }]);
  await signedInCustomer(page, baseURL, javaScriptEnabled);
  const main = page.locator("main");
  // The customer's basket, with no points box (a stock Magento keeps no points balance).
  await page.goto("/basket");
  await expect(main.getByTestId("basket-line")).toContainText(CHECKOUT_SPEC_PRODUCT.name);
  await expect(main.getByTestId("points-section")).toHaveCount(0);
  // A points form posted all the same (an old page, a hand-made post) is refused, never a 500.
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  const refused = await fetch(new URL("/basket", baseURL), {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, Origin: new URL(baseURL).origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "apply-points", points: "100" }).toString(),
  });
  expect(refused.status).toBe(400);
  await page.goto("/checkout");
  // A customer's email is known: straight to delivery, the default address chosen.
  await expect(page).toHaveURL(/\/checkout\/delivery$/);
  await ready(page, javaScriptEnabled);
  const saved = main.getByTestId("saved-address");
  await expect(saved.filter({ hasText: "Manchester" }).getByRole("radio")).toBeChecked();
  if (address === "Leeds") {
    await saved.filter({ hasText: "Leeds" }).getByRole("radio").check();
  } else {
    await main.getByRole("radio", { name: "Use a new address" }).check();
    await main.getByLabel("First name").fill("Perks");
    await main.getByLabel("Last name").fill("Tester");
    await main.getByLabel("Address line 1").fill("9 Quay Street");
    await main.getByLabel("Town or city").fill("Bristol");
    await main.getByLabel("Postcode", { exact: true }).fill("BS1 4DJ");
    await main.getByLabel("Phone number").fill("0117 496 0000");
  }
  // The default address's options were listed at once. With JavaScript another saved address's come
  // in place, and a new address in the same country keeps them; without, the address is saved first.
  if (!javaScriptEnabled) await main.getByRole("button", { name: "Update delivery options" }).click();
  await expect(main.getByTestId("shipping-method").first()).toBeVisible();
  await ready(page, javaScriptEnabled);
  await main.getByRole("button", { name: "Continue to review and pay" }).click();
  await expect(page).toHaveURL(/\/checkout\/review$/);
  await expect(main).toContainText(CHECKOUT_SPEC_PRODUCT.name);
  await ready(page, javaScriptEnabled);
}

test("a signed-in customer checks out to a saved address and finds the order in their account", async ({
  page,
  session,
  baseURL,
  javaScriptEnabled,
}) => {
  await customerToReview(page, session, baseURL!, javaScriptEnabled!, "Leeds");
  const main = page.locator("main");
  await expect(main.locator(".confirm-address").first()).toContainText("Leeds");
  // Back at delivery, the address book entry chosen is the one checked (Magento's cart address does
  // not say which entry it came from), not "a new address".
  await page.goto("/checkout/delivery");
  await expect(main.getByTestId("saved-address").filter({ hasText: "Leeds" }).getByRole("radio")).toBeChecked();
  await page.goto("/checkout/review");
  await ready(page, javaScriptEnabled!);
  const reviewTotal = (await main.getByTestId("confirm-grand-total").textContent())!.trim();
  // Billed to the default address in Manchester, an address book entry of its own.
  await main.getByRole("radio", { name: "Perks Tester, 1 Deansgate, Manchester" }).check();
  await main.getByRole("radio", { name: /^Bank transfer/ }).check();
  await page.getByLabel("I have read and accept the terms and conditions").check();
  await page.getByRole("button", { name: "Place order" }).click();

  await expect(page).toHaveURL(/\/checkout\/success$/);
  const number = (await page.getByTestId("order-number").textContent())!.trim();
  expect(number).toMatch(/^\d{9}$/);
  await expect(main.getByTestId("order-total")).toHaveText(reviewTotal);
  await expect(main).toContainText("2 Park Row");
  const billed = main.locator("section, div").filter({ has: page.getByRole("heading", { name: "Billing address" }) });
  await expect(billed.last()).toContainText("1 Deansgate");
  // The customer's order is theirs: in My orders, with the same total.
  await page.goto("/account/orders");
  await main.getByRole("link", { name: `View order ${number}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Order ${number}` })).toBeVisible();
  await expect(main).toContainText(reviewTotal);
});

test("a signed-in customer checks out to a new address", async ({ page, session, baseURL, javaScriptEnabled }) => {
  await customerToReview(page, session, baseURL!, javaScriptEnabled!, "new");
  const main = page.locator("main");
  await expect(main.locator(".confirm-address").first()).toContainText("Bristol");
  const reviewTotal = (await main.getByTestId("confirm-grand-total").textContent())!.trim();
  await main.getByRole("radio", { name: /^Bank transfer/ }).check();
  await page.getByLabel("I have read and accept the terms and conditions").check();
  await page.getByRole("button", { name: "Place order" }).click();

  await expect(page).toHaveURL(/\/checkout\/success$/);
  await expect(page.getByTestId("order-number")).toHaveText(/^\d{9}$/);
  await expect(main.getByTestId("order-total")).toHaveText(reviewTotal);
  await expect(main).toContainText("9 Quay Street");
});

const ordersOf = async (baseURL: string, email: string) =>
  (await (await fetch(new URL(`/__test/orders?email=${encodeURIComponent(email)}`, baseURL))).json()) as {
    count: number;
    numbers: string[];
  };

test("a guest pays with a billing address of their own: the order keeps both addresses", async ({
  page,
  session,
  javaScriptEnabled,
}) => {
  await guestToReview(page, session, javaScriptEnabled!);
  const main = page.locator("main");
  const reviewTotal = (await main.getByTestId("confirm-grand-total").textContent())!.trim();
  await main.getByRole("radio", { name: "Use a different billing address" }).check();
  const billing = main.locator(".confirm-billing");
  await billing.getByLabel("First name").fill("Sam");
  await billing.getByLabel("Last name").fill("Payer");
  await billing.getByLabel("Address line 1").fill("5 Castle Street");
  await billing.getByLabel("Town or city").fill("Edinburgh");
  await billing.getByLabel("Postcode", { exact: true }).fill("EH1 2DP");
  await billing.getByLabel("Phone number").fill("0131 496 0000");
  await main.getByRole("radio", { name: /^Bank transfer/ }).check();
  await page.getByLabel("I have read and accept the terms and conditions").check();
  await page.getByRole("button", { name: "Place order" }).click();

  await expect(page).toHaveURL(/\/checkout\/success$/);
  await expect(main.getByTestId("order-total")).toHaveText(reviewTotal);
  const billed = main.locator("section, div").filter({ has: page.getByRole("heading", { name: "Billing address" }) });
  await expect(billed.last()).toContainText("5 Castle Street");
  await expect(billed.last()).toContainText("Sam Payer");
  await expect(main).toContainText("1 Test Street");
});

test("two presses of Place order make one order, both landing on its success page", async ({
  page,
  session,
  baseURL,
  javaScriptEnabled,
}) => {
  const { email } = await guestToReview(page, session, javaScriptEnabled!);
  const main = page.locator("main");
  await main.getByRole("radio", { name: /^Bank transfer/ }).check();
  await page.getByLabel("I have read and accept the terms and conditions").check();
  if (javaScriptEnabled) {
    // Two quick clicks: the second one finds the button busy.
    await page.getByRole("button", { name: "Place order" }).dblclick();
    await expect(page).toHaveURL(/\/checkout\/success$/);
    expect((await ordersOf(baseURL!, email)).count).toBe(1);
    return;
  }
  // Without JavaScript the browser sends both posts with the same cookie, the second before the
  // first one's answer: here they race for real.
  const form = page.locator("form#checkout-confirm");
  const fields = await form.evaluate((f: HTMLFormElement) => [...new FormData(f).entries()] as Array<[string, string]>);
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  const post = () =>
    fetch(new URL("/checkout/review", baseURL), {
      method: "POST",
      redirect: "manual",
      headers: {
        Cookie: cookie,
        Origin: new URL(baseURL!).origin,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams([...fields, ["intent", "place"]]).toString(),
    });
  const answers = await Promise.all([post(), post()]);
  const shown: string[] = [];
  for (const answer of answers) {
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toMatch(/\/checkout\/success$/);
    const jar = new Map(cookie.split("; ").map((c) => [c.split("=")[0], c] as const));
    for (const c of answer.headers.getSetCookie()) jar.set(c.split("=")[0], c.split(";")[0]);
    const success = await fetch(new URL("/checkout/success", baseURL), {
      headers: { Cookie: [...jar.values()].join("; ") },
      redirect: "manual",
    });
    expect(success.status).toBe(200);
    shown.push((await success.text()).match(/data-testid="order-number">(\d+)</)![1]);
  }
  expect(shown[0]).toBe(shown[1]);
  expect(await ordersOf(baseURL!, email)).toEqual({ count: 1, numbers: [shown[0]] });
  // A reload of review and pay with the cookie from before (a crash between the two): that order too.
  const reload = await fetch(new URL("/checkout/review", baseURL), { headers: { Cookie: cookie }, redirect: "manual" });
  expect(reload.status).toBe(303);
  expect(reload.headers.get("location")).toMatch(/\/checkout\/success$/);
});
