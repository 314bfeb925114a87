// The account's orders: the dashboard, the paged order history, one order with
// its quantities and tracking, the print view without the shop's chrome, invoices and shipments;
// another customer's order is a 404, and a guest on an order's address signs in and comes back.
// Projects js and nojs. Reads the seeded demo orders only (backend/seed/fixtures-sales.ts).
import type { Page } from "@playwright/test";
import { encodeReferer } from "../app/routing/referer";
import {
  DEMO_IE_ORDER,
  DEMO_UK_ORDERS,
  OTHER_CUSTOMER_ORDER,
  PROCESSING_ORDER,
  TWO_CARRIER_ORDER,
} from "../backend/seed/fixtures-sales";
import { DEMO_ADDRESSES } from "../backend/seed/fixtures-profile";
import { DEMO_CUSTOMER, submitSignIn } from "./account-helpers";
import { expect, test, type SessionKit } from "./fixtures";

/** Signs the demo customer in through the backend and puts the token in a minted session. */
async function signedIn(session: SessionKit, baseURL: string) {
  const response = await fetch(new URL("/graphql", baseURL), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      query: `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`,
      variables: { e: DEMO_CUSTOMER.email, p: DEMO_CUSTOMER.password },
    }),
  });
  const body = (await response.json()) as { data: { generateCustomerToken: { token: string } } };
  await session.use({ initiated: true, customerToken: body.data.generateCustomerToken.token });
}

const orderRows = (page: Page) => page.getByTestId("order-row");

test.beforeEach(async ({ session, baseURL }) => {
  await signedIn(session, baseURL!);
});

test("the dashboard shows the customer, points, addresses and the three latest orders", async ({ page }) => {
  await page.goto("/account");
  await expect(page).toHaveTitle(/^My account \| /);
  const main = page.locator(".account-area__page");
  await expect(main.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
  await expect(main.getByText(DEMO_CUSTOMER.email)).toBeVisible();
  await expect(main.getByText(`${DEMO_CUSTOMER.firstname} ${DEMO_CUSTOMER.lastname}`).first()).toBeVisible();
  await expect(main.getByText(`${DEMO_CUSTOMER.points.toLocaleString("en-GB")} points`)).toBeVisible();
  await expect(main.getByRole("link", { name: "See your points" })).toHaveAttribute("href", "/account/reward-points");
  await expect(main.getByRole("link", { name: "Contact preferences" })).toHaveAttribute(
    "href",
    "/account/contact-preferences",
  );
  await expect(main.getByRole("link", { name: "Manage addresses" })).toHaveAttribute("href", "/account/addresses");
  // The address book's default billing and delivery address, twice.
  const addresses = main.locator(".dashboard-address");
  await expect(addresses).toHaveCount(2);
  for (const address of await addresses.all()) {
    await expect(address).toContainText(DEMO_ADDRESSES.home.street[0]);
    await expect(address).toContainText(DEMO_ADDRESSES.home.postcode);
  }
  await expect(orderRows(page)).toHaveCount(3);
  await expect(orderRows(page).locator("th")).toContainText(DEMO_UK_ORDERS.slice(0, 3).map((o) => o.number));
  await orderRows(page)
    .first()
    .getByRole("link", { name: `View order ${DEMO_UK_ORDERS[0].number}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/account/orders/${DEMO_UK_ORDERS[0].number}$`));
});

test("the order history pages the orders, newest first, with their statuses", async ({ page }) => {
  await page.goto("/account/orders");
  await expect(page.getByRole("heading", { level: 1, name: "My orders" })).toBeVisible();
  await expect(page.getByText(`${DEMO_UK_ORDERS.length} orders`)).toBeVisible();
  await expect(orderRows(page)).toHaveCount(10);
  await expect(orderRows(page).locator("th")).toContainText(DEMO_UK_ORDERS.slice(0, 10).map((o) => o.number));
  await expect(orderRows(page).nth(1).locator(".order-status")).toHaveText("Processing");
  await expect(orderRows(page).nth(6).locator(".order-status")).toHaveText("On hold");
  // The euro order of the ie store view is not in the UK store's history.
  await expect(page.getByText(DEMO_IE_ORDER.number)).toHaveCount(0);

  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/\/account\/orders\?page=2$/);
  await expect(orderRows(page).locator("th")).toContainText(DEMO_UK_ORDERS.slice(10).map((o) => o.number));
  expect((await page.goto("/account/orders?page=3"))?.status()).toBe(404);
});

