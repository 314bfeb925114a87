// the checkout's information and delivery steps, for guests and customers, with
// JavaScript on and off: the Checkout buttons, the email (and sign in for an existing account), the
// delivery address and method saved with shipping-information, going back to what was saved, a bad
// postcode kept with its error, a refused method said as every field error is, and the guard that
// sends a shopper back to the step to complete.
import type { Page } from "@playwright/test";
import { DEMO_CUSTOMER, ready, signInAs } from "./account-helpers";
import { timerText, ukDispatch } from "./dispatch-day";
import { expect, seed, test } from "./fixtures";

const { CREATINE } = seed;

let guests = 0;
const guestEmail = (javaScriptEnabled: boolean) =>
  `steps-${javaScriptEnabled ? "js" : "nojs"}-${Date.now()}-${++guests}@example.com`;

const main = (page: Page) => page.locator("main");

async function fillGuestAddress(page: Page, postcode = "SW1A 1AA") {
  const form = main(page);
  await form.getByLabel("First name").fill("Jo");
  await form.getByLabel("Last name").fill("Runner");
  await form.getByLabel("Address line 1").fill("1 Test Street");
  await form.getByLabel("Town or city").fill("London");
  await form.getByLabel("Postcode", { exact: true }).fill(postcode);
  await form.getByLabel("Phone number").fill("020 7946 0000");
}

/** A customer of the test's own: a default address in Manchester, nothing in their basket yet. */
async function cardCustomer(baseURL: string): Promise<{ email: string; password: string }> {
  return (await (await fetch(new URL("/__test/card-customer", baseURL), { method: "POST" })).json()) as {
    email: string;
    password: string;
  };
}

test.beforeEach(async ({ session }) => {
  await session.useBasket("default", [{ sku: CREATINE.sku, quantity: 2 }]);
});

test("a guest goes from the basket through information and delivery to review and pay, and back to what was saved", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/basket");
  await ready(page, javaScriptEnabled);
  await main(page).getByTestId("basket-checkout").click();
  await expect(page).toHaveURL(/\/checkout\/information$/);
  await expect(page.getByRole("navigation", { name: "Checkout steps" })).toContainText("Review and pay");
  await expect(page.locator("meta[name=robots]")).toHaveAttribute("content", "NOINDEX,NOFOLLOW");

  const email = guestEmail(javaScriptEnabled);
  await ready(page, javaScriptEnabled);
  await main(page).getByLabel("Email address").fill(email);
  await main(page).getByRole("button", { name: "Continue to delivery" }).click();
  await expect(page).toHaveURL(/\/checkout\/delivery$/);
  await expect(main(page)).toContainText(email);

  await ready(page, javaScriptEnabled);
  await fillGuestAddress(page);
  await main(page).getByRole("button", { name: "Show delivery options" }).click();
  const methods = main(page).getByTestId("shipping-method");
  await expect(methods).toHaveCount(2);
  await expect(methods.first()).toContainText("Standard delivery");
  // An option is ticked, but the basket has none yet: the summary says when its cost comes in.
  await expect(page.getByTestId("summary-delivery").last()).toContainText("Calculated at the next step");
  // each card names its method once ("Standard delivery", not "Standard delivery / Standard")
  await expect(methods.first().locator(".choice-card__body")).toHaveText("Standard delivery");
  await expect(methods.nth(1).locator(".choice-card__body")).toHaveText("Express delivery");
  await expect(main(page).getByTestId("delivery-timer")).toHaveText(timerText(ukDispatch(new Date())));
  // The address is on the cart: the fields show it again, the phone number as it was typed.
  await expect(main(page).getByLabel("Address line 1")).toHaveValue("1 Test Street");
  await expect(main(page).getByLabel("Phone number")).toHaveValue("020 7946 0000");

  await ready(page, javaScriptEnabled);
  await main(page)
    .getByRole("radio", { name: /Express delivery/ })
    .check();
  await main(page).getByRole("button", { name: "Continue to review and pay" }).click();
  await expect(page).toHaveURL(/\/checkout\/review$/);
  // A UK address as Royal Mail wants it: the town, then the postcode on a line of its own.
  // Asked until the step is there: the address can change before the new page is (JS on and off).
  const lines = main(page).locator(".confirm-address span");
  await expect
    .poll(async () => (await lines.allInnerTexts()).slice(0, 3))
    .toEqual(["1 Test Street", "London", "SW1A 1AA"]);

  // Back: what was saved lives on the backend cart.
  await page.goBack();
  if (!javaScriptEnabled) await page.reload();
  await expect(page).toHaveURL(/\/checkout\/delivery$/);
  await expect(main(page).getByLabel("Town or city")).toHaveValue("London");
  await expect(main(page).getByLabel("Postcode", { exact: true })).toHaveValue("SW1A 1AA");
  await expect(main(page).getByRole("radio", { name: /Express delivery/ })).toBeChecked();
  // The summary now has the delivery.
  await expect(page.getByTestId("summary-delivery").last()).toContainText("Express delivery");
});

