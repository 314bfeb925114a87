// Placing the order, js and nojs: a guest pays by bank transfer from review and
// pay to the success page (order number, empty basket, confirmation email); a double submit makes
// one order (counted in the backend); the terms must be ticked; a customer's order is in "My
// orders". The baskets start at review and pay through the test hook POST /__test/checkout-cart
// (email, address and delivery filled in); they hold the checkout's own product (lifting straps,
// plenty in stock), so specs running in parallel never sell each other's last unit.
import type { Page } from "@playwright/test";
import { CHECKOUT_SPEC_PRODUCT } from "../backend/seed/fixtures-checkout";
import { hook, ready } from "./account-helpers";
import { expect, seed, test, type SessionKit } from "./fixtures";

let shopper = 0;
const uniqueEmail = (tag: string) => `order-${tag}-${Date.now()}-${++shopper}@example.com`;

const ordersOf = async (baseURL: string, email: string) =>
  (await hook(baseURL, `/__test/orders?email=${encodeURIComponent(email)}`)) as { count: number; numbers: string[] };

/** A guest basket with two lifting straps, its checkout filled in up to review and pay. */
async function guestAtReview(session: SessionKit, baseURL: string, email: string) {
  const cartId = await session.useBasket("default", [{ sku: CHECKOUT_SPEC_PRODUCT.sku, quantity: 2 }]);
  await hook(baseURL, "/__test/checkout-cart", { cartId, email });
  return cartId;
}

async function choosePayment(page: Page, javaScriptEnabled: boolean) {
  await ready(page, javaScriptEnabled);
  await page.getByTestId("payment-choice").filter({ hasText: "Bank transfer" }).click();
}

const placeButton = (page: Page) => page.getByRole("button", { name: "Place order" });
const terms = (page: Page) => page.getByLabel("I have read and accept the terms and conditions");

test("the order confirmation's line opens the product on the flavour and size ordered; the checkout's summary does not leave the checkout", async ({
  page,
  session,
  baseURL,
  javaScriptEnabled,
}) => {
  const vanilla = seed.WHEY_FLAVOURS.find((flavour) => flavour.code === "VAN")!;
  const size = seed.WHEY_SIZES.find((s) => s.code === "2.5KG")!;
  const cartId = await session.useBasket("default", [
    { sku: seed.WHEY.variantSku("VAN", "2.5KG"), parentSku: seed.WHEY.sku, quantity: 1 },
  ]);
  await hook(baseURL!, "/__test/checkout-cart", { cartId, email: uniqueEmail("links") });
  await page.goto("/checkout/review");
  // The summary beside the step names the product without a way out of the checkout.
  await expect(page.getByTestId("summary-line").first()).toContainText(seed.WHEY.name);
  await expect(page.getByTestId("summary-line").getByRole("link")).toHaveCount(0);
  await choosePayment(page, javaScriptEnabled);
  await terms(page).check();
  await placeButton(page).click();
  await expect(page).toHaveURL(/\/checkout\/success$/);
  await ready(page, javaScriptEnabled);
  await page.locator(".success-lines").getByRole("link", { name: seed.WHEY.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: seed.WHEY.name })).toBeVisible();
  await expect(page.getByRole("radio", { name: new RegExp(`^${vanilla.en}`) })).toBeChecked();
  await expect(page.getByRole("radio", { name: new RegExp(`^${size.label.replace(".", "\\.")}`) })).toBeChecked();
  await expect(page.getByTestId("sku")).toContainText(seed.WHEY.variantSku("VAN", "2.5KG"));
});

