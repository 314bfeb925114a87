// What the owner does from the command line, seen in the shop as a shopper sees it, JS on and off:
// a shipped order's tracking number on the customer's order page, an order's reward points once it
// is invoiced or cancelled, a refund's amount and day (and its points taken back), a refunded
// order's invoice and shipment, where its money went and how many of its points were taken back, an
// approved review, a new price and an empty stock on product and category pages the shop had cached
// (it hears of the change through the database within a second, with nothing set up), an imported
// product found by search, a holiday the delivery timer counts.
import { writeFileSync } from "node:fs";
import { DEMO_CUSTOMER, hook, ready, submitSignIn } from "../account-helpers";
import { bankTransferOrder, freshCustomer } from "../shop-api";
import { timerText, ukDispatch, ukDispatchDay } from "../dispatch-day";
import { expect, test } from "./fixtures";

test("a shipped order shows its carrier and tracking number on the customer's order page", async ({
  page,
  shop,
  javaScriptEnabled,
}) => {
  expect(await shop("orders", "invoice", "000000013")).toBe("Invoiced order 000000013: it is now processing.");
  expect(await shop("orders", "ship", "000000013", "--carrier", "DHL", "--tracking", "00340434161234567890")).toContain(
    "it is now complete",
  );
  await page.goto("/customer/account/login");
  await submitSignIn(page, javaScriptEnabled!);
  await expect(page.getByText(DEMO_CUSTOMER.email).first()).toBeVisible();
  await page.goto("/account/orders/000000013");
  await expect(page.locator(".order-document__meta .order-status")).toHaveText("Complete");
  await expect(page.getByTestId("order-shipment")).toContainText("DHL · Tracking number: 00340434161234567890");
  // A wrong tracking number is refused and changes nothing.
  await expect(shop("orders", "ship", "000000012", "--carrier", "DHL", "--tracking", "<b>")).rejects.toThrow(
    "--tracking: 4 to 40 letters, digits or dashes",
  );
});

test("an order's points await validation until the owner invoices it; a cancelled order's are cancelled", async ({
  page,
  shop,
  session,
  baseURL,
  javaScriptEnabled,
}) => {
  const { token } = await freshCustomer(baseURL!);
  await session.use({ initiated: true, customerToken: token });
  const history = page.locator(".points-history tbody tr");

  const paid = await bankTransferOrder(baseURL!, token);
  await page.goto("/account/reward-points");
  await ready(page, javaScriptEnabled!);
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText("Awaiting validation");
  const stat = (name: string) => page.getByTestId(`points-${name}`).locator(".points-stat__value");
  const gathered = (await stat("unvalidated").textContent())!;
  expect(Number(gathered.replace(/\D/g, ""))).toBeGreaterThan(0);

  await shop("orders", "invoice", paid);
  await page.goto("/account/reward-points");
  await expect(history.first()).toContainText("Available");
  await expect(stat("available")).toHaveText(gathered);
  await expect(stat("unvalidated")).toHaveText("0");

  const cancelled = await bankTransferOrder(baseURL!, token);
  await shop("orders", "cancel", cancelled);
  await page.goto("/account/reward-points");
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText("Cancelled");
  // Counted nowhere: struck through, and no day it would become available.
  await expect(history.first().locator(".points-change del")).toHaveCSS("text-decoration-line", "line-through");
  await expect(history.first().locator(".points-change")).not.toHaveCSS("text-decoration-line", "line-through");
  await expect(history.first().locator("td").nth(4)).toHaveText("–");
  await expect(stat("available")).toHaveText(gathered);
  await expect(stat("unvalidated")).toHaveText("0");
});

/** A text as a regular expression's literal part ("£18.97" matches itself, not "£18x97"). */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Today in the UK store's time zone, as its order pages write a day ("29 Nov 2026"). */
const ukDay = () =>
  new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Europe/London",
  }).format(new Date());