test("an invalid postcode keeps the input and shows the error next to the field", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/checkout/information");
  await ready(page, javaScriptEnabled);
  await main(page).getByLabel("Email address").fill(guestEmail(javaScriptEnabled));
  await main(page).getByRole("button", { name: "Continue to delivery" }).click();
  await expect(page).toHaveURL(/\/checkout\/delivery$/);
  await ready(page, javaScriptEnabled);
  await fillGuestAddress(page, "12345");
  await main(page).getByRole("button", { name: "Show delivery options" }).click();
  const postcode = main(page).getByLabel("Postcode", { exact: true });
  await expect(postcode).toHaveValue("12345");
  await expect(postcode).toHaveAttribute("aria-invalid", "true");
  await expect(main(page).getByText("Please enter a valid postcode (e.g. SW1A 1AA).")).toBeVisible();
  await expect(main(page).getByLabel("Address line 1")).toHaveValue("1 Test Street");
  await expect(main(page).getByTestId("shipping-method")).toHaveCount(0);
});

test("in the Irish store a wrong Eircode is refused by that name; the error summary calls the field Eircode", async ({
  page,
  session,
  javaScriptEnabled,
}) => {
  await session.useBasket("ie", [{ sku: CREATINE.sku, quantity: 1 }]);
  await page.goto("/ie/checkout/information");
  await ready(page, javaScriptEnabled);
  await main(page).getByLabel("Email address").fill(guestEmail(javaScriptEnabled));
  await main(page).getByRole("button", { name: "Continue to delivery" }).click();
  await expect(page).toHaveURL(/\/ie\/checkout\/delivery$/);
  await ready(page, javaScriptEnabled);
  await main(page).getByLabel("First name").fill("Nia");
  await main(page).getByLabel("Last name").fill("Walsh");
  await main(page).getByLabel("Address line 1").fill("4 Quay Street");
  await main(page).getByLabel("Town or city").fill("Galway");
  await main(page).getByLabel("Eircode (optional)").fill("12345");
  await main(page).getByLabel("Phone number").fill("085 123 4567");
  await main(page).getByRole("button", { name: "Show delivery options" }).click();

  const eircode = main(page).getByLabel("Eircode (optional)");
  await expect(eircode).toHaveAttribute("aria-invalid", "true");
  await expect(eircode).toHaveValue("12345");
  await expect(main(page).getByText("Please enter a valid Eircode (e.g. D02 X285).")).toBeVisible();
  // Without JavaScript the refused page leads with a summary of the fields to fix, each by its name;
  // with JavaScript the answer comes in place and the field takes the focus instead.
  const summary = main(page).locator(".error-summary");
  if (javaScriptEnabled) await expect(summary).toHaveCount(0);
  else await expect(summary.getByRole("link")).toHaveText(["Eircode"]);
});

test("a delivery method refused before any is listed is said next to the methods, in the red of every field error", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/checkout/information");
  await ready(page, javaScriptEnabled);
  await main(page).getByLabel("Email address").fill(guestEmail(javaScriptEnabled));
  await main(page).getByRole("button", { name: "Continue to delivery" }).click();
  await expect(page).toHaveURL(/\/checkout\/delivery$/);
  await ready(page, javaScriptEnabled);
  // A field error to compare with: the postcode's.
  await fillGuestAddress(page, "12345");
  await main(page).getByRole("button", { name: "Show delivery options" }).click();
  const postcodeError = main(page).getByText("Please enter a valid postcode (e.g. SW1A 1AA).");
  await expect(postcodeError).toBeVisible();
  const fieldErrorColour = await postcodeError.evaluate((element) => getComputedStyle(element).color);

  // The address is right now, but the post asks to go on with no method (a page from before the
  // methods were listed, or another tab's): the server refuses it with nothing listed yet.
  await main(page).getByLabel("Postcode", { exact: true }).fill("SW1A 1AA");
  await page.route(/\/checkout\/delivery(\.data)?(\?.*)?$/, (route) => {
    const body = route.request().postData();
    if (route.request().method() !== "POST" || !body) return route.continue();
    return route.continue({ postData: body.replace("intent=address", "intent=continue") });
  });
  await main(page).getByRole("button", { name: "Show delivery options" }).click();

  const methods = main(page).getByRole("group", { name: "Delivery method" });
  const error = methods.getByText("Please choose a delivery method.");
  await expect(error).toBeVisible();
  await expect(error).toHaveCSS("color", fieldErrorColour);
  await expect(methods).toHaveAccessibleDescription("Please choose a delivery method.");
  await expect(main(page).getByTestId("shipping-method")).toHaveCount(0);
  // Without JavaScript the refused page leads with the summary, which takes the focus and links to
  // the methods; with JavaScript the answer comes in place.
  const summary = main(page).locator(".error-summary");
  if (javaScriptEnabled) await expect(summary).toHaveCount(0);
  else {
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link")).toHaveText(["Delivery method"]);
    await summary.getByRole("link", { name: "Delivery method" }).click();
    await expect(page).toHaveURL(/#delivery-methods$/);
  }
});