test("the ie store view lists its euro order", async ({ page }) => {
  await page.goto("/ie/account/orders");
  await expect(orderRows(page)).toHaveCount(1);
  await expect(orderRows(page).first()).toContainText(DEMO_IE_ORDER.number);
  await expect(orderRows(page).first()).toContainText("€38.97");
});

test("a store view without the customer's orders says where they are, and greets them as a returning customer", async ({
  page,
}) => {
  // The demo customer ordered in the UK and Irish stores, never in the Italian one.
  await page.goto("/it/account");
  await expect(page.locator(".account-dashboard__welcome")).toHaveText(/^Bentornato, /);
  const elsewhere =
    "Non hai ancora ordinato in questo negozio. Gli ordini effettuati nei nostri altri negozi sono elencati nel negozio in cui li hai effettuati.";
  await expect(page.locator(".dashboard-orders .orders-empty")).toHaveText(elsewhere);
  await page.goto("/it/account/orders");
  await expect(orderRows(page)).toHaveCount(0);
  await expect(page.locator(".orders-empty p")).toHaveText(elsewhere);
});

test("an order shows ordered, invoiced and shipped quantities, totals and tracking", async ({ page }) => {
  await page.goto(`/account/orders/${PROCESSING_ORDER.number}`);
  await expect(page.getByRole("heading", { level: 1, name: `Order ${PROCESSING_ORDER.number}` })).toBeVisible();
  await expect(page.locator(".order-document__meta .order-status")).toHaveText("Processing");
  const line = (sku: string) => page.getByTestId("order-line").filter({ hasText: sku });
  for (const item of [PROCESSING_ORDER.whey, PROCESSING_ORDER.omega]) {
    await expect(line(item.sku)).toContainText(item.name);
    await expect(line(item.sku).locator(".order-qty")).toHaveText(
      `Ordered${item.ordered}Invoiced${item.invoiced}Shipped${item.shipped}`,
    );
  }
  await expect(line(PROCESSING_ORDER.whey.sku)).toContainText("Flavour: Salted Caramel");
  await expect(page.getByTestId("order-shipment")).toHaveCount(1);
  await expect(page.getByTestId("order-shipment")).toContainText(
    `${PROCESSING_ORDER.tracking.carrier} · Tracking number: ${PROCESSING_ORDER.tracking.number}`,
  );
  await expect(page.getByTestId("order-invoice")).toHaveCount(1);
  await expect(page.locator(".order-totals__row--points")).toContainText("52 points");
});

test("an order's line opens its product on the flavour and size ordered, in the order's store view", async ({
  page,
}) => {
  await page.goto(`/account/orders/${PROCESSING_ORDER.number}`);
  const line = page.getByTestId("order-line").filter({ hasText: PROCESSING_ORDER.whey.sku });
  await line.getByRole("link", { name: PROCESSING_ORDER.whey.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: PROCESSING_ORDER.whey.name })).toBeVisible();
  // Salted caramel 1 kg, not the product's default choice (chocolate).
  await expect(page.getByRole("radio", { name: /^Salted Caramel/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /^1 kg/ })).toBeChecked();
  await expect(page.getByTestId("sku")).toContainText(PROCESSING_ORDER.whey.sku);

  await page.goto("/ie/account/orders");
  await orderRows(page)
    .first()
    .getByRole("link", { name: `View order ${DEMO_IE_ORDER.number}` })
    .click();
  for (const link of await page.getByTestId("order-line").getByRole("link").all())
    await expect(link).toHaveAttribute("href", /^\/ie\/products\//);
  await expect(page.getByTestId("order-line").getByRole("link")).not.toHaveCount(0);
});

test("a tracking number links to its carrier's tracking page, in the same tab", async ({ page }) => {
  await page.goto(`/account/orders/${PROCESSING_ORDER.number}`);
  const link = page.getByTestId("order-shipment").getByRole("link", { name: PROCESSING_ORDER.tracking.number });
  const royalMail = `https://www.royalmail.com/track-your-item#/tracking-results/${PROCESSING_ORDER.tracking.number}`;
  await expect(link).toHaveAttribute("href", royalMail);
  await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
  await expect(link).not.toHaveAttribute("target");
  await page.goto("/account/shipments");
  const [dpd] = TWO_CARRIER_ORDER.tracking;
  await expect(page.getByTestId("shipment-card").getByRole("link", { name: dpd.number })).toHaveAttribute(
    "href",
    `https://track.dpd.co.uk/parcels/${dpd.number}`,
  );
});

