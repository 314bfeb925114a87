// A refund as the shopper's order page reads it (CustomerOrder.credit_memos, Magento's CreditMemo):
// what was paid back, to the penny what the invoices took, on which day (the extension's
// created_at), and which items; a stock Magento's schema answers the same without the day. Shops
// that refunded before credit memos were kept get theirs from migration 56.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { migrate } from "../db/migrations.js";
import { ELECTROLYTES, STARTER_BUNDLE } from "../seed/fixtures.js";
import { DEMO_CUSTOMER } from "../seed/fixtures-customers.js";
import { REFUNDED_ORDER, TWO_CARRIER_ORDER } from "../seed/fixtures-sales.js";
import { baseDatabase } from "../../tests/setup/base-database.js";
import { gql, newBackend } from "../../tests/support/backend-helpers.js";
import { creditMemosMigration } from "./credit-memos-schema.js";
import { createSalesRepository } from "./repository.js";

const SIGN_IN = `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`;

const ORDER = `query($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items {
  number status
  total { grand_total { value currency } }
  invoices { total { grand_total { value } } }
  credit_memos {
    number created_at
    total {
      grand_total { value currency } base_grand_total { value currency } subtotal { value } total_shipping { value }
      total_tax { value } adjustment { value } discounts { label amount { value } }
    }
    items { __typename product_sku product_name quantity_refunded product_sale_price { value currency } }
  }
} } } }`;

async function orderOf(backend: EmbeddedBackend, number: string, query = ORDER) {
  const token = (await gql(backend, SIGN_IN, { e: DEMO_CUSTOMER.email, p: DEMO_CUSTOMER.password }))
    .generateCustomerToken.token;
  return (await gql(backend, query, { n: number }, { Authorization: `Bearer ${token}` })).customer.orders.items[0];
}

const sum = (values: number[]) => values.reduce((total, value) => total + Math.round(value * 100), 0) / 100;

describe("CustomerOrder.credit_memos", () => {
  let backend: EmbeddedBackend;
  beforeAll(() => {
    backend = newBackend();
  });
  afterAll(() => backend.close());

  it("answers a refunded order's credit memo: the amount the invoice took, the day, the items", async () => {
    const order = await orderOf(backend, REFUNDED_ORDER.number);
    expect(order.status).toBe("Closed");
    expect(order.credit_memos).toEqual([
      {
        number: REFUNDED_ORDER.creditMemo,
        created_at: REFUNDED_ORDER.refundedAt,
        total: {
          grand_total: { value: REFUNDED_ORDER.grandTotal, currency: "GBP" },
          base_grand_total: { value: REFUNDED_ORDER.grandTotal, currency: "GBP" },
          subtotal: { value: 15.98 },
          total_shipping: { value: 3.99 },
          total_tax: { value: 3.33 },
          adjustment: { value: 0 },
          discounts: [],
        },
        items: [
          {
            __typename: "CreditMemoItem",
            product_sku: "PW-D3",
            product_name: "Vitamin D3",
            quantity_refunded: 2,
            product_sale_price: { value: 7.99, currency: "GBP" },
          },
        ],
      },
    ]);
    // Money exact: what came back is what was paid, and what the order cost.
    expect(order.invoices.map((i: any) => i.total.grand_total.value)).toEqual([REFUNDED_ORDER.grandTotal]);
    expect(order.total.grand_total.value).toBe(REFUNDED_ORDER.grandTotal);
  });

  it("answers none for an order never refunded", async () => {
    expect((await orderOf(backend, TWO_CARRIER_ORDER.number)).credit_memos).toEqual([]);
  });

  it("pays back, to the penny, what the invoices of an order with a coupon, a bundle and two shipments took", async () => {
    const local = newBackend();
    try {
      const sales = createSalesRepository(local.db);
      const row = sales.orderByNumber("default", TWO_CARRIER_ORDER.number)!;
      const memo = sales.refund(row.id, "2026-03-02 09:30:00");
      const order = await orderOf(local, TWO_CARRIER_ORDER.number);
      expect(order.status).toBe("Closed");
      const [answered] = order.credit_memos;
      expect(answered.created_at).toBe("2026-03-02 09:30:00");
      expect(answered.total.grand_total).toEqual({ value: TWO_CARRIER_ORDER.grandTotal, currency: "GBP" });
      expect(answered.total.grand_total.value).toBe(
        sum(order.invoices.map((i: any) => i.total.grand_total.value as number)),
      );
      expect(answered.total.grand_total.value).toBe(order.total.grand_total.value);
      expect(memo.grand_total).toBe(TWO_CARRIER_ORDER.grandTotal);
      expect(answered.total.discounts).toEqual([
        { label: `Discount (${TWO_CARRIER_ORDER.coupon})`, amount: { value: TWO_CARRIER_ORDER.discount } },
      ]);
      // The bundle is one line (its selections are in it), as on the invoice.
      expect(answered.items.map((i: any) => [i.__typename, i.product_sku, i.quantity_refunded])).toEqual([
        ["BundleCreditMemoItem", STARTER_BUNDLE.sku, 1],
        ["CreditMemoItem", ELECTROLYTES.sku, 2],
      ]);
    } finally {
      local.close();
    }
  });

  it("answers on a stock Magento's schema too, without the day it does not have", async () => {
    const core = newBackend({ schema: "magento-core" });
    try {
      const order = await orderOf(
        core,
        REFUNDED_ORDER.number,
        `query($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items {
          credit_memos { number total { grand_total { value currency } } items { product_sku quantity_refunded } }
        } } } }`,
      );
      expect(order.credit_memos).toEqual([
        {
          number: REFUNDED_ORDER.creditMemo,
          total: { grand_total: { value: REFUNDED_ORDER.grandTotal, currency: "GBP" } },
          items: [{ product_sku: "PW-D3", quantity_refunded: 2 }],
        },
      ]);
      const dated = await core.execute(`{ customer { orders { items { credit_memos { created_at } } } } }`);
      expect(dated.errors?.[0].message).toMatch(/Cannot query field "created_at" on type "CreditMemo"/);
    } finally {
      core.close();
    }
  });
});