test("a refunded order shows the amount paid back and its day, and its points as cancelled, not gathered", async ({
  page,
  shop,
  session,
  baseURL,
}) => {
  // Three commands and two orders: seconds each on a busy machine.
  test.slow();
  const { token } = await freshCustomer(baseURL!);
  await session.use({ initiated: true, customerToken: token });
  const totals = page.locator(".order-totals");
  const gatheredClaim = totals.getByText("Points gathered");
  const cancelledPoints = page.getByTestId("order-points-cancelled");

  const number = await bankTransferOrder(baseURL!, token);
  await shop("orders", "invoice", number);
  await page.goto(`/account/orders/${number}`);
  // Paid: the points are the shopper's, and nothing was refunded.
  await expect(gatheredClaim).toBeVisible();
  const points = (await totals.locator(".order-totals__row--points dd").textContent())!;
  expect(points).toMatch(/^\d+ points?$/);
  await expect(page.getByTestId("order-refunded")).toHaveCount(0);
  const paid = (await totals.locator(".order-totals__row--grand dd").textContent())!;

  const days = [ukDay()];
  const said = await shop("orders", "refund", number);
  days.push(ukDay());
  expect(said).toMatch(
    new RegExp(
      `^Refunded ${literal(paid)} for order ${number} \\(credit memo \\d{9}: 2 × PW-STRAPS, shipping \\d+\\.\\d{2}\\): it is now closed\\. The shopper was emailed\\.$`,
    ),
  );
  await page.goto(`/account/orders/${number}`);
  const day = new RegExp(`(${[...new Set(days)].join("|")})`);
  const refunded = page.getByTestId("order-refunded");
  await expect(refunded.locator("dt")).toHaveText(new RegExp(`^Refunded ${day.source}$`));
  await expect(refunded.locator("dd")).toHaveText(`−${paid}`);
  const refund = page.getByTestId("order-refund");
  await expect(refund).toHaveCount(1);
  await expect(refund.getByRole("heading", { level: 3 })).toHaveText(new RegExp(`^Refund \\d+ · ${day.source}$`));
  await expect(refund).toContainText(`Amount refunded: ${paid}`);
  // The points are taken back: said so, never claimed as gathered.
  await expect(gatheredClaim).toHaveCount(0);
  await expect(cancelledPoints.locator("dt")).toHaveText("Reward points");
  await expect(cancelledPoints.locator("dd")).toHaveText(`${points} Cancelled`);
  await expect(cancelledPoints.locator("del")).toHaveText(points);

  // The printed order says the same.
  await page.goto(`/account/orders/${number}/print`);
  await expect(page.getByTestId("order-refunded").locator("dd")).toHaveText(`−${paid}`);
  await expect(page.getByTestId("order-refund")).toContainText(`Amount refunded: ${paid}`);
  await expect(page.locator(".order-totals").getByText("Points gathered")).toHaveCount(0);

  // A cancelled order's points are not claimed either, and nothing was refunded.
  const cancelled = await bankTransferOrder(baseURL!, token);
  await shop("orders", "cancel", cancelled);
  await page.goto(`/account/orders/${cancelled}`);
  await expect(page.locator(".order-document__meta .order-status")).toHaveText("Cancelled");
  await expect(cancelledPoints).toContainText("Cancelled");
  await expect(gatheredClaim).toHaveCount(0);
  await expect(page.getByTestId("order-refunded")).toHaveCount(0);
});

test("a partial refund shows on the shopper's order page with its amount, the order still processing; the rest closes it", async ({
  page,
  shop,
  session,
  baseURL,
}) => {
  // Three commands and an order: seconds each on a busy machine.
  test.slow();
  const { token } = await freshCustomer(baseURL!);
  await session.use({ initiated: true, customerToken: token });
  const number = await bankTransferOrder(baseURL!, token);
  await shop("orders", "invoice", number);
  await page.goto(`/account/orders/${number}`);
  const paid = (await page.locator(".order-totals__row--grand dd").textContent())!;
  const status = page.locator(".order-document__meta .order-status");
  const refunds = page.getByTestId("order-refund");
  const refunded = page.getByTestId("order-refunded").locator("dd");

  // One of the two straps comes back, without the delivery.
  const first = await shop("orders", "refund", number, "--item", "PW-STRAPS:1");
  const part =
    /^Refunded (£\d+\.\d{2}) for order \d+ \(credit memo \d{9}: 1 × PW-STRAPS\): it is now processing\./.exec(
      first,
    )?.[1];
  expect(part, first).toBeTruthy();
  await page.goto(`/account/orders/${number}`);
  await expect(status).toHaveText("Processing");
  await expect(refunds).toHaveCount(1);
  await expect(refunds.first().locator("li")).toHaveText([/^Lifting Straps\s*× 1$/]);
  await expect(refunds.first()).toContainText(`Amount refunded: ${part}`);
  await expect(refunded).toHaveText(`−${part}`);

  // The rest: the other strap and the delivery; the order is closed, and its refunds add up to what it cost.
  expect(await shop("orders", "refund", number)).toContain("it is now closed.");
  await page.goto(`/account/orders/${number}`);
  await expect(status).toHaveText("Closed");
  await expect(refunds).toHaveCount(2);
  await expect(refunds.nth(1).locator("li").first()).toHaveText(/^Lifting Straps\s*× 1$/);
  await expect(refunds.nth(1).getByTestId("order-refund-shipping")).toBeVisible();
  await expect(refunded).toHaveText(`−${paid}`);
});