test("an order with a coupon, a bundle and two carriers' shipments", async ({ page }) => {
  await page.goto(`/account/orders/${TWO_CARRIER_ORDER.number}`);
  const totals = page.locator(".order-totals");
  await expect(totals).toContainText(
    `Discount (${TWO_CARRIER_ORDER.coupon})−£${TWO_CARRIER_ORDER.discount.toFixed(2)}`,
  );
  await expect(totals.locator(".order-totals__row--grand")).toContainText(`£${TWO_CARRIER_ORDER.grandTotal}`);
  await expect(page.getByTestId("order-line").first()).toContainText("Choose your protein:");
  const shipments = page.getByTestId("order-shipment");
  await expect(shipments).toHaveCount(2);
  for (const [i, track] of TWO_CARRIER_ORDER.tracking.entries()) {
    await expect(shipments.nth(i)).toContainText(`${track.carrier} · Tracking number: ${track.number}`);
  }
});

test("the print view is the order alone, without header, menus or footer", async ({ page, javaScriptEnabled }) => {
  await page.goto(`/account/orders/${PROCESSING_ORDER.number}`);
  await page.getByRole("link", { name: "Print order" }).click();
  await expect(page).toHaveURL(new RegExp(`/account/orders/${PROCESSING_ORDER.number}/print$`));
  await expect(page.getByRole("heading", { level: 1, name: `Order ${PROCESSING_ORDER.number}` })).toBeVisible();
  await expect(page.getByTestId("order-line")).toHaveCount(2);
  await expect(page.locator("header.site-header, .site-header, footer, .account-nav")).toHaveCount(0);
  await expect(page.getByRole("navigation")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Sign out" })).toHaveCount(0);
  // The Print button needs JavaScript: without it, it is not there to press.
  await expect(page.getByRole("button", { name: "Print" })).toBeVisible({ visible: javaScriptEnabled });
  await expect(page.getByRole("link", { name: "Back to the order" })).toBeVisible();
});

test("the invoices page lists every invoice, linked to its order", async ({ page }) => {
  await page.goto("/account/invoices");
  await expect(page.getByRole("heading", { level: 1, name: "Invoices" })).toBeVisible();
  // Invoiced UK orders: all but the pending, canceled and on-hold ones.
  const rows = page.getByTestId("invoice-row");
  await expect(rows).toHaveCount(DEMO_UK_ORDERS.length - 3);
  const processing = rows.filter({ hasText: PROCESSING_ORDER.number });
  await expect(processing).toContainText("£52.97");
  await processing.getByRole("link", { name: PROCESSING_ORDER.number }).click();
  await expect(page).toHaveURL(new RegExp(`/account/orders/${PROCESSING_ORDER.number}$`));
});

test("the shipments page lists carriers and tracking numbers, newest first", async ({ page }) => {
  await page.goto("/account/shipments");
  await expect(page.getByRole("heading", { level: 1, name: "Shipments" })).toBeVisible();
  const cards = page.getByTestId("shipment-card");
  await expect(cards.first()).toContainText(PROCESSING_ORDER.tracking.number);
  await expect(cards.first()).toContainText(`${PROCESSING_ORDER.whey.name} × 2`);
  for (const track of TWO_CARRIER_ORDER.tracking) {
    await expect(cards.filter({ hasText: track.number })).toContainText(track.carrier);
  }
});

test("another customer's order number is the shop's 404", async ({ page }) => {
  const response = await page.goto(`/account/orders/${OTHER_CUSTOMER_ORDER.number}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText(OTHER_CUSTOMER_ORDER.number)).toHaveCount(0);
  expect((await page.goto(`/account/orders/${OTHER_CUSTOMER_ORDER.number}/print`))?.status()).toBe(404);
});

test.describe("as a guest", () => {
  test("is sent to sign in from an order and comes back to it", async ({ page, context, javaScriptEnabled }) => {
    await context.clearCookies({ name: "pw_session" });
    const address = `/account/orders/${PROCESSING_ORDER.number}`;
    await page.goto(address);
    await expect(page).toHaveURL(new RegExp(`/customer/account/login/referer/${encodeReferer(address)}$`));
    await submitSignIn(page, javaScriptEnabled);
    await expect(page).toHaveURL(new RegExp(`${address}$`));
    await expect(page.getByRole("heading", { level: 1, name: `Order ${PROCESSING_ORDER.number}` })).toBeVisible();
  });
});
