// The account against a stock Magento 2.4.7 backend (core fields only), JS on and off: create an account
// (the core extras asked, the extension's left out), sign out and in again, the order placed for that
// customer through Magento's GraphQL API in the list and its own page, an address added and edited,
// the details changed; the extension-only pages are not in the menu and their addresses answer 404.
import type { Page } from "@playwright/test";
import { ready } from "../account-helpers";
import { backendGraphQL, expect, test } from "./fixtures";

const PASSWORD = "Strong-Pass-2026";
let counter = 0;
const freshEmail = (project: string) => `core-${project}-${Date.now()}-${++counter}@example.com`;
const field = (page: Page, label: string) => page.locator("main").getByLabel(label, { exact: true });
const jsOn = (project: { use: { javaScriptEnabled?: boolean } }) => project.use.javaScriptEnabled !== false;

/** An order of one shaker pair placed by the customer, by bank transfer, with core mutations only. */
async function placeOrderAs(baseURL: string, email: string): Promise<string> {
  const { generateCustomerToken } = await backendGraphQL<{ generateCustomerToken: { token: string } }>(
    baseURL,
    `mutation($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`,
    { email, password: PASSWORD },
  );
  const token = generateCustomerToken.token;
  const call = <T>(query: string, variables = {}) => backendGraphQL<T>(baseURL, query, variables, token);
  const { customerCart } = await call<{ customerCart: { id: string } }>("{ customerCart { id } }");
  const cartId = customerCart.id;
  await call(
    `mutation($cartId: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: "PW-SHAKER", quantity: 2 }]) { user_errors { message } } }`,
    { cartId },
  );
  const address = {
    firstname: "Casey",
    lastname: "Core",
    street: ["1 Deansgate"],
    city: "Manchester",
    postcode: "M3 1AZ",
    country_code: "GB",
    telephone: "+441615550100",
  };
  await call(
    `mutation($cartId: String!, $address: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) { cart { id } } }`,
    { cartId, address },
  );
  await call(
    `mutation($cartId: String!, $address: CartAddressInput!) { setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { address: $address } }) { cart { id } } }`,
    { cartId, address },
  );
  await call(
    `mutation($cartId: String!) { setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }`,
    { cartId },
  );
  await call(
    `mutation($cartId: String!) { setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: "banktransfer" } }) { cart { id } } }`,
    { cartId },
  );
  const { placeOrder } = await call<{ placeOrder: { orderV2: { number: string } } }>(
    `mutation($cartId: String!) { placeOrder(input: { cart_id: $cartId }) { orderV2 { number } } }`,
    { cartId },
  );
  return placeOrder.orderV2.number;
}

test("create an account, sign out and in, see an order, keep addresses and details", async ({
  page,
  baseURL,
}, testInfo) => {
  const javaScriptEnabled = jsOn(testInfo.project);
  const email = freshEmail(testInfo.project.name);

  // Create an account: Magento's own extras (gender, date of birth, newsletter) are asked, the shop's are not.
  await page.goto("/customer/account/create");
  await ready(page, javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1, name: "Create an account" })).toBeVisible();
  await expect(field(page, "Mobile number (optional)")).toHaveCount(0);
  await expect(field(page, "Fitness goal (optional)")).toHaveCount(0);
  await expect(page.getByLabel("Vegan")).toHaveCount(0);
  await field(page, "First name").fill("Casey");
  await field(page, "Last name").fill("Core");
  await page.getByLabel("Female").check();
  await field(page, "Date of birth (optional)").fill("1990-04-12");
  await field(page, "Email").fill(email);
  await field(page, "Password").fill(PASSWORD);
  await field(page, "Confirm password").fill(PASSWORD);
  await page.locator("main").getByLabel("Send me offers, new products and training tips by email.").check();
  await page.getByRole("button", { name: "Create an account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
  const main = page.locator("main");
  await expect(main.getByText(email)).toBeVisible();
  // A stock Magento has no reward points: the new account's greeting promises none.
  await expect(main.getByText("Welcome, Casey Core. Your account is ready: your orders and addresses")).toBeVisible();
  await expect(main).not.toContainText("reward points");

  // The menu has Magento's pages only; the extension's answer 404, never an error page.
  const menu = page.getByRole("navigation", { name: "Account menu" });
  await expect(menu.getByRole("link", { name: "My orders" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Address book" })).toBeVisible();
  for (const name of ["Reward points", "Refer a friend", "Saved cards", "Subscriptions", "My reviews", "Invoices"])
    await expect(menu.getByRole("link", { name })).toHaveCount(0);
  await expect(main.getByRole("link", { name: "See your points" })).toHaveCount(0);
  for (const path of ["/account/reward-points", "/account/referral", "/account/cards", "/account/subscriptions"]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(404);
  }

  // An order placed by the new customer: still new here, not "welcome back", and no order said to
  // have come with the account.
  const number = await placeOrderAs(baseURL!, email);
  await page.goto("/account");
  await expect(main.getByText("Welcome, Casey Core.", { exact: true })).toBeVisible();

  // Sign out, then in again.
  await menu.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("status").getByText("You are signed out.")).toBeVisible();
  await page.goto("/account/orders");
  await ready(page, javaScriptEnabled);
  await field(page, "Email").fill(email);
  await field(page, "Password").fill(PASSWORD);
  await main.getByRole("button", { name: "Sign in" }).click();

  // The order placed for this customer: in the list and on its own page, with its money and addresses.
  await expect(page.getByRole("heading", { level: 1, name: "My orders" })).toBeVisible();
  await main.getByRole("link", { name: `View order ${number}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Order ${number}` })).toBeVisible();
  await expect(main.getByText("1 Deansgate").first()).toBeVisible();
  await expect(main.getByText(/£\d+\.\d\d/).first()).toBeVisible();

  // Add an address, then edit it.
  await page.goto("/account/addresses/new");
  await ready(page, javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1, name: "Add a new address" })).toBeVisible();
  await field(page, "Address line 1").fill("22 Harbour Street");
  await field(page, "Town or city").fill("Brighton");
  await field(page, "Postcode").fill("BN1 1AA");
  await field(page, "Phone number").fill("07400 123456");
  await main.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Address book" })).toBeVisible();
  await expect(page.getByRole("status").getByText("The address has been saved.")).toBeVisible();
  const card = main.locator("article, li").filter({ hasText: "22 Harbour Street" }).last();
  await card.getByRole("link", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit address" })).toBeVisible();
  await ready(page, javaScriptEnabled);
  await field(page, "Town or city").fill("Hove");
  await main.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Address book" })).toBeVisible();
  await expect(main.getByText("Hove")).toBeVisible();

  // Change the details: the shop's own extras are not asked.
  await page.goto("/account/details");
  await ready(page, javaScriptEnabled);
  await expect(field(page, "Mobile number")).toHaveCount(0);
  await expect(field(page, "Date of birth (optional)")).toHaveValue("1990-04-12");
  await field(page, "First name").fill("Cass");
  await main.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByRole("status").getByText("Your account details have been saved.")).toBeVisible();
  await page.goto("/account");
  await expect(page.locator("main").getByText("Cass Core").first()).toBeVisible();
  // Signed out and in again since the account was made, with an order: a returning customer.
  await expect(page.locator("main").getByText("Welcome back, Cass Core.")).toBeVisible();
});

