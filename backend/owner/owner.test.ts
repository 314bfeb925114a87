// The owner's command line, each command seen as the storefront sees its effect (the backend's
// GraphQL answers a shopper's pages are made of) and each refusal changing nothing.
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { DEMO_CUSTOMER } from "../seed/fixtures-customers.js";
import {
  ADD,
  backendOnDisk,
  gql,
  newBackend,
  newCart,
  placeCustomerOrder,
} from "../../tests/support/backend-helpers.js";
import { HELP, runCommand, UsageError } from "./cli.js";
import { createOwnerService, OwnerInputError, type OwnerService } from "./service.js";
import { orderPointsMigration } from "../reward/schema.js";

let backend: EmbeddedBackend;
let owner: OwnerService;

beforeEach(() => {
  backend = newBackend({ customers: { signInLimits: { perEmail: 2, delayStepMs: 0, maxDelayMs: 0 } } });
  owner = createOwnerService(backend.db, backend.services, backend.sharedState.rateLimitStore);
});
afterEach(() => {
  backend.close();
  vi.unstubAllEnvs();
});

const shell = (line: string) => runCommand(owner, line.split(" "), { dataDir: "test" });

async function signIn(password: string = DEMO_CUSTOMER.password) {
  return backend.execute<{ generateCustomerToken: { token: string } | null }>(
    `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`,
    { e: DEMO_CUSTOMER.email, p: password },
  );
}

async function customerOrder(number: string) {
  const token = (await signIn()).data!.generateCustomerToken!.token;
  const d = await gql(
    backend,
    `query($n: String) { customer { orders(filter: { number: { eq: $n } }) { items {
      number status
      items { product_sku quantity_ordered quantity_invoiced quantity_shipped quantity_refunded quantity_canceled }
      invoices { number total { grand_total { value } } }
      shipments { number tracking { carrier number url } }
      credit_memos { created_at total { grand_total { value currency } } items { product_sku quantity_refunded } }
    } } } }`,
    { n: number },
    { Authorization: `Bearer ${token}` },
  );
  return d.customer.orders.items[0];
}

const outbox = (kind: string) =>
  backend.db
    .prepare("SELECT recipient, store_code, subject, body_text FROM mail_outbox WHERE kind = ? ORDER BY id")
    .all(kind) as Array<{
    recipient: string;
    store_code: string;
    subject: string;
    body_text: string;
  }>;

