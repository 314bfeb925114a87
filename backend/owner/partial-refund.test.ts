// The owner refunds part of an order (`orders refund <number> --item SKU:qty --shipping 4.99|all`):
// a credit memo of the chosen units and shipping, with their share of the discount and the VAT they
// hold; refunds made a part at a time add up to the penny to one refund of everything, and the
// order stays processing or complete until the last of what was paid is refunded.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { DEMO_CUSTOMER } from "../seed/fixtures-customers.js";
import { gql, newBackend, placeCustomerOrder } from "../../tests/support/backend-helpers.js";
import { helpFor, runCommand } from "./cli.js";
import { createOwnerService, OwnerInputError, type OwnerService } from "./service.js";

let backend: EmbeddedBackend;
let owner: OwnerService;

beforeEach(() => {
  backend = newBackend();
  owner = createOwnerService(backend.db, backend.services, backend.sharedState.rateLimitStore);
});
afterEach(() => backend.close());

const shell = (line: string) => runCommand(owner, line.split(" "), { dataDir: "test" });

async function bearer() {
  const d = await gql(
    backend,
    `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`,
    { e: DEMO_CUSTOMER.email, p: DEMO_CUSTOMER.password },
  );
  return { Authorization: `Bearer ${d.generateCustomerToken.token}` };
}

/**
 * The demo shopper's order of `items` by express delivery (which always costs), with `coupon`,
 * paid by bank transfer; the owner invoices it: money in, processing.
 */
async function invoicedOrder(
  items: Array<{ sku: string; quantity: number }>,
  coupon?: string,
  points = 0,
): Promise<string> {
  const number = await placeCustomerOrder(backend, await bearer(), {
    items,
    coupon,
    points,
    shippingMethod: "express_express",
  });
  await shell(`orders invoice ${number}`);
  return number;
}

/** The shopper's order page: its status, totals, items and refunds (credit memos). */
async function orderPage(number: string) {
  const d = await gql(
    backend,
    `query($n: String) { customer { orders(filter: { number: { eq: $n } }) { items {
      status
      total { grand_total { value } total_shipping { value } discounts { amount { value } } }
      items { product_sku quantity_invoiced quantity_refunded }
      credit_memos {
        number
        total { grand_total { value } base_grand_total { value currency } subtotal { value } total_shipping { value }
          total_tax { value } discounts { amount { value } } }
        items { product_sku quantity_refunded }
      }
    } } } }`,
    { n: number },
    await bearer(),
  );
  return d.customer.orders.items[0];
}

type Memo = Awaited<ReturnType<typeof orderPage>>["credit_memos"][number];

/** A credit memo's amounts, as plain numbers. */
const amounts = (memo: Memo) => ({
  subtotal: memo.total.subtotal.value as number,
  shipping: memo.total.total_shipping.value as number,
  discount: (memo.total.discounts[0]?.amount.value ?? 0) as number,
  tax: memo.total.total_tax.value as number,
  grand: memo.total.grand_total.value as number,
});

/** Sums in pence, as money adds up. */
const summed = (memos: Memo[]) =>
  memos.map(amounts).reduce(
    (sum, a) => ({
      subtotal: (Math.round(sum.subtotal * 100) + Math.round(a.subtotal * 100)) / 100,
      shipping: (Math.round(sum.shipping * 100) + Math.round(a.shipping * 100)) / 100,
      discount: (Math.round(sum.discount * 100) + Math.round(a.discount * 100)) / 100,
      tax: (Math.round(sum.tax * 100) + Math.round(a.tax * 100)) / 100,
      grand: (Math.round(sum.grand * 100) + Math.round(a.grand * 100)) / 100,
    }),
    { subtotal: 0, shipping: 0, discount: 0, tax: 0, grand: 0 },
  );

const refundMails = () =>
  backend.db.prepare("SELECT body_text FROM mail_outbox WHERE kind = 'refund' ORDER BY id").pluck().all() as string[];