test("an email with an account is offered sign in there; signing in continues as the customer with their address book", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/checkout");
  await expect(page).toHaveURL(/\/checkout\/information$/);
  await ready(page, javaScriptEnabled);
  await main(page).getByLabel("Email address").fill(DEMO_CUSTOMER.email);
  await main(page).getByRole("button", { name: "Continue to delivery" }).click();
  const offer = main(page).getByTestId("account-exists");
  await expect(offer).toContainText("An account with this email already exists");
  await expect(main(page).getByLabel("Email address")).toHaveValue(DEMO_CUSTOMER.email);

  // A wrong password: refused there, the email kept.
  await ready(page, javaScriptEnabled);
  await offer.getByLabel("Password").fill("not-the-password");
  await offer.getByRole("button", { name: "Sign in and continue" }).click();
  await expect(main(page)).toContainText("The account sign-in was incorrect");
  await expect(main(page).getByLabel("Email address")).toHaveValue(DEMO_CUSTOMER.email);

  await ready(page, javaScriptEnabled);
  await main(page).getByLabel("Password").fill(DEMO_CUSTOMER.password);
  await main(page).getByRole("button", { name: "Sign in and continue" }).click();
  await expect(page).toHaveURL(/\/checkout\/delivery$/);
  await expect(page.getByText("You are signed in.")).toBeVisible();
  await expect(main(page).getByTestId("saved-address").first()).toContainText("Manchester");
  // The guest basket came along (merged into the customer's).
  await expect(page.getByTestId("summary-line").last()).toContainText(CREATINE.name);
});

