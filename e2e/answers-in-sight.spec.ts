// Every answered form takes the shopper to its answer, on a cheap phone (360 x 740) without
// JavaScript: after a refused post the page is the form's answer re-rendered, and the first error
// (or the error summary at the top of a long form) is on the screen, not 1,000 px below the top the
// page reloads at; after a back-in-stock subscription the confirmation is on the screen. With
// JavaScript the answers come in place (fetchers, client validation) and are not this spec's subject.
import type { Locator, Page } from "@playwright/test";
import { CREATINE, ELECTROLYTES, WHEY } from "../backend/seed/fixtures";
import { REVIEWED_PRODUCT, VERIFIED_BUYER } from "../backend/seed/fixtures-reviews";
import { expect, test, type SessionKit } from "./fixtures";

const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE });

/** What a shopper reads as the answer: a summary, a form's refusal or a field's error, the first one. */
const firstError = (page: Page) =>
  page.locator("main").locator(".error-summary, .notice--error[role=alert], .field__error:not(:empty)").first();

/** The element's top line is on the screen as the page stands (nothing here scrolls it). */
async function expectInSight(page: Page, locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, "the answer has a box").not.toBeNull();
  const { height } = page.viewportSize()!;
  const where = `answer at y=${Math.round(box!.y)} in a ${height} px screen`;
  expect(box!.y, where).toBeGreaterThanOrEqual(0);
  expect(box!.y + Math.min(box!.height, 24), where).toBeLessThanOrEqual(height);
}

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

async function tokenFor(baseURL: string, who: { email: string; password: string }) {
  const { generateCustomerToken } = await backend<{ generateCustomerToken: { token: string } }>(
    baseURL,
    `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`,
    { e: who.email, p: who.password },
  );
  return generateCustomerToken.token;
}

/** A new customer of the test hook (an address in Manchester, 500 points), signed in with a basket. */
async function freshCustomer(baseURL: string, session: SessionKit) {
  const response = await fetch(new URL("/__test/card-customer", baseURL), { method: "POST" });
  const token = await tokenFor(baseURL, (await response.json()) as { email: string; password: string });
  const { customerCart } = await backend<{ customerCart: { id: string } }>(
    baseURL,
    "{ customerCart { id } }",
    {},
    token,
  );
  await backend(
    baseURL,
    `mutation($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "${CREATINE.sku}", quantity: 3 }]) { cart { id } } }`,
    { id: customerCart.id },
    token,
  );
  await session.use({ initiated: true, customerToken: token, cartIds: { default: customerCart.id } });
  return customerCart.id;
}

async function fillAddress(form: Locator, postcode: string) {
  await form.getByLabel("First name").fill("Jo");
  await form.getByLabel("Last name").fill("Runner");
  await form.getByLabel("Address line 1").fill("1 Test Street");
  await form.getByLabel("Town or city").fill("London");
  await form.getByLabel("Postcode", { exact: true }).fill(postcode);
  await form.getByLabel("Phone number").fill("020 7946 0000");
}

interface AnsweredForm {
  name: string;
  /** Gets to the form and sends a refused post. */
  refuse(page: Page, kit: { session: SessionKit; baseURL: string }): Promise<void>;
}

let guests = 0;
const guestEmail = () => `in-sight-${Date.now()}-${++guests}@example.com`;

const FORMS: AnsweredForm[] = [
  {
    name: "the basket's discount code",
    async refuse(page, { session }) {
      await session.useBasket("default", [{ sku: CREATINE.sku, quantity: 3 }]);
      await page.goto("/basket");
      await page.getByText("Have a discount code?").click();
      await page.getByLabel("Discount code", { exact: true }).fill("NO-SUCH-CODE");
      await page.getByRole("button", { name: "Apply", exact: true }).click();
    },
  },
  {
    name: "the basket's reward points",
    async refuse(page, { session, baseURL }) {
      await freshCustomer(baseURL, session);
      await page.goto("/basket");
      const section = page.getByTestId("points-section");
      await section.getByLabel("Points to use").fill("999999");
      await section.getByTestId("points-apply").click();
    },
  },
  {
    name: "review and pay",
    async refuse(page, { session, baseURL }) {
      const cartId = await session.useBasket("default", [{ sku: CREATINE.sku, quantity: 2 }]);
      const ready = await fetch(new URL("/__test/checkout-cart", baseURL), {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ cartId, email: guestEmail() }),
      });
      expect(ready.status).toBe(204);
      await page.goto("/checkout/review");
      // The terms are not accepted.
      await page
        .locator("main")
        .getByRole("button", { name: /place order/i })
        .click();
    },
  },
  {
    name: "create an account",
    async refuse(page) {
      await page.goto("/customer/account/create");
      const main = page.locator("main");
      await main.getByLabel("First name").fill("Jo");
      await main.getByLabel("Last name").fill("Runner");
      await main.getByLabel("Email", { exact: true }).fill(guestEmail());
      await main.getByLabel("Password", { exact: true }).fill("short");
      await main.getByLabel("Confirm password").fill("different");
      await main.getByRole("button", { name: "Create an account" }).click();
    },
  },
  {
    name: "a product review",
    async refuse(page, { session, baseURL }) {
      await session.use({ initiated: true, customerToken: await tokenFor(baseURL, VERIFIED_BUYER) });
      await page.goto(`/products/${REVIEWED_PRODUCT.url_key}`);
      const reviews = page.locator("section#reviews");
      await reviews.getByText("Write a review", { exact: true }).click();
      // No stars chosen, and a review too short.
      await reviews.getByLabel("Summary").fill("Good");
      await reviews.getByLabel("Your review").fill("Short");
      await reviews.getByRole("button", { name: "Submit review" }).click();
    },
  },
  {
    name: "sign in",
    async refuse(page) {
      await page.goto("/customer/account/login");
      const main = page.locator("main");
      await main.getByLabel("Email", { exact: true }).fill(guestEmail());
      await main.getByLabel("Password", { exact: true }).fill("not-the-password-1");
      await main.getByRole("button", { name: "Sign in" }).click();
    },
  },
  {
    name: "the checkout's information step",
    async refuse(page, { session }) {
      await session.useBasket("default", [{ sku: CREATINE.sku, quantity: 2 }]);
      await page.goto("/checkout/information");
      await page.locator("main").getByLabel("Email address").fill("jo@example");
      await page.locator("main").getByRole("button", { name: "Continue to delivery" }).click();
    },
  },
  {
    name: "the checkout's delivery step",
    async refuse(page, { session }) {
      await session.useBasket("default", [{ sku: CREATINE.sku, quantity: 2 }]);
      await page.goto("/checkout/information");
      await page.locator("main").getByLabel("Email address").fill(guestEmail());
      await page.locator("main").getByRole("button", { name: "Continue to delivery" }).click();
      await expect(page).toHaveURL(/\/checkout\/delivery$/);
      await fillAddress(page.locator("main"), "12345");
      await page.locator("main").getByRole("button", { name: "Show delivery options" }).click();
    },
  },
  {
    name: "the address book",
    async refuse(page, { session, baseURL }) {
      await freshCustomer(baseURL, session);
      await page.goto("/account/addresses/new");
      await fillAddress(page.locator("main"), "12345");
      await page.locator("main").getByRole("button", { name: /save/i }).click();
    },
  },
  {
    name: "account details",
    async refuse(page, { session, baseURL }) {
      await freshCustomer(baseURL, session);
      await page.goto("/account/details");
      await page.locator("main").getByLabel("Mobile number (optional)").fill("12345");
      await page.locator("main").getByRole("button", { name: "Save details" }).click();
    },
  },
  {
    name: "the footer's newsletter",
    async refuse(page) {
      await page.goto("/protein");
      const footer = page.getByRole("contentinfo");
      await footer.getByLabel("Email address").fill("anna@example");
      await footer.getByRole("button", { name: "Subscribe" }).click();
    },
  },
];