describe("a partial refund", () => {
  it("refunds one unit of three with its share of the coupon and VAT; the rest later adds up to one full refund", async () => {
    await shell("coupons create TENOFF --percent 10");
    const partly = await invoicedOrder([{ sku: "PW-CREAPURE", quantity: 3 }], "TENOFF");
    const whole = await invoicedOrder([{ sku: "PW-CREAPURE", quantity: 3 }], "TENOFF");
    const placed = await orderPage(partly);
    // 3 × £19.99 = £59.97, 10% off: £6.00 (rounded from £5.997), so the units' shares need rounding.
    expect(placed.total.discounts[0].amount.value).toBe(6);
    const shipping = placed.total.total_shipping.value as number;
    expect(shipping).toBeGreaterThan(0);

    expect(await shell(`orders refund ${partly} --item PW-CREAPURE:1`)).toMatch(
      new RegExp(
        `^Refunded £17\\.99 for order ${partly} \\(credit memo \\d{9}: 1 × PW-CREAPURE\\): it is now processing\\. The shopper was emailed\\.$`,
      ),
    );
    const first = await orderPage(partly);
    expect(first.status).toBe("Processing");
    expect(first.items).toEqual([{ product_sku: "PW-CREAPURE", quantity_invoiced: 3, quantity_refunded: 1 }]);
    // £19.99 less a third of £6.00; the VAT at 20% the £17.99 holds; no shipping unless asked.
    expect(amounts(first.credit_memos[0])).toEqual({ subtotal: 19.99, shipping: 0, discount: 2, tax: 3, grand: 17.99 });
    expect(first.credit_memos[0].items).toEqual([{ product_sku: "PW-CREAPURE", quantity_refunded: 1 }]);
    expect(first.credit_memos[0].total.base_grand_total).toEqual({ value: 17.99, currency: "GBP" });

    expect(await shell(`orders refund ${partly} --item PW-CREAPURE:2 --shipping all`)).toContain("it is now closed.");
    const done = await orderPage(partly);
    expect(done.status).toBe("Closed");
    expect(done.items[0].quantity_refunded).toBe(3);

    await shell(`orders refund ${whole}`);
    const once = await orderPage(whole);
    expect(once.credit_memos).toHaveLength(1);
    expect(summed(done.credit_memos)).toEqual(amounts(once.credit_memos[0]));
    expect(amounts(once.credit_memos[0])).toMatchObject({ subtotal: 59.97, discount: 6, shipping });
  });

  it("refunds the shipping only, or part of it, and the refund that takes the rest closes the order", async () => {
    const number = await invoicedOrder([{ sku: "PW-CREAPURE", quantity: 1 }]);
    const shipping = (await orderPage(number)).total.total_shipping.value as number;
    await shell(`orders refund ${number} --shipping 1.00`);
    await shell(`orders refund ${number} --shipping all`);
    let page = await orderPage(number);
    expect(page.status).toBe("Processing");
    expect(page.credit_memos.map((m: Memo) => amounts(m).shipping)).toEqual([
      1,
      Math.round((shipping - 1) * 100) / 100,
    ]);
    expect(page.credit_memos.map((m: Memo) => m.items)).toEqual([[], []]);
    await shell(`orders refund ${number}`);
    page = await orderPage(number);
    expect(page.status).toBe("Closed");
    expect(amounts(page.credit_memos[2])).toMatchObject({ subtotal: 19.99, shipping: 0, grand: 19.99 });
  });

  it("keeps a complete order complete, and a shipment leaves out the units already refunded", async () => {
    const shipped = await invoicedOrder([{ sku: "PW-CREAPURE", quantity: 2 }]);
    await shell(`orders ship ${shipped} --carrier DHL --tracking 00340434161234567890`);
    await shell(`orders refund ${shipped} --item PW-CREAPURE:1`);
    expect((await orderPage(shipped)).status).toBe("Complete");

    const unshipped = await invoicedOrder([{ sku: "PW-CREAPURE", quantity: 2 }]);
    await shell(`orders refund ${unshipped} --item PW-CREAPURE:1`);
    expect(await shell(`orders ship ${unshipped} --carrier DHL --tracking 00340434161234567891`)).toContain(
      "it is now complete.",
    );
    const mail = backend.db
      .prepare("SELECT body_text FROM mail_outbox WHERE kind = 'shipment' ORDER BY id DESC LIMIT 1")
      .pluck()
      .get() as string;
    expect(mail).toContain("\n1 × Creapure Creatine 500g\n");
  });

  it("emails the items and quantities refunded, the shipping and the amount, and where the money goes", async () => {
    const number = await invoicedOrder([
      { sku: "PW-CREAPURE", quantity: 2 },
      { sku: "PW-CREA-250", quantity: 1 },
    ]);
    await shell(`orders refund ${number} --item PW-CREAPURE:1 --shipping 2.50`);
    const [mail] = refundMails();
    expect(mail).toContain(`We have refunded £22.49 for your order ${number}.`);
    expect(mail).toContain("\nRefunded by bank transfer to the account you paid from.\n");
    expect(mail).toContain("\n1 × Creapure Creatine 500g\nDelivery: £2.50\n");
    expect(mail).not.toContain("Creatine Monohydrate");
  });

  it("refuses a SKU not on the order, too many units, too much shipping, nothing at all, or an order not invoiced, and changes nothing", async () => {
    const number = await invoicedOrder([{ sku: "PW-CREAPURE", quantity: 2 }]);
    const shipping = (await orderPage(number)).total.total_shipping.value as number;
    await shell(`orders refund ${number} --item PW-CREAPURE:1`);
    const before = await orderPage(number);
    await expect(shell(`orders refund ${number} --item PW-NOPE:1`)).rejects.toThrow(
      new OwnerInputError(`Order ${number} has no item PW-NOPE.`),
    );
    await expect(shell(`orders refund ${number} --item PW-CREAPURE:2`)).rejects.toThrow(
      new OwnerInputError(`Order ${number}: 2 × PW-CREAPURE is more than can be refunded: 1 (invoiced 2, refunded 1).`),
    );
    await expect(shell(`orders refund ${number} --item PW-CREAPURE`)).rejects.toThrow(
      "--item PW-CREAPURE: a SKU and a quantity, such as PW-CREA-250:1.",
    );
    await expect(shell(`orders refund ${number} --item PW-CREAPURE:0`)).rejects.toThrow(
      `--item PW-CREAPURE:0: refund at least 1.`,
    );
    await expect(shell(`orders refund ${number} --shipping ${(shipping + 0.01).toFixed(2)}`)).rejects.toThrow(
      new OwnerInputError(
        `--shipping ${(shipping + 0.01).toFixed(2)}: more than the shipping left to refund on order ${number} (${shipping.toFixed(2)}).`,
      ),
    );
    await expect(shell(`orders refund ${number} --shipping 0`)).rejects.toThrow(
      new OwnerInputError(`Order ${number} has nothing left to refund.`),
    );
    await expect(shell(`orders refund ${number} --shipping lots`)).rejects.toThrow(/^--shipping: an amount such as/);
    expect(await orderPage(number)).toEqual(before);
    expect(refundMails()).toHaveLength(1);

    await expect(shell(`orders refund 000000013 --item PW-CREAPURE:1`)).rejects.toThrow(/has no invoice/);
  });

  it("takes back the share of the order's reward points its goods earned, and the rest with the last refund", async () => {
    await shell("coupons create TENOFF --percent 10");
    const number = await invoicedOrder([{ sku: "PW-CREAPURE", quantity: 3 }], "TENOFF");
    const points = async () =>
      (
        await gql(
          backend,
          `query($n: String) { customer { reward_points { balance { points } }
            orders(filter: { number: { eq: $n } }) { items { rewardpoints_gathered rewardpoints_canceled } } } }`,
          { n: number },
          await bearer(),
        )
      ).customer;
    const before = await points();
    // £59.97 less £6.00 off: 53 points, one a pound paid for the goods.
    expect(before.orders.items[0]).toEqual({ rewardpoints_gathered: 53, rewardpoints_canceled: 0 });
    await shell(`orders refund ${number} --item PW-CREAPURE:1 --shipping all`);
    // £17.99 of the £53.97 paid for goods came back (shipping earned no points): 17 of 53 points.
    const part = await points();
    expect(part.orders.items[0].rewardpoints_canceled).toBe(17);
    expect(part.reward_points.balance.points).toBe(before.reward_points.balance.points - 17);
    await shell(`orders refund ${number} --item PW-CREAPURE:2`);
    const all = await points();
    expect(all.orders.items[0].rewardpoints_canceled).toBe(53);
    expect(all.reward_points.balance.points).toBe(before.reward_points.balance.points - 53);
  });

  it("gives back the points spent on the order a share at a time, all of them once it is refunded in full", async () => {
    const balance = async () =>
      (await gql(backend, `{ customer { reward_points { balance { points } } } }`, {}, await bearer())).customer
        .reward_points.balance.points as number;
    const before = await balance();
    const number = await invoicedOrder([{ sku: "PW-CREAPURE", quantity: 3 }], undefined, 100);
    const placed = await balance();
    await shell(`orders refund ${number} --item PW-CREAPURE:1`);
    const part = await balance();
    // Some of the 100 points came back and some of those gathered went: neither all nor none.
    expect(part).toBeGreaterThan(placed);
    expect(part).toBeLessThan(before);
    await shell(`orders refund ${number} --item PW-CREAPURE:2`);
    expect(await balance()).toBe(before);
  });

  it("is in the command's help", () => {
    const help = helpFor(["orders", "refund"]);
    expect(help).toContain("orders refund <number> [--item SKU:qty]... [--shipping 4.99|all]");
    expect(help).toMatch(/no shipping unless --shipping/);
  });
});