test("a refunded order's invoice and shipment say it was refunded, its refund where the money went, and the points what was taken back", async ({
  page,
  shop,
  session,
  baseURL,
  javaScriptEnabled,
}) => {
  // Four commands and two orders: seconds each on a busy machine.
  test.slow();
  const { email, token } = await freshCustomer(baseURL!);
  await session.use({ initiated: true, customerToken: token });
  const number = await bankTransferOrder(baseURL!, token);
  await shop("orders", "invoice", number);
  await shop("orders", "ship", number, "--carrier", "DHL", "--tracking", "00340434161234567890");
  await page.goto(`/account/orders/${number}`);
  const totals = page.locator(".order-totals");
  const paid = (await totals.locator(".order-totals__row--grand dd").textContent())!;
  const gathered = Number((await totals.locator(".order-totals__row--points dd").textContent())!.replace(/\D/g, ""));
  // Some of the order's points are spent on another order before the refund: those stay spent.
  const spent = 5;
  expect(gathered).toBeGreaterThan(spent);
  await bankTransferOrder(baseURL!, token, spent);

  const days = [ukDay()];
  expect(await shop("orders", "refund", number)).toContain(`Refunded ${paid} for order ${number}`);
  days.push(ukDay());
  const refundLine = new RegExp(`^Refund (\\d+) · (${[...new Set(days)].join("|")}) · ${literal(paid)}$`);
  const ofOrder = page.getByRole("link", { name: number, exact: true });

  // The invoice: refunded, with the refund's day and what it paid back, which is what the invoice took.
  await page.goto("/account/invoices");
  const invoice = page.getByTestId("invoice-row").filter({ has: ofOrder });
  await expect(invoice.locator(".orders-table__total")).toHaveText(paid);
  await expect(invoice.getByTestId("document-refunds").locator(".order-status")).toHaveText("Refunded");
  await expect(invoice.getByTestId("document-refunds").locator("li")).toHaveText(refundLine);
  // The shipment says the same.
  await page.goto("/account/shipments");
  const shipment = page.getByTestId("shipment-card").filter({ has: ofOrder });
  await expect(shipment.getByTestId("document-refunds").locator("li")).toHaveText(refundLine);

  // The invoice's link leads to the refund on the order's page, in view.
  await page.goto("/account/invoices");
  await ready(page, javaScriptEnabled!);
  const link = page
    .getByTestId("invoice-row")
    .filter({ has: ofOrder })
    .getByRole("link", { name: /^Refund / });
  const memo = (await link.textContent())!.replace("Refund ", "");
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/account/orders/${number}#refund-${memo}$`));
  const refund = page.locator(`#refund-${memo}`);
  await expect(refund).toBeInViewport();
  await expect(refund).toContainText(`Amount refunded: ${paid}`);
  await expect(refund.getByTestId("order-refund-to")).toHaveText(
    "Refunded by bank transfer to the account you paid from.",
  );
  // The points: only those the shopper still had were taken back.
  await expect(page.getByTestId("order-points-cancelled").locator("dd")).toHaveText(
    `${gathered} points gathered, ${gathered - spent} cancelled ${spent} points had already been spent: they stay spent.`,
  );

  // The email paid back the same amount.
  const mails = (await hook(baseURL!, `/__test/mail?to=${encodeURIComponent(email)}`)) as Array<{
    kind: string;
    text: string;
  }>;
  expect(mails.find((m) => m.kind === "refund")!.text).toContain(`We have refunded ${paid} for your order ${number}`);

  // The points page: the order's entries, named by it, say the same, and the balance is 0.
  await page.goto("/account/reward-points");
  const entries = page
    .locator(".points-history tbody tr")
    .filter({ has: page.getByRole("link", { name: `Order ${number}`, exact: true }) });
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0).locator("td").nth(2)).toHaveText(`+${gathered - spent}`);
  await expect(entries.nth(0).locator("td").nth(3)).toHaveText("Cancelled");
  await expect(entries.nth(1).locator("td").nth(2)).toHaveText(`+${spent}`);
  await expect(entries.nth(1).locator("td").nth(3)).toHaveText("Available");
  await expect(page.getByTestId("points-available").locator(".points-stat__value")).toHaveText("0");
});