test.describe("without JavaScript on a phone, a refused post lands on its errors", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "the answer is a page of its own only without JavaScript");

  for (const form of FORMS) {
    test(form.name, async ({ page, session, baseURL }) => {
      await form.refuse(page, { session, baseURL: baseURL! });
      const answer = firstError(page);
      await expectInSight(page, answer);
      // The shopper's focus is on the answer (or its first field), so the keyboard and a screen
      // reader start there too.
      await expectInSight(page, page.locator(":focus"));
    });
  }

  test("a back-in-stock subscription shows its refusal, then its confirmation, on the screen", async ({ page }) => {
    // The seed's electrolyte tablets are out of stock.
    await page.goto(`/products/${ELECTROLYTES.url_key}`);
    const alert = page.getByRole("region", { name: "Email me when it's back" });
    await alert.getByLabel("Email address").fill("not-an-address");
    await alert.getByRole("button", { name: "Notify me" }).click();
    await expectInSight(page, firstError(page));

    const email = guestEmail();
    await alert.getByLabel("Email address").fill(email);
    await alert.getByRole("button", { name: "Notify me" }).click();
    await expectInSight(page, page.getByText(`Done: we'll email ${email} as soon as it's back in stock.`));
  });
});

test.describe("a category page on a phone", () => {
  test("the first products are on the first screen", async ({ page }) => {
    await page.goto("/protein");
    const first = page.getByTestId("product-list").locator(".product-card").first();
    await expect(first).toBeVisible();
    const box = await first.boundingBox();
    expect(box!.y, `first product at y=${Math.round(box!.y)}`).toBeLessThan(PHONE.height);
  });

  test("without JavaScript, applying a filter lands on the results", async ({ page, javaScriptEnabled }) => {
    test.skip(javaScriptEnabled, "with JavaScript each tick updates the list in place");
    await page.goto("/protein");
    await page.getByRole("link", { name: "Filter" }).click();
    const panel = page.getByRole("region", { name: "Filters" });
    await panel.getByRole("checkbox").first().check();
    await panel.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/\?.+#results$/);
    await expectInSight(page, page.getByTestId("product-list").locator(".product-card").first());
  });
});

test("on a phone every product tab's name is whole and on the screen", async ({ page }) => {
  await page.goto(`/products/${WHEY.url_key}`);
  const tabs = page.getByTestId("product-tabs").locator(".product-tabs__tab");
  await expect(tabs.first()).toBeVisible();
  await tabs.first().scrollIntoViewIfNeeded();
  const measured = await tabs.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return {
        name: element.textContent,
        left: box.left,
        right: box.right,
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
      };
    }),
  );
  expect(measured.length).toBeGreaterThanOrEqual(4);
  for (const tab of measured) {
    expect(tab.scrollWidth, `${tab.name} is not cut`).toBeLessThanOrEqual(tab.clientWidth);
    expect(tab.left, `${tab.name} starts on the screen`).toBeGreaterThanOrEqual(0);
    expect(tab.right, `${tab.name} ends on the screen`).toBeLessThanOrEqual(PHONE.width);
  }
  // Each is reachable: a link (a tab with JavaScript) that opens its section.
  const last = tabs.last();
  await last.click();
  const id = ((await last.getAttribute("href")) ?? "").slice(1);
  await expect(page.locator(`section#${id}`)).toBeVisible();
});