describe("orders", () => {
  it("invoices and ships a pending order; the shopper's order page shows the tracking number and gets an email", async () => {
    expect(await shell("orders invoice 000000013")).toBe("Invoiced order 000000013: it is now processing.");
    expect(await shell("orders ship 000000013 --carrier DHL --tracking 00340434161234567890")).toContain(
      "Shipped order 000000013 with DHL, tracking 00340434161234567890: it is now complete.",
    );
    const order = await customerOrder("000000013");
    expect(order.status).toMatch(/complete/i);
    expect(order.shipments.at(-1).tracking).toEqual([
      {
        carrier: "DHL",
        number: "00340434161234567890",
        url: "https://www.dhl.com/gb-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=00340434161234567890",
      },
    ]);
    expect(
      order.items.every(
        (i: { quantity_shipped: number; quantity_ordered: number }) => i.quantity_shipped === i.quantity_ordered,
      ),
    ).toBe(true);
    const [mail] = outbox("shipment");
    expect(mail).toMatchObject({ recipient: DEMO_CUSTOMER.email, store_code: "default" });
    expect(mail.subject).toContain("000000013 is on its way");
    expect(mail.body_text).toContain(
      "Tracking with DHL: 00340434161234567890\nhttps://www.dhl.com/gb-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=00340434161234567890\n",
    );
  });

  it("links a tracking number to its carrier's tracking page only where the shop knows that page", async () => {
    await shell("orders ship 000000013 --carrier Evri --tracking H00A1B2C3D4E5F6");
    expect(outbox("shipment")[0].body_text).toMatch(/Tracking with Evri: H00A1B2C3D4E5F6\n\n/);
    expect((await customerOrder("000000013")).shipments.at(-1).tracking).toEqual([
      { carrier: "Evri", number: "H00A1B2C3D4E5F6", url: null },
    ]);
    await shell("orders ship 000000012 --carrier royalmail --tracking RM123456785GB");
    expect((await customerOrder("000000012")).shipments.at(-1).tracking[0].url).toBe(
      "https://www.royalmail.com/track-your-item#/tracking-results/RM123456785GB",
    );
  });

  it("refuses a shipment without a carrier or with a bad tracking number, and ships nothing", async () => {
    const before = await customerOrder("000000012");
    await expect(shell("orders ship 000000012 --tracking 1234567")).rejects.toThrow(
      new OwnerInputError("--carrier: a carrier is required, such as DHL"),
    );
    await expect(shell("orders ship 000000012 --carrier DHL --tracking <script>")).rejects.toThrow(
      /--tracking: 4 to 40 letters/,
    );
    expect(await customerOrder("000000012")).toEqual(before);
    expect(outbox("shipment")).toEqual([]);
  });

  it("refunds an invoiced order as a credit memo: refunded quantities on the order page, and an email with the amount", async () => {
    const invoiced = await customerOrder("000000012");
    expect(invoiced.invoices.length).toBeGreaterThan(0);
    const before = new Date().toISOString().replace("T", " ").slice(0, 19);
    const said = await shell("orders refund 000000012");
    expect(said).toMatch(
      /^Refunded £\d+\.\d{2} for order 000000012 \(credit memo \d{9}: [^)]+\): it is now closed\. The shopper was emailed\.$/,
    );
    const order = await customerOrder("000000012");
    expect(order.status).toMatch(/closed/i);
    for (const item of order.items) expect(item.quantity_refunded).toBe(item.quantity_invoiced);
    const amount = said.match(/£\d+\.\d{2}/)![0];
    expect(outbox("refund")[0].body_text).toContain(`We have refunded ${amount} for your order 000000012`);
    // Where the money goes, as the order's page says it under the refund: the order was paid by card.
    expect(outbox("refund")[0].body_text).toContain("\nRefunded to the card you paid with (Credit Card).\n");
    // The credit memo the shopper's order page shows: that amount, the invoice's, at the time of the command.
    const paid = invoiced.invoices.reduce((sum: number, i: any) => sum + i.total.grand_total.value, 0);
    expect(order.credit_memos[0].created_at >= before).toBe(true);
    expect(order.credit_memos).toEqual([
      {
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        total: { grand_total: { value: Number(amount.slice(1)), currency: "GBP" } },
        items: order.items.map((i: any) => ({ product_sku: i.product_sku, quantity_refunded: i.quantity_invoiced })),
      },
    ]);
    expect(Number(amount.slice(1))).toBe(Math.round(paid * 100) / 100);
    await expect(shell("orders refund 000000012")).rejects.toThrow("Order 000000012 is already refunded.");
  });

  it("cancels what is not invoiced, and refuses to refund an order nobody paid or cancel a finished one", async () => {
    await expect(shell("orders refund 000000013")).rejects.toThrow(/has no invoice/);
    expect(await shell("orders cancel 000000013")).toBe("Cancelled order 000000013: it is now canceled.");
    expect((await customerOrder("000000013")).status).toMatch(/cancel/i);
    await expect(shell("orders cancel 000000001")).rejects.toThrow(
      "Order 000000001 is complete: only a pending or processing order can be cancelled.",
    );
    await expect(shell("orders invoice 000000001")).rejects.toThrow("Order 000000001 is already invoiced in full.");

    await expect(shell("orders show 12")).rejects.toThrow("There is no order 12.");
    await expect(shell("orders show 1;DROP")).rejects.toThrow(/an order number is digits/);
  });

  it("refuses to cancel an order shipped but not yet invoiced: the goods are on their way", async () => {
    await shell("orders ship 000000013 --carrier DHL --tracking 00340434161234567890");
    await expect(shell("orders cancel 000000013")).rejects.toThrow(
      "Order 000000013 is shipped: it cannot be cancelled (refund it once it is invoiced).",
    );
    const order = await customerOrder("000000013");
    expect(order.status).not.toMatch(/cancel/i);
    expect(order.items.every((i: { quantity_canceled: number }) => i.quantity_canceled === 0)).toBe(true);
  });

  it("lists and shows orders", async () => {
    expect(await shell("orders list --status pending")).toContain("000000013");
    expect(await shell("orders list --status pending")).not.toContain("000000011");
    expect(await shell("orders show 000000001")).toContain("Shipments: 000000001 royalmail RM100200300GB");
    await expect(shell("orders list --status foo")).rejects.toThrow(
      new OwnerInputError(
        "--status: there is no status foo; one of pending, processing, complete, canceled, closed, holded.",
      ),
    );
    expect(await shell("orders list --status Complete")).toContain("000000001");
  });
});