test("forgot and reset password by the mailed link; the link refused the second time", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const javaScriptEnabled = jsOn(testInfo.project);
  const email = freshEmail(testInfo.project.name);
  await backendGraphQL(
    baseURL!,
    `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
    { input: { firstname: "Robin", lastname: "Reset", email, password: PASSWORD } },
  );
  // With test hooks on, this cookie chooses the captcha's characters.
  await context.addCookies([{ name: "pw_test_captcha", value: "K7M3X", url: baseURL! }]);
  await page.goto("/customer/account/forgotpassword");
  await ready(page, javaScriptEnabled);
  await field(page, "Email").fill(email);
  await field(page, "Type the characters in the image").fill("K7M3X");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(
    page.getByRole("status").getByText(`If there is an account associated with ${email}, you will receive an email`),
  ).toBeVisible();

  const mails = (await (await page.request.get(`/__test/mail?to=${encodeURIComponent(email)}`)).json()) as Array<{
    kind: string;
    text: string;
  }>;
  const mail = mails.find((m) => m.kind === "password-reset");
  expect(mail, `a reset email to ${email}`).toBeTruthy();
  const url = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
  const link = `${url.pathname}${url.search}`;

  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Set a new password" })).toBeVisible();
  await ready(page, javaScriptEnabled);
  await field(page, "New password").fill("Fresh-Pass-2027");
  await field(page, "Confirm password").fill("Fresh-Pass-2027");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(
    page.getByRole("status").getByText("Your password has been changed and you are signed in."),
  ).toBeVisible();

  // A stock Magento cannot tell a used link beforehand: it is refused when the form is sent.
  await page.context().clearCookies();
  await page.goto(link);
  await ready(page, javaScriptEnabled);
  await field(page, "New password").fill("Third-Pass-2028");
  await field(page, "Confirm password").fill("Third-Pass-2028");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "This link no longer works" })).toBeVisible();
});

test("change the sign-in email with the password: Magento's updateCustomerEmail, still signed in", async ({
  page,
  baseURL,
}, testInfo) => {
  const javaScriptEnabled = jsOn(testInfo.project);
  const email = freshEmail(testInfo.project.name);
  const moved = `moved-${email}`;
  await backendGraphQL(
    baseURL!,
    `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
    { input: { firstname: "Casey", lastname: "Core", email, password: PASSWORD } },
  );
  await page.goto("/account/details");
  await ready(page, javaScriptEnabled);
  const main = page.locator("main");
  await field(page, "Email").fill(email);
  await field(page, "Password").fill(PASSWORD);
  await main.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Account details" })).toBeVisible();
  await ready(page, javaScriptEnabled);
  await expect(field(page, "Email")).toHaveValue(email);
  await field(page, "Email").fill(moved);
  await field(page, "Current password").fill(PASSWORD);
  await main.getByRole("button", { name: "Change email" }).click();
  await expect(page.getByRole("status").getByText(`Your email address is now ${moved}.`)).toBeVisible();
  await page.goto("/account");
  await expect(main.getByText(moved)).toBeVisible();
});