test("a guest checks out from the basket with home delivery and bank transfer: order, empty basket, confirmation email", async ({
  page,
  session,
  baseURL,
  javaScriptEnabled,
}) => {
  const email = uniqueEmail("guest");
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
  await expect(page).toHaveTitle(/^Review and pay \| /);
  await expect(main).toContainText(CHECKOUT_SPEC_PRODUCT.name);
  await expect(main.getByRole("link", { name: /^Change/ }).first()).toBeVisible();
  await expect(main.getByTestId("confirm-method")).toContainText("Standard delivery");
  await choosePayment(page, javaScriptEnabled!);
  await terms(page).check();
  await placeButton(page).click();

  await expect(page).toHaveURL(/\/checkout\/success$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for your order!");
  const number = (await page.getByTestId("order-number").textContent())!.trim();
  expect(number).toMatch(/^\d{9}$/);
  // Never indexed, never stored by a cache.
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", "NOINDEX,NOFOLLOW");
  expect((await page.request.get("/checkout/success")).headers()["cache-control"]).toContain("no-store");
  // Bank transfer: the details with the order number as the reference.
  await expect(page.getByTestId("bank-details")).toContainText(number);
  // The basket is empty.
  await expect(page.locator("header").getByText("Basket")).toBeVisible();
  await page.goto("/basket");
  await expect(page.getByText("Your basket is empty.")).toBeVisible();
  // The backend holds one order and its confirmation email.
  expect(await ordersOf(baseURL!, email)).toEqual({ count: 1, numbers: [number] });
  const mail = (await hook(baseURL!, `/__test/mail?to=${encodeURIComponent(email)}`)) as Array<{
    subject: string;
    kind: string;
  }>;
  expect(mail.find((m) => m.kind === "order-confirmation")?.subject).toContain(number);

  // An account from the order, with just a password: the order is then in its order history.
  await page.goto("/checkout/success");
  await ready(page, javaScriptEnabled!);
  await main.getByLabel("Password").fill("Runner-Pass-2026");
  await main.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  // New here, with the order just placed already in it: greeted as new, not "welcome back".
  await expect(
    main.getByText(/^Welcome, .+\. Your account is ready, and the order you just placed is in it\.$/),
  ).toBeVisible();
  await expect(main.getByText(/Welcome back/)).toHaveCount(0);
  // The order's address is the account's default for both, ready for the next checkout.
  for (const heading of ["Default billing address", "Default delivery address"])
    await expect(main.locator(".dashboard-address").filter({ hasText: heading })).toContainText("1 Test Street");
  await page.goto("/account/orders");
  await expect(page.locator("main")).toContainText(number);
  // The order is said to be in the account once: the next look greets a new customer, no more.
  await page.goto("/account");
  await expect(page.locator("main").getByText(/^Welcome, [^.]+\.$/)).toBeVisible();
  await expect(page.locator("main").getByText(/the order you just placed/)).toHaveCount(0);
});

test("the terms must be ticked: the order is refused next to the box, nothing is placed", async ({
  page,
  session,
  baseURL,
  javaScriptEnabled,
}) => {
  const email = uniqueEmail("terms");
  await guestAtReview(session, baseURL!, email);
  await page.goto("/checkout/review");
  await choosePayment(page, javaScriptEnabled!);
  await placeButton(page).click();
  await expect(page.getByText("Please accept the terms and conditions to place your order.")).toBeVisible();
  await expect(terms(page)).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/checkout\/review$/);
  expect((await ordersOf(baseURL!, email)).count).toBe(0);
});

test("placing twice makes one order", async ({ page, session, baseURL, javaScriptEnabled }) => {
  const email = uniqueEmail("twice");
  await guestAtReview(session, baseURL!, email);
  await page.goto("/checkout/review");
  await choosePayment(page, javaScriptEnabled!);
  await terms(page).check();
  if (javaScriptEnabled) {
    // Two quick clicks: the second one finds the button busy.
    await placeButton(page).dblclick();
    await expect(page).toHaveURL(/\/checkout\/success$/);
  } else {
    // The same form posted again after the success page (a resubmit, the back button).
    const form = page.locator("form#checkout-confirm");
    const fields = await form.evaluate(
      (f: HTMLFormElement) => [...new FormData(f).entries()] as Array<[string, string]>,
    );
    await placeButton(page).click();
    await expect(page).toHaveURL(/\/checkout\/success$/);
    const again = await page.request.post("/checkout/review", {
      form: Object.fromEntries([...fields, ["intent", "place"]]),
      maxRedirects: 0,
    });
    expect(again.status()).toBe(303);
    expect(again.headers().location).toMatch(/\/checkout\/success$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/checkout\/success$/);
  }
  expect((await ordersOf(baseURL!, email)).count).toBe(1);
});