test("an approved review appears on the product page, which was cached before", async ({ page, shop }) => {
  await page.goto("/products/impact-whey-protein");
  await expect(page.getByRole("heading", { level: 1, name: "Impact Whey Protein" })).toBeVisible();
  await expect(page.getByText("Awaiting moderation")).toHaveCount(0);
  // Kept by the page cache now: only the command's purge can make the next visit show the review.
  const again = await page.goto("/products/impact-whey-protein");
  expect(again?.headers()["x-page-cache"]).toBe("HIT");

  expect(await shop("reviews", "approve", "33")).toBe("Review 33 of PW-WHEY is approved.");
  await expect(async () => {
    await page.goto("/products/impact-whey-protein");
    await expect(page.getByText("Awaiting moderation").first()).toBeVisible({ timeout: 100 });
  }).toPass({ intervals: [250], timeout: 5_000 });
});

test("a new price and an empty stock show on the product and category pages the shop had cached", async ({
  page,
  shop,
}) => {
  const productPage = "/products/creapure-creatine-500g";
  const categoryPage = "/creatine-amino-acids";
  const card = () => page.locator("article", { has: page.getByRole("link", { name: "Creapure Creatine 500g" }) });
  for (const path of [productPage, categoryPage]) {
    await page.goto(path);
    const again = await page.goto(path);
    expect(again?.headers()["x-page-cache"]).toBe("HIT");
  }
  await expect(card().getByText("£19.99").first()).toBeVisible();

  expect(await shop("prices", "set", "PW-CREAPURE", "17.49", "--currency", "GBP")).toBe("PW-CREAPURE: 17.49 GBP.");
  await expect(async () => {
    await page.goto(productPage);
    await expect(page.getByText("£17.49").first()).toBeVisible({ timeout: 100 });
  }).toPass({ intervals: [250], timeout: 5_000 });
  await page.goto(categoryPage);
  await expect(card().getByText("£17.49").first()).toBeVisible();

  expect(await shop("stock", "set", "PW-CREAPURE", "0")).toBe("PW-CREAPURE: 0 in stock (out of stock).");
  await expect(async () => {
    await page.goto(productPage);
    await expect(page.getByText("Out of stock").first()).toBeVisible({ timeout: 100 });
  }).toPass({ intervals: [250], timeout: 5_000 });
});

test("a product imported from a CSV is found by search, with its price", async ({ page, shop }, testInfo) => {
  const file = testInfo.outputPath("new-products.csv");
  writeFileSync(
    file,
    "sku,product_type,name,url_key,categories,price_gbp,price_eur,price_usd,qty\n" +
      "PW-OATS-1KG,simple,Instant Oats Smooth,instant-oats-smooth,protein,6.99,7.99,8.49,120\n",
  );
  expect(await shop("products", "import", file)).toContain("1 added, 0 updated");
  await page.goto("/search?q=instant+oats");
  const card = page.getByRole("link", { name: "Instant Oats Smooth" }).first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(page.getByRole("heading", { level: 1, name: "Instant Oats Smooth" })).toBeVisible();
  await expect(page.getByText("£6.99").first()).toBeVisible();
});

test("a holiday the owner adds moves the delivery timer's dispatch day on the page the shop had cached", async ({
  page,
  shop,
}) => {
  // Three commands, each a Node process of its own that compiles the command line first: seconds each
  // on a busy machine, which the default time for a test does not leave.
  test.slow();
  const productPage = "/products/impact-whey-protein";
  const timer = page.getByTestId("delivery-timer-summary");
  await page.goto(productPage);
  await expect(timer).toHaveText(timerText(ukDispatch(new Date())));
  // Until the shop answers from its cache: an earlier test's change (the CSV import) reaches the shop
  // within a second of its command and may drop the page just made.
  await expect(async () => {
    expect((await page.goto(productPage))?.headers()["x-page-cache"]).toBe("HIT");
  }).toPass({ intervals: [250], timeout: 5_000 });
  await expect(timer).toHaveText(timerText(ukDispatch(new Date())));

  // The day an order made now would leave becomes a day off: the next working day is promised.
  const dayOff = ukDispatchDay(new Date()).toISOString().slice(0, 10);
  expect(await shop("holidays", "add", dayOff)).toContain(`Added ${dayOff} to the holidays of every store.`);
  await expect(async () => {
    await page.goto(productPage);
    await expect(timer).toHaveText(timerText(ukDispatch(new Date(), [dayOff])), { timeout: 100 });
  }).toPass({ intervals: [250], timeout: 5_000 });

  // Taken back: the timer promises that day again.
  expect(await shop("holidays", "remove", dayOff)).toContain(`Removed ${dayOff} from the holidays of every store.`);
  await expect(async () => {
    await page.goto(productPage);
    await expect(timer).toHaveText(timerText(ukDispatch(new Date())), { timeout: 100 });
  }).toPass({ intervals: [250], timeout: 5_000 });
  // A day already gone is refused.
  await expect(shop("holidays", "add", "2020-12-25")).rejects.toThrow("2020-12-25 has passed");
});