describe("the reward points an order gathers", () => {
  const bearer = async () => ({ Authorization: `Bearer ${(await signIn()).data!.generateCustomerToken!.token}` });

  /** The demo shopper's order, paid by bank transfer (the money is not in yet), spending `points`. */
  async function placeOrder(points = 0): Promise<string> {
    return placeCustomerOrder(backend, await bearer(), { items: [{ sku: "PW-CREA-250", quantity: 3 }], points });
  }

  /** The demo shopper spends points elsewhere (an order of no interest here) until `left` remain. */
  function spendAllBut(left: number, balance: number) {
    const customer = backend.db.prepare("SELECT id FROM customers WHERE email = ?").get(DEMO_CUSTOMER.email) as {
      id: number;
    };
    backend.services.reward.recordOrderPoints(
      customer.id,
      0,
      { spent: balance - left, gathered: 0, paid: true },
      "2026-11-29 10:00:00",
    );
  }

  /** The account's reward points page: the balance, what awaits validation, the newest entries. */
  async function pointsPage() {
    const d = await gql(
      backend,
      `{ customer { reward_points { balance { points } unvalidated_points
        history(pageSize: 3, currentPage: 1) { items { type points status } } } } }`,
      {},
      await bearer(),
    );
    const r = d.customer.reward_points;
    return {
      balance: r.balance.points as number,
      unvalidated: r.unvalidated_points as number,
      history: r.history.items,
    };
  }

  it("await validation until the owner invoices the order, then are available", async () => {
    const before = await pointsPage();
    const number = await placeOrder();
    const placed = await pointsPage();
    const gathered = placed.history[0];
    expect(gathered).toMatchObject({ type: "GATHERED", status: "UNVALIDATED" });
    expect(gathered.points).toBeGreaterThan(0);
    expect(placed.unvalidated).toBe(before.unvalidated + gathered.points);

    await shell(`orders invoice ${number}`);
    await shell(`orders ship ${number} --carrier DHL --tracking 00340434161234567890`);
    const after = await pointsPage();
    expect(after.history[0]).toEqual({ ...gathered, status: "AVAILABLE" });
    expect(after.unvalidated).toBe(before.unvalidated);
    expect(after.balance).toBe(before.balance + gathered.points);
  });

  it("of a cancelled order are cancelled, and the points spent on it come back", async () => {
    const before = await pointsPage();
    const number = await placeOrder(100);
    expect((await pointsPage()).balance).toBe(before.balance - 100);
    await shell(`orders cancel ${number}`);
    const after = await pointsPage();
    expect(after.history.slice(0, 2)).toEqual([
      { type: "GATHERED", points: expect.any(Number), status: "CANCELED" },
      { type: "REDEEMED", points: -100, status: "CANCELED" },
    ]);
    expect(after.unvalidated).toBe(before.unvalidated);
    expect(after.balance).toBe(before.balance);
  });

  it("of a refunded order are taken back only as far as the shopper still has them: the balance stays at 0 or more", async () => {
    const number = await placeOrder();
    await shell(`orders invoice ${number}`);
    const invoiced = await pointsPage();
    const gathered = invoiced.history[0].points as number;
    // The shopper spends all but 10 points before the refund.
    spendAllBut(10, invoiced.balance);
    expect((await pointsPage()).balance).toBe(10);

    await shell(`orders refund ${number}`);
    const after = await pointsPage();
    expect(after.balance).toBe(0);
    expect(after.history).toEqual(
      expect.arrayContaining([
        { type: "GATHERED", points: 10, status: "CANCELED" },
        { type: "GATHERED", points: gathered - 10, status: "AVAILABLE" },
      ]),
    );
  });

  it("of a refunded order spent on another order that is then cancelled are not left to the shopper", async () => {
    const earned = await placeOrder();
    await shell(`orders invoice ${earned}`);
    const invoiced = await pointsPage();
    const gathered = invoiced.history[0].points as number;
    // All the shopper has left is what the first order gathered, and a second order spends it.
    spendAllBut(gathered, invoiced.balance);
    const spending = await placeOrder(gathered);
    expect((await pointsPage()).balance).toBe(0);

    // The first order refunded: its points are all spent, so none can be taken back yet.
    await shell(`orders refund ${earned}`);
    expect((await pointsPage()).balance).toBe(0);
    // The second cancelled: the points spent on it come back, and pay for the refunded order's.
    await shell(`orders cancel ${spending}`);
    const after = await pointsPage();
    expect(after.balance).toBe(0);
    expect(after.unvalidated).toBe(invoiced.unvalidated);
  });

  it("of orders invoiced or cancelled before the commands settled them are settled by migration 55", async () => {
    const before = await pointsPage();
    const invoiced = await placeOrder();
    const gathered = (await pointsPage()).history[0].points as number;
    const cancelled = await placeOrder(100);
    // What the commands did before: an invoice and a status, the points left as they were.
    const orderId = (number: string) =>
      backend.db.prepare("SELECT id FROM orders WHERE increment_id = ?").pluck().get(number) as number;
    backend.db
      .prepare("INSERT INTO invoices (increment_id, order_id, grand_total, created_at) VALUES ('OLD-1', ?, 0, ?)")
      .run(orderId(invoiced), "2026-11-01 10:00:00");
    backend.db.prepare("UPDATE orders SET status = 'processing' WHERE id = ?").run(orderId(invoiced));
    backend.db.prepare("UPDATE orders SET status = 'canceled' WHERE id = ?").run(orderId(cancelled));

    orderPointsMigration(backend.db);
    orderPointsMigration(backend.db);

    const after = await pointsPage();
    expect(after.balance).toBe(before.balance + gathered);
    expect(after.unvalidated).toBe(before.unvalidated);
    expect(after.history).toEqual([
      { type: "GATHERED", points: expect.any(Number), status: "CANCELED" },
      { type: "REDEEMED", points: -100, status: "CANCELED" },
      { type: "GATHERED", points: gathered, status: "AVAILABLE" },
    ]);
  });

  /** What the order says of its points, and the history's entries of that order. */
  async function pointsOf(number: string) {
    const d = await gql(
      backend,
      `query($n: String) { customer {
        orders(filter: { number: { eq: $n } }) { items { rewardpoints_gathered rewardpoints_canceled } }
        reward_points { history(pageSize: 50) { items { type points status order_number } } } } }`,
      { n: number },
      await bearer(),
    );
    return {
      order: d.customer.orders.items[0],
      history: (d.customer.reward_points.history.items as Array<{ order_number: string | null }>).filter(
        (entry) => entry.order_number === number,
      ),
    };
  }

  it("of a refunded order: the order says how many were taken back, as the history of that order does", async () => {
    const number = await placeOrder();
    await shell(`orders invoice ${number}`);
    const invoiced = await pointsPage();
    const gathered = invoiced.history[0].points as number;
    expect(await pointsOf(number)).toEqual({
      order: { rewardpoints_gathered: gathered, rewardpoints_canceled: 0 },
      history: [{ type: "GATHERED", points: gathered, status: "AVAILABLE", order_number: number }],
    });

    // Only 10 of its points are left to take back: the rest were spent.
    spendAllBut(10, invoiced.balance);
    await shell(`orders refund ${number}`);
    expect(await pointsOf(number)).toEqual({
      order: { rewardpoints_gathered: gathered, rewardpoints_canceled: 10 },
      history: expect.arrayContaining([
        { type: "GATHERED", points: 10, status: "CANCELED", order_number: number },
        { type: "GATHERED", points: gathered - 10, status: "AVAILABLE", order_number: number },
      ]),
    });
    expect((await pointsPage()).balance).toBe(0);
  });

  it("of a cancelled order are all taken back, and the points spent on it name it too", async () => {
    const number = await placeOrder(100);
    await shell(`orders cancel ${number}`);
    const { order, history } = await pointsOf(number);
    expect(order.rewardpoints_canceled).toBe(order.rewardpoints_gathered);
    expect(order.rewardpoints_canceled).toBeGreaterThan(0);
    expect(history).toEqual([
      { type: "GATHERED", points: order.rewardpoints_gathered, status: "CANCELED", order_number: number },
      { type: "REDEEMED", points: -100, status: "CANCELED", order_number: number },
    ]);
  });

  it("name no order in the history for points paid for someone else's order (a referral's)", async () => {
    const customer = backend.db.prepare("SELECT id FROM customers WHERE email = ?").pluck().get(DEMO_CUSTOMER.email);
    const friendsOrder = backend.db
      .prepare("SELECT id FROM orders WHERE customer_id IS NOT ? ORDER BY id LIMIT 1")
      .pluck()
      .get(customer) as number;
    backend.services.reward.creditReferral(customer as number, 500, friendsOrder, "2030-01-01 10:00:00");
    const d = await gql(
      backend,
      `{ customer { reward_points { history(pageSize: 1) { items { type points order_number } } } } }`,
      {},
      await bearer(),
    );
    expect(d.customer.reward_points.history.items).toEqual([{ type: "REFERRAL", points: 500, order_number: null }]);
  });
});