test("two quick submits with JavaScript off both land on the one order's success page", async ({
  page,
  session,
  baseURL,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled!, "the browser without JavaScript sends both posts with the same cookie");
  const email = uniqueEmail("double");
  await guestAtReview(session, baseURL!, email);
  await page.goto("/checkout/review");
  await choosePayment(page, javaScriptEnabled!);
  await terms(page).check();
  const form = page.locator("form#checkout-confirm");
  const fields = await form.evaluate((f: HTMLFormElement) => [...new FormData(f).entries()] as Array<[string, string]>);
  // The cookie both clicks carry: the second post leaves before the first one's answer arrives.
  const before = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  await placeButton(page).click();
  await expect(page).toHaveURL(/\/checkout\/success$/);
  const number = (await page.getByTestId("order-number").textContent())!.trim();
  const second = await fetch(new URL("/checkout/review", baseURL), {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: before, Origin: new URL(baseURL!).origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams([...fields, ["intent", "place"]]).toString(),
  });
  expect(second.status).toBe(303);
  expect(second.headers.get("location")).toMatch(/\/checkout\/success$/);
  // Its answer's cookie shows the same order, not an empty basket.
  const jar = new Map(before.split("; ").map((c) => [c.split("=")[0], c] as const));
  for (const c of second.headers.getSetCookie()) jar.set(c.split("=")[0], c.split(";")[0]);
  const shown = await fetch(new URL("/checkout/success", baseURL), {
    headers: { Cookie: [...jar.values()].join("; ") },
    redirect: "manual",
  });
  expect(shown.status).toBe(200);
  expect(await shown.text()).toContain(number);
  // A reload of review and pay with that cookie (a crash between the two): the order too.
  const reload = await fetch(new URL("/checkout/review", baseURL), { headers: { Cookie: before }, redirect: "manual" });
  expect(reload.status).toBe(303);
  expect(reload.headers.get("location")).toMatch(/\/checkout\/success$/);
  expect(await ordersOf(baseURL!, email)).toEqual({ count: 1, numbers: [number] });
});

test("a customer's order is in My orders", async ({ page, session, baseURL, javaScriptEnabled }) => {
  const customer = (await (await fetch(new URL("/__test/perks-customer", baseURL), { method: "POST" })).json()) as {
    email: string;
    password: string;
  };
  const graphql = async (query: string, variables: Record<string, unknown>, token?: string) => {
    const response = await fetch(new URL("/graphql", baseURL), {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return ((await response.json()) as { data: any }).data;
  };
  const token = (
    await graphql(
      `
        mutation ($e: String!, $p: String!) {
          generateCustomerToken(email: $e, password: $p) {
            token
          }
        }
      `,
      {
        e: customer.email,
        p: customer.password,
      },
    )
  ).generateCustomerToken.token as string;
  const cartId = (
    await graphql(
      `
        {
          customerCart {
            id
          }
        }
      `,
      {},
      token,
    )
  ).customerCart.id as string;
  await graphql(
    `
      mutation ($c: String!, $s: String!) {
        addProductsToCart(cartId: $c, cartItems: [{ sku: $s, quantity: 1 }]) {
          cart {
            id
          }
        }
      }
    `,
    { c: cartId, s: CHECKOUT_SPEC_PRODUCT.sku },
    token,
  );
  await hook(baseURL!, "/__test/checkout-cart", { cartId });
  await session.use({ initiated: true, customerToken: token, cartIds: { default: cartId } });

  await page.goto("/checkout/review");
  await choosePayment(page, javaScriptEnabled!);
  await terms(page).check();
  await placeButton(page).click();
  await expect(page).toHaveURL(/\/checkout\/success$/);
  const number = (await page.getByTestId("order-number").textContent())!.trim();
  // A customer is not offered an account; their orders are one link away.
  await expect(page.getByRole("heading", { name: "Save your details for next time" })).toHaveCount(0);
  await page.getByRole("link", { name: "View my orders" }).click();
  await expect(page.getByTestId("order-row").filter({ hasText: number })).toBeVisible();
});