describe("migration 56", () => {
  /** A shop at version 55: refunds marked the items and closed the order, and kept no credit memo. */
  function shopBeforeCreditMemos() {
    const db = baseDatabase();
    db.exec("DROP TABLE credit_memo_items; DROP TABLE credit_memos;");
    db.pragma("user_version = 55");
    return db;
  }
  const memosOf = (db: ReturnType<typeof baseDatabase>) =>
    db
      .prepare(
        `SELECT o.increment_id AS orderNumber, c.increment_id AS number, c.grand_total, c.created_at,
           (SELECT SUM(qty) FROM credit_memo_items WHERE credit_memo_id = c.id) AS qty
         FROM credit_memos c JOIN orders o ON o.id = c.order_id ORDER BY c.id`,
      )
      .all();

  it("gives an order refunded before it its credit memo, of what its invoices took; undated without a refund email", () => {
    const db = shopBeforeCreditMemos();
    try {
      migrate(db);
      expect(memosOf(db)).toEqual([
        { orderNumber: REFUNDED_ORDER.number, number: "000000001", grand_total: 19.97, created_at: null, qty: 2 },
      ]);
      // Again: nothing new.
      creditMemosMigration(db);
      expect(memosOf(db)).toHaveLength(1);
    } finally {
      db.close();
    }
  });

  it("dates it by the refund email the shopper was sent", () => {
    const db = shopBeforeCreditMemos();
    try {
      db.prepare(
        `INSERT INTO mail_outbox (recipient, store_code, kind, subject, body_text, created_at)
         VALUES (?, 'default', 'refund', ?, 'We have refunded £19.97', '2025-02-05 08:15:00')`,
      ).run(DEMO_CUSTOMER.email.toUpperCase(), `Peak Whey: refund for order ${REFUNDED_ORDER.number}`);
      migrate(db);
      expect(memosOf(db)).toEqual([
        expect.objectContaining({ orderNumber: REFUNDED_ORDER.number, created_at: "2025-02-05 08:15:00" }),
      ]);
    } finally {
      db.close();
    }
  });
});