describe("reviews", () => {
  const reviewsOf = async (sku: string) =>
    (
      await gql(
        backend,
        `query($s: String) { products(filter: { sku: { eq: $s } }) { items { reviews { items { summary } } } } }`,
        { s: sku },
      )
    ).products.items[0].reviews.items.map((r: { summary: string }) => r.summary);

  it("approves a pending review: it appears on the product page; a rejected one never does", async () => {
    expect(await shell("reviews pending")).toContain("Awaiting moderation");
    expect(await reviewsOf("PW-WHEY")).not.toContain("Awaiting moderation");
    expect(await shell("reviews approve 33")).toBe("Review 33 of PW-WHEY is approved.");
    expect(await reviewsOf("PW-WHEY")).toContain("Awaiting moderation");
    expect(await shell("reviews pending")).not.toContain("Awaiting moderation");
    expect(await shell("reviews reject 33")).toBe("Review 33 of PW-WHEY is rejected.");
    expect(await reviewsOf("PW-WHEY")).not.toContain("Awaiting moderation");
    await expect(shell("reviews approve 999999")).rejects.toThrow("There is no review 999999.");
    await expect(shell("reviews approve abc")).rejects.toThrow(/Review id: a whole number/);
  });
});

describe("stock and prices", () => {
  const product = async (sku: string) =>
    (
      await gql(
        backend,
        `query($s: String) { products(filter: { sku: { eq: $s } }) { items { stock_status price_range { minimum_price { final_price { value currency } } } } } }`,
        { s: sku },
      )
    ).products.items[0];

  it("sets a SKU's stock and price; the product page shows them", async () => {
    expect(await shell("stock set PW-CREA-250 0")).toBe("PW-CREA-250: 0 in stock (out of stock).");
    expect((await product("PW-CREA-250")).stock_status).toBe("OUT_OF_STOCK");
    expect(await shell("stock set PW-CREA-250 40")).toBe("PW-CREA-250: 40 in stock.");
    expect((await product("PW-CREA-250")).stock_status).toBe("IN_STOCK");
    expect(await shell("prices set PW-CREA-250 17.49 --currency GBP")).toBe("PW-CREA-250: 17.49 GBP.");
    expect((await product("PW-CREA-250")).price_range.minimum_price.final_price).toEqual({
      value: 17.49,
      currency: "GBP",
    });
  });

  it("back in stock: each shopper waiting for the product gets one email, in their store's language", async () => {
    await shell("stock set PW-CREA-250 0");
    const subscribe = (email: string, store: string) =>
      gql(
        backend,
        `mutation($e: String) { subscribeProductStockAlert(input: { sku: "PW-CREA-250", email: $e }) { success } }`,
        { e: email },
        { Store: store },
      );
    await subscribe("waits@example.com", "default");
    await subscribe("wartet@example.com", "de");
    expect(await shell("stock set PW-CREA-250 40")).toBe("PW-CREA-250: 40 in stock. 2 back-in-stock email(s) sent.");
    const mails = outbox("stock-alert");
    expect(mails.map((m) => [m.recipient, m.store_code])).toEqual([
      ["waits@example.com", "default"],
      ["wartet@example.com", "de"],
    ]);
    expect(mails[0].body_text).toContain("/creatine-monohydrate");
    // Once each: more stock later sends nothing again.
    expect(await shell("stock set PW-CREA-250 45")).toBe("PW-CREA-250: 45 in stock.");
    expect(outbox("stock-alert")).toHaveLength(2);
  });

  it("back in stock by a product import: each waiting shopper gets one email, as with stock set", async () => {
    await shell("stock set PW-CREA-250 0");
    for (const [email, store] of [
      ["waits@example.com", "default"],
      ["wartet@example.com", "de"],
    ])
      await gql(
        backend,
        `mutation($e: String) { subscribeProductStockAlert(input: { sku: "PW-CREA-250", email: $e }) { success } }`,
        { e: email },
        { Store: store },
      );
    const file = join(mkdtempSync(join(tmpdir(), "owner-import-")), "stock.csv");
    writeFileSync(file, "sku,qty\nPW-CREA-250,40\n");
    // A backend on its own: the links go to the storefront's address, not the backend's.
    vi.stubEnv("PUBLIC_URL", "https://backend.shop.example");
    vi.stubEnv("STOREFRONT_URL", "https://shop.example");
    expect(await shell(`products import ${file}`)).toBe(
      `Imported ${file}: 0 added, 1 updated, 0 translations; the search index is rebuilt. 2 back-in-stock email(s) sent.`,
    );
    expect((await product("PW-CREA-250")).stock_status).toBe("IN_STOCK");
    expect(outbox("stock-alert").map((m) => [m.recipient, m.store_code])).toEqual([
      ["waits@example.com", "default"],
      ["wartet@example.com", "de"],
    ]);
    expect(outbox("stock-alert")[0].body_text).toContain("https://shop.example/creatine-monohydrate");
    // Once each: the same file again sends nothing.
    expect(await shell(`products import ${file}`)).not.toContain("back-in-stock");
    expect(outbox("stock-alert")).toHaveLength(2);
  });

  it("refuses a configurable's SKU, a negative or fractional quantity, a bad price or currency", async () => {
    const before = await product("PW-CREA-250");
    await expect(shell("stock set PW-WHEY 5")).rejects.toThrow(
      /configurable product: set the stock of each of its variants/,
    );
    await expect(shell("stock set PW-CREA-250 -3")).rejects.toThrow(
      new UsageError("-3: a negative number is not accepted; quantities and amounts are 0 or more."),
    );
    await expect(shell("coupons create MINUS --percent 5 --uses -1")).rejects.toThrow(
      new UsageError("--uses -1: a negative number is not accepted; give 0 or more."),
    );
    await expect(shell("stock set PW-CREA-250 3 --colour red")).rejects.toThrow(
      new UsageError("There is no option --colour. See npm run shop -- --help."),
    );
    await expect(shell("orders list --limit")).rejects.toThrow(new UsageError("--limit needs a value after it."));
    await expect(shell("stock set PW-CREA-250 2.5")).rejects.toThrow(/Quantity: a whole number/);
    await expect(shell("prices set PW-CREA-250 12,50 --currency GBP")).rejects.toThrow(
      /Price: an amount such as 24.99/,
    );
    await expect(shell("prices set PW-CREA-250 12.50")).rejects.toThrow(/--currency is required: one of EUR, GBP, USD/);
    await expect(shell("prices set PW-CREA-250 12.50 --currency JPY")).rejects.toThrow(/--currency must be one of/);
    await expect(shell("prices set NOPE 12.50 --currency GBP")).rejects.toThrow("There is no product with SKU NOPE.");
    const whey = await product("PW-WHEY");
    await expect(shell("prices set PW-WHEY 9.99 --currency GBP")).rejects.toThrow(
      /^PW-WHEY is a configurable product: shoppers pay its variants' prices, so set the price of each variant: PW-WHEY-CHOC-1KG, PW-WHEY-CHOC-2\.5KG, .*, PW-WHEY-SALT-5KG\.$/,
    );
    expect(await product("PW-WHEY")).toEqual(whey);
    expect(await product("PW-CREA-250")).toEqual(before);
  });

  it("refuses a price for a bundle, whose shoppers pay the items they choose, and names those items", async () => {
    const bundle = await product("PW-BUNDLE-STARTER");
    await expect(shell("prices set PW-BUNDLE-STARTER 19.99 --currency GBP")).rejects.toThrow(
      /^PW-BUNDLE-STARTER is a bundle: shoppers pay the prices of the items they choose, so set the price of each item: PW-[A-Z0-9-]+(, PW-[A-Z0-9-]+)+\.$/,
    );
    expect(await product("PW-BUNDLE-STARTER")).toEqual(bundle);
  });
});