test("a signed-in customer skips information and picks a saved address", async ({
  page,
  baseURL,
  javaScriptEnabled,
}) => {
  // A customer of this test's own (a default address in Manchester) with a second address in Leeds:
  // the demo customer's basket is shared with other specs running at the same time.
  const customer = await cardCustomer(baseURL!);
  const graphql = async (query: string, variables: Record<string, unknown>, token?: string) => {
    const response = await fetch(new URL("/graphql", baseURL), {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return ((await response.json()) as { data: Record<string, any> }).data;
  };
  const { generateCustomerToken } = await graphql(
    "mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }",
    { e: customer.email, p: customer.password },
  );
  const added = await graphql(
    `
      mutation ($input: CustomerAddressInput!) {
        createCustomerAddress(input: $input) {
          id
        }
      }
    `,
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
  expect(added.createCustomerAddress.id).toBeTruthy();

  await signInAs(page, javaScriptEnabled, customer);
  await page.goto("/checkout");
  await expect(page).toHaveURL(/\/checkout\/delivery$/);
  await ready(page, javaScriptEnabled);
  const saved = main(page).getByTestId("saved-address");
  await expect(saved.filter({ hasText: "Manchester" }).getByRole("radio")).toBeChecked();

  await saved.filter({ hasText: "Leeds" }).getByRole("radio").check();
  // With JavaScript the methods for it come at once; without, the address is saved first.
  if (!javaScriptEnabled) await main(page).getByRole("button", { name: "Update delivery options" }).click();
  const methods = main(page).getByTestId("shipping-method");
  await expect(methods.first()).toContainText("Standard delivery");
  await expect(saved.filter({ hasText: "Leeds" }).getByRole("radio")).toBeChecked();
  await ready(page, javaScriptEnabled);
  await main(page).getByRole("button", { name: "Continue to review and pay" }).click();
  await expect(page).toHaveURL(/\/checkout\/review$/);
  await page.goto("/checkout/delivery");
  await expect(main(page).getByTestId("saved-address").filter({ hasText: "Leeds" }).getByRole("radio")).toBeChecked();
});

test("a signed-in customer's default address has its delivery options at once: one press goes on to review", async ({
  page,
  baseURL,
  javaScriptEnabled,
}) => {
  // A customer of this test's own, with a default address in Manchester and a basket not yet sent anywhere.
  const customer = await cardCustomer(baseURL!);
  await signInAs(page, javaScriptEnabled, customer);

  await page.goto("/checkout");
  await expect(page).toHaveURL(/\/checkout\/delivery$/);
  await ready(page, javaScriptEnabled);
  await expect(
    main(page).getByTestId("saved-address").filter({ hasText: "Manchester" }).getByRole("radio"),
  ).toBeChecked();
  const methods = main(page).getByTestId("shipping-method");
  await expect(methods.first()).toContainText("Standard delivery");
  await expect(methods.first().getByRole("radio")).toBeChecked();
  await expect(main(page).getByRole("button", { name: "Show delivery options" })).toHaveCount(0);
  await expect(main(page).getByText("Confirm the delivery address to see the delivery options")).toHaveCount(0);

  // Listing them saved nothing: review and pay still sends the shopper back to delivery.
  await page.goto("/checkout/review");
  await expect(page).toHaveURL(/\/checkout\/delivery$/);
  await ready(page, javaScriptEnabled);
  await main(page).getByRole("button", { name: "Continue to review and pay" }).click();
  await expect(page).toHaveURL(/\/checkout\/review$/);
  await expect(main(page)).toContainText("Manchester");
  await expect(main(page)).toContainText("Standard delivery");
});

test("a new address's country and fields come back as chosen while a saved address is ticked", async ({
  page,
  baseURL,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, "with JavaScript the fields follow the country without a trip to the server");
  const customer = await cardCustomer(baseURL!);
  await signInAs(page, javaScriptEnabled, customer);
  await page.goto("/checkout/delivery");
  const saved = main(page).getByTestId("saved-address");
  await expect(saved.filter({ hasText: "Manchester" }).getByRole("radio")).toBeChecked();
  // The shopper starts a new address in Ireland before ticking it.
  await main(page).getByLabel("Country").selectOption("IE");
  await main(page).getByLabel("First name").fill("Nia");
  await main(page).getByRole("button", { name: "Show fields for this country" }).click();

  await expect(main(page).getByLabel("Country")).toHaveValue("IE");
  await expect(main(page).getByLabel("First name")).toHaveValue("Nia");
  await expect(main(page).getByLabel("Eircode (optional)")).toBeVisible();
  await expect(saved.filter({ hasText: "Manchester" }).getByRole("radio")).toBeChecked();
});

test("skipping ahead sends the shopper back to the step to complete, with a message", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/checkout/delivery");
  await expect(page).toHaveURL(/\/checkout\/information$/);
  await expect(page.getByText("Please enter your email address first.")).toBeVisible();
  await ready(page, javaScriptEnabled);
  await main(page).getByLabel("Email address").fill(guestEmail(javaScriptEnabled));
  await main(page).getByRole("button", { name: "Continue to delivery" }).click();
  await expect(page).toHaveURL(/\/checkout\/delivery$/);
  // Review and pay before a delivery address and method: back to delivery, told why.
  await page.goto("/checkout/review");
  await expect(page).toHaveURL(/\/checkout\/delivery$/);
  await expect(page.getByText("Please choose a delivery address and a delivery method first.")).toBeVisible();
  // /checkout now goes to the first step not complete.
  await page.goto("/checkout");
  await expect(page).toHaveURL(/\/checkout\/delivery$/);
});

test("an empty basket cannot check out", async ({ page, context }) => {
  await context.clearCookies();
  await page.goto("/checkout/delivery");
  await expect(page).toHaveURL(/\/basket$/);
  await expect(page.getByText("Your basket is empty. Add a product before you check out.")).toBeVisible();
});

test("a step reached by an in-app navigation before its time shows its message at once", async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "without JavaScript every navigation loads a document");
  await context.clearCookies();
  await page.goto("/");
  await ready(page, javaScriptEnabled);
  // What a link in the page does (a client-side navigation), to a step the empty basket cannot reach.
  await page.evaluate(() =>
    (window as unknown as { __remixRouter: { navigate: (to: string) => Promise<void> } }).__remixRouter.navigate(
      "/checkout/delivery",
    ),
  );
  await expect(page).toHaveURL(/\/basket$/);
  await expect(page.getByText("Your basket is empty. Add a product before you check out.")).toBeVisible();
});

test("the mini basket's Checkout button leads to the checkout", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the drawer is JavaScript only");
  await page.goto(`/products/${CREATINE.url_key}`);
  await ready(page, javaScriptEnabled);
  await page.locator("button.add-to-basket__add").click();
  const drawer = page.getByRole("dialog", { name: "Added to your basket" });
  await expect(drawer.getByTestId("mini-basket-checkout")).toHaveAttribute("href", "/checkout");
  await drawer.getByTestId("mini-basket-checkout").click();
  await expect(page).toHaveURL(/\/checkout\/information$/);
});