describe("coupons", () => {
  async function apply(code: string) {
    const cartId = await newCart(backend);
    await gql(backend, ADD, { cartId, items: [{ sku: "PW-CREA-250", quantity: 2 }] });
    return backend.execute<any>(
      `mutation($c: String!, $k: String!) { applyCouponToCart(input: { cart_id: $c, coupon_code: $k }) {
        cart { prices { discounts { label amount { value } } } } } }`,
      { c: cartId, k: code },
    );
  }

  it("creates a coupon a shopper can use, lists its uses, and disables it", async () => {
    expect(await shell("coupons create WINTER10 --percent 10 --label Winter")).toBe(
      'Coupon WINTER10 created ("Winter").',
    );
    const applied = await apply("WINTER10");
    expect(applied.errors).toBeUndefined();
    expect(applied.data.applyCouponToCart.cart.prices.discounts).toEqual([
      expect.objectContaining({ label: "Winter" }),
    ]);
    expect(await shell("coupons uses WINTER10")).toContain("Coupon WINTER10 (active): used 0 time(s).");
    expect(await shell("coupons disable WINTER10")).toBe("Coupon WINTER10 is disabled.");
    expect((await apply("WINTER10")).errors?.[0]?.message).toBe('The coupon code "WINTER10" is not valid.');
  });

  it("shows a coupon whose uses are all taken as used up, not active", async () => {
    await shell("coupons create TWICE --amount 5.00 --uses 2");
    expect(await shell("coupons uses TWICE")).toContain("Coupon TWICE (active): used 0 time(s) of 2.");
    // Two orders used it (as placing an order counts a use).
    backend.db.prepare("UPDATE sales_rule_coupons SET times_used = 2 WHERE code = 'TWICE'").run();
    expect((await apply("TWICE")).errors?.length).toBe(1);
    expect(await shell("coupons uses TWICE")).toContain(
      "Coupon TWICE (used up: no shopper can use it again): used 2 time(s) of 2.",
    );
  });

  it("refuses a coupon without exactly one discount, with a bad date or a taken code, and creates nothing", async () => {
    await expect(shell("coupons create NODISCOUNT")).rejects.toThrow(/exactly one of --percent/);
    await expect(shell("coupons create BOTH --percent 5 --amount 5")).rejects.toThrow(/exactly one of --percent/);
    await expect(shell("coupons create TOOMUCH --percent 150")).rejects.toThrow("--percent: between 0 and 100.");
    await expect(shell("coupons create LATE --percent 5 --from 2026-02-31")).rejects.toThrow(/--from: not a day/);
    await expect(shell("coupons create LATE --percent 5 --to 2026-13-45")).rejects.toThrow(/--to: not a day/);
    await expect(shell("coupons create X! --percent 5")).rejects.toThrow(/Coupon code: 3 to 32 letters/);
    await expect(shell("coupons create NONE --percent 5 --uses 0")).rejects.toThrow(
      new OwnerInputError("--uses: at least 1 (leave --uses out for no limit)."),
    );
    await expect(shell("coupons create NONE --percent 5 --per-customer 0")).rejects.toThrow(
      "--per-customer: at least 1 (leave --per-customer out for no limit).",
    );
    await expect(shell("coupons create OVER --percent 5 --to 2025-01-31")).rejects.toThrow(
      /^--to: 2025-01-31 has passed, so no shopper could use the coupon: name a day from \d{4}-\d{2}-\d{2} on\.$/,
    );
    expect(await shell("coupons create ONCE --amount 5.00")).toContain("ONCE");
    await expect(shell("coupons create ONCE --amount 5.00")).rejects.toThrow("A coupon ONCE exists already.");
    for (const code of ["NODISCOUNT", "BOTH", "TOOMUCH", "LATE", "NONE", "OVER"])
      expect((await apply(code)).errors?.length).toBe(1);
  });
});

describe("customers", () => {
  it("lists customers and lifts a sign-in lock-out", async () => {
    expect(await shell("customers list --search demo")).toContain(DEMO_CUSTOMER.email);
    for (let i = 0; i < 2; i++) await signIn("wrong-password-1");
    expect((await signIn()).errors?.[0]?.message).toMatch(/too many|try again/i);
    expect(await shell(`customers unlock ${DEMO_CUSTOMER.email}`)).toBe(`${DEMO_CUSTOMER.email} can sign in again.`);
    expect((await signIn()).data?.generateCustomerToken?.token).toBeTruthy();
    await expect(shell("customers unlock nobody@example.com")).rejects.toThrow(
      "There is no customer nobody@example.com.",
    );
    await expect(shell("customers unlock not-an-email")).rejects.toThrow(/Email: an email address/);
  });
});

describe("the warehouse's holidays", () => {
  const NOW = new Date("2026-11-29T10:00:00Z");
  const holidaysOf = async (store: string) => {
    const d = await gql(
      backend,
      `{ storeConfig { delivery_timer { shipment_time delivery_time holidays } } }`,
      {},
      {
        Store: store,
      },
    );
    return d.storeConfig.delivery_timer as { shipment_time: string; delivery_time: string; holidays: string[] };
  };

  it("adds days to every store's timer, which the storefront's storeConfig answers at once", async () => {
    const before = await holidaysOf("de");
    expect(before.holidays).not.toContain("2028-01-03");
    const lists = owner.addHolidays(["2028-01-03", "2027-12-27"], {}, NOW);
    for (const store of ["default", "ie", "us", "de", "es", "fr", "it"]) {
      expect((await holidaysOf(store)).holidays).toEqual(expect.arrayContaining(["2027-12-27", "2028-01-03"]));
      expect(lists.find((l) => l.store === store)?.lastListed).toBe("2028-01-03");
    }
    // The rest of each timer is kept, and the days stay in order.
    const after = await holidaysOf("de");
    expect(after).toMatchObject({ shipment_time: before.shipment_time, delivery_time: before.delivery_time });
    expect(after.holidays).toEqual([...after.holidays].sort());
    // Added twice, listed once.
    owner.addHolidays(["2028-01-03"], {}, NOW);
    expect((await holidaysOf("de")).holidays.filter((d) => d === "2028-01-03")).toHaveLength(1);
  });

  it("changes one store view's days alone with --store, a store of the default scope included", async () => {
    const defaultTimer = await holidaysOf("default");
    owner.addHolidays(["2027-03-17"], { store: "ie" }, NOW);
    expect((await holidaysOf("ie")).holidays).toContain("2027-03-17");
    expect(await holidaysOf("default")).toEqual(defaultTimer);
    expect((await holidaysOf("us")).holidays).not.toContain("2027-03-17");
    // Ireland's own timer keeps the default's other settings.
    expect(await holidaysOf("ie")).toMatchObject({ shipment_time: defaultTimer.shipment_time });

    owner.removeHolidays(["2026-12-25"], { store: "fr" }, NOW);
    expect((await holidaysOf("fr")).holidays).not.toContain("2026-12-25");
    expect((await holidaysOf("de")).holidays).toContain("2026-12-25");
  });

  it("removes days from every store, and lists what is still to come", async () => {
    owner.removeHolidays(["2026-12-28"], {}, NOW);
    for (const store of ["default", "de", "it"]) expect((await holidaysOf(store)).holidays).not.toContain("2026-12-28");
    const [uk] = owner.holidays({ store: "default" }, NOW);
    expect(uk.coming[0]).toBe("2026-12-25");
    expect(uk.coming).not.toContain("2026-08-31");
  });

  it("refuses a day off the calendar, a past day, an unknown store or a day not listed, and changes nothing", async () => {
    const before = await holidaysOf("de");
    expect(() => owner.addHolidays(["2027-02-30"], {}, NOW)).toThrow("Day: not a day of the calendar");
    expect(() => owner.addHolidays(["27-12-2027"], {}, NOW)).toThrow("Day: a day such as 2026-12-31");
    expect(() => owner.addHolidays(["2025-12-25"], {}, NOW)).toThrow(
      "2025-12-25 has passed: name a day from 2026-11-29 on.",
    );
    expect(() => owner.addHolidays(["2027-12-27"], { store: "nl" }, NOW)).toThrow("There is no store view nl");
    expect(() => owner.removeHolidays(["2027-06-01"], {}, NOW)).toThrow("2027-06-01 is not a holiday of any store.");
    // One bad day of several: none is added.
    expect(() => owner.addHolidays(["2027-12-29", "2027-13-01"], {}, NOW)).toThrow(OwnerInputError);
    expect(await holidaysOf("de")).toEqual(before);
  });

  it("reads as a table on the command line", async () => {
    const out = await shell("holidays add 2099-12-27 --store de");
    expect(out).toContain("Added 2099-12-27 to the holidays of store view de.");
    expect(out).toMatch(/^de\s+\S.*\s2099-12-27\s.*2099-12-27$/m);
    expect(await shell("holidays list --store de")).toContain("2099-12-27");
    await expect(shell("holidays add")).rejects.toThrow("Usage: npm run shop -- holidays add <YYYY-MM-DD>...");
  });

  it("says on the command line what changed: a day already listed, or listed by some stores only", async () => {
    expect(await shell("holidays add 2099-12-27 --store de")).toContain(
      "Added 2099-12-27 to the holidays of store view de.",
    );
    expect(await shell("holidays add 2099-12-27 --store de")).toMatch(
      /^2099-12-27 was already a holiday of store view de: nothing changed\.\n/,
    );
    expect(await shell("holidays add 2099-12-27 2099-12-28")).toMatch(
      /^Added 2099-12-27 to the holidays of store views default, ie, us, es, fr, it \(the others had it already\)\.\nAdded 2099-12-28 to the holidays of every store\.\n/,
    );
    expect(await shell("holidays add 2099-12-27 2099-12-28")).toMatch(
      /^2099-12-27, 2099-12-28 were already holidays of every store: nothing changed\.\n/,
    );
    expect(await shell("holidays remove 2099-12-28 --store fr")).toMatch(
      /^Removed 2099-12-28 from the holidays of store view fr\.\n/,
    );
    expect(await shell("holidays remove 2099-12-28")).toMatch(
      /^Removed 2099-12-28 from the holidays of store views default, ie, us, de, es, it \(the others did not have it\)\.\n/,
    );
  });
});

describe("the command line", () => {
  it("prints the commands for --help or nothing, and refuses unknown commands and options", async () => {
    expect(await shell("--help")).toBe(HELP);
    expect(HELP).toContain("orders ship <number> --carrier DHL --tracking");
    // A command's --help is that command's usage; a group's, the group's commands.
    const coupon = await shell("coupons create --help");
    expect(coupon).toBe(
      [
        "Usage: npm run shop -- <command> [options]",
        '  coupons create <code> (--percent 10 | --amount 5.00) [--label "10% off"] [--from 2026-12-01]',
        "                 [--to 2026-12-31] [--uses 100] [--per-customer 1] [--min-subtotal 30.00]",
        "",
      ].join("\n"),
    );
    const orders = await shell("orders --help");
    expect(orders).toContain("orders refund <number>");
    expect(orders).not.toContain("coupons");
    await expect(shell("orders fly 1")).rejects.toThrow(UsageError);
    await expect(shell("orders list --colour red")).rejects.toThrow(UsageError);
    await expect(shell("orders show")).rejects.toThrow("Usage: npm run shop -- orders show <number>");
  });
});

describe("npm run shop", () => {
  const run = (args: string[], env: Record<string, string>) =>
    new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
      const child = spawn(process.execPath, ["--import", "tsx", "backend/owner/cli.ts", ...args], {
        env: { ...process.env, ...env },
      });
      let out = "";
      let err = "";
      child.stdout.on("data", (chunk) => (out += chunk));
      child.stderr.on("data", (chunk) => (err += chunk));
      child.on("close", (code) => resolve({ code, out, err }));
    });

  it("answers --help, and refuses to work on a folder without a shop's database (exit 1)", async () => {
    const empty = mkdtempSync(join(tmpdir(), "owner-cli-"));
    const [help, shipHelp, missing] = await Promise.all([
      run(["--help"], { DATA_DIR: empty }),
      run(["orders", "ship", "--help"], { DATA_DIR: empty }),
      run(["orders", "list"], { DATA_DIR: empty }),
    ]);
    expect(help).toMatchObject({ code: 0, out: HELP });
    expect(shipHelp.code).toBe(0);
    expect(shipHelp.out).toMatch(
      /^Usage: npm run shop -- <command> \[options\]\n {2}orders ship <number> --carrier DHL/,
    );
    expect(shipHelp.out).toContain("ship what is left; emails the shopper");
    expect(shipHelp.out).not.toContain("orders list");
    expect(missing.code).toBe(1);
    expect(missing.err).toContain(`No shop database in ${empty}`);
  }, 30_000);

  it("has the running shop hear what it changed, through the database, with nothing set up", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "owner-cli-"));
    const shop = backendOnDisk(dataDir, { takeQueuedInvalidations: true });
    const heard: string[] = [];
    shop.cacheTags.subscribe((tags) => heard.push(...tags));
    try {
      const { id } = shop.db.prepare("SELECT id FROM products WHERE sku = 'PW-CREAPURE'").get() as { id: number };
      const answer = await run(["prices", "set", "PW-CREAPURE", "17.49", "--currency", "GBP"], { DATA_DIR: dataDir });
      expect(answer).toMatchObject({ code: 0, out: "PW-CREAPURE: 17.49 GBP.\n" });
      await expect.poll(() => heard, { timeout: 3_000 }).toContain(`cat_p_${id}`);
      // Taken once: the queue is empty again.
      expect(shop.db.prepare("SELECT COUNT(*) FROM cache_invalidation_queue").pluck().get()).toBe(0);
    } finally {
      shop.close();
    }
  }, 30_000);

  it("has the running shop's delivery timer count a holiday added beside it", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "owner-cli-"));
    const shop = backendOnDisk(dataDir, { takeQueuedInvalidations: true });
    const holidays = async () =>
      (await gql(shop, `{ storeConfig { delivery_timer { holidays } } }`, {}, { Store: "de" })).storeConfig
        .delivery_timer.holidays as string[];
    try {
      // The shop has read its settings and keeps them.
      expect(await holidays()).not.toContain("2099-12-28");
      const answer = await run(["holidays", "add", "2099-12-28"], { DATA_DIR: dataDir });
      expect(answer).toMatchObject({ code: 0 });
      expect(answer.out).toContain("Added 2099-12-28 to the holidays of every store.");
      await expect.poll(holidays, { timeout: 3_000 }).toContain("2099-12-28");
    } finally {
      shop.close();
    }
  }, 30_000);
});
