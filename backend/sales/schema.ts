// Migration 10: the amounts an invoice carries, and the demo customers' orders
// with their invoices and shipments, written through the repository checkout uses (ADR 0025).
// Deterministic: fixed numbers, dates (2025) and tokens; backend/seed/fixtures-sales.ts names what
// tests rely on.
import type { Database } from "better-sqlite3";
import { CREATINE, ELECTROLYTES, STARTER_BUNDLE, WHEY } from "../seed/fixtures.js";
import { DEMO_CUSTOMER, OTHER_CUSTOMER } from "../seed/fixtures-customers.js";
import { createCreditMemoTables } from "./credit-memos-schema.js";
import { createSalesRepository, type NewOrder, type NewOrderItem, type OrderAddressData } from "./repository.js";

export function salesMigration(db: Database): void {
  // Magento's invoice totals: the first invoice carries the delivery, each its share of the discount.
  db.exec(`
    ALTER TABLE invoices ADD COLUMN subtotal REAL NOT NULL DEFAULT 0;
    ALTER TABLE invoices ADD COLUMN shipping_amount REAL NOT NULL DEFAULT 0;
    ALTER TABLE invoices ADD COLUMN discount_amount REAL NOT NULL DEFAULT 0;
    ALTER TABLE invoices ADD COLUMN tax_amount REAL NOT NULL DEFAULT 0;
    CREATE INDEX IF NOT EXISTS orders_customer ON orders(customer_id, created_at);
    CREATE INDEX IF NOT EXISTS invoices_order ON invoices(order_id);
    CREATE INDEX IF NOT EXISTS shipments_order ON shipments(order_id);
  `);
  const seeded = (db.prepare("SELECT COUNT(*) AS n FROM store_views").get() as { n: number }).n > 0;
  if (seeded) seedSales(db);
}

const UK_ADDRESS: OrderAddressData = {
  firstname: DEMO_CUSTOMER.firstname,
  lastname: DEMO_CUSTOMER.lastname,
  street: ["12 Market Street"],
  city: "Manchester",
  postcode: "M1 1AE",
  country_code: "GB",
  telephone: "+447700900123",
};
const GIFT_ADDRESS: OrderAddressData = {
  firstname: "Jordan",
  lastname: "Demo",
  street: ["4 Riverside Court", "Flat 2"],
  city: "Leeds",
  postcode: "LS1 4DY",
  country_code: "GB",
  telephone: "+447700900456",
};
const IE_ADDRESS: OrderAddressData = {
  firstname: DEMO_CUSTOMER.firstname,
  lastname: DEMO_CUSTOMER.lastname,
  street: ["21 Baggot Street Lower"],
  city: "Dublin",
  postcode: "D02 X658",
  country_code: "IE",
  telephone: "+353851234567",
};
const OTHER_ADDRESS: OrderAddressData = {
  firstname: OTHER_CUSTOMER.firstname,
  lastname: OTHER_CUSTOMER.lastname,
  street: ["8 Queen Street"],
  city: "Bristol",
  postcode: "BS1 4DJ",
  country_code: "GB",
};

const ROYAL_MAIL = "Royal Mail - Tracked 48";
const DPD = "DPD - Next day";

const whey = (flavour: string, code: string, size: string, price: number, qty: number): NewOrderItem => ({
  sku: `${WHEY.sku}-${code}-${size.replace(" ", "").toUpperCase()}`,
  name: WHEY.name,
  product_type: "configurable",
  price,
  qty,
  options: [
    { label: "Flavour", value: flavour },
    { label: "Size", value: size },
  ],
});
const simple = (sku: string, name: string, price: number, qty: number): NewOrderItem => ({
  sku,
  name,
  product_type: "simple",
  price,
  qty,
});
const selection = (option: string, sku: string, name: string): NewOrderItem => ({
  sku,
  name,
  product_type: "simple",
  price: 0,
  qty: 1,
  options: [{ label: option, value: name }],
});

/** Called by seed() for a new database, and by migration 10 for one seeded before it. */
export function seedSales(db: Database): void {
  const customerId = (email: string) =>
    (db.prepare("SELECT id FROM customers WHERE email = ?").get(email) as { id: number } | undefined)?.id;
  const demo = customerId(DEMO_CUSTOMER.email);
  const other = customerId(OTHER_CUSTOMER.email);
  if (demo === undefined || other === undefined) return;
  if (db.prepare("SELECT 1 FROM orders LIMIT 1").get()) return;
  // Seeding a database older than migration 56 (from migration 10): the refund below writes its credit memo.
  createCreditMemoTables(db);

  const sales = createSalesRepository(db);
  const base = {
    store_code: "default",
    customer_id: demo,
    email: DEMO_CUSTOMER.email,
    currency: "GBP",
    vat_rate: 0.2,
    payment_method: "braintree",
    shipping_method: ROYAL_MAIL,
    shipping_address: UK_ADDRESS,
    billing_address: UK_ADDRESS,
  } satisfies Partial<NewOrder>;
  let n = 0;
  const place = (order: Partial<NewOrder> & Pick<NewOrder, "items" | "created_at" | "shipping_amount">) =>
    sales.createOrder({ ...base, ...order, increment_id: undefined, token: `seed-order-${++n}` });
  const at = (date: string, hour = 10) => `${date} ${String(hour).padStart(2, "0")}:00:00`;
  const rm = (number: string) => ({ carrier: "royalmail", number });
  const dpd = (number: string) => ({ carrier: "dpd", number });

  // 000000001: complete, a configurable and a simple item, points gathered.
  let o = place({
    created_at: at("2025-01-18"),
    shipping_amount: 0,
    points_gathered: 49,
    items: [whey("Chocolate Smooth", "CHOC", "1 kg", 19.99, 2), simple(CREATINE.sku, CREATINE.name, 9.99, 1)],
  });
  sales.invoice(o, at("2025-01-18", 11));
  sales.ship(o, at("2025-01-19", 9), rm("RM100200300GB"));

  // 000000002: closed, invoiced then refunded the next day, before it was shipped.
  o = place({
    created_at: at("2025-02-03"),
    shipping_amount: 3.99,
    payment_method: "paypal_express",
    items: [simple("PW-D3", "Vitamin D3", 7.99, 2)],
  });
  sales.invoice(o, at("2025-02-03", 11));
  sales.refund(o, at("2025-02-04", 15));

  // 000000003: complete in two shipments by two carriers; a bundle; 10% off with a coupon; points.
  o = place({
    created_at: at("2025-02-20"),
    shipping_amount: 0,
    discount_amount: 5.4,
    coupon_code: "SAVE10",
    points_gathered: 48,
    shipping_method: DPD,
    items: [
      {
        sku: STARTER_BUNDLE.sku,
        name: STARTER_BUNDLE.name,
        product_type: "bundle",
        price: 39.99,
        qty: 1,
        children: [
          selection("Choose your protein", "PW-WHEY-CHOC-1KG", "Impact Whey Protein Chocolate Smooth 1 kg"),
          selection("Creatine", CREATINE.sku, CREATINE.name),
        ],
      },
      simple(ELECTROLYTES.sku, ELECTROLYTES.name, 6.99, 2),
    ],
  });
  {
    const items = sales.itemsOf(o);
    const electrolytes = items.find((i) => i.sku === ELECTROLYTES.sku)!;
    sales.invoice(o, at("2025-02-20", 11));
    const bundleLines = items
      .filter((i) => i.id !== electrolytes.id)
      .map((i) => ({ orderItemId: i.id, qty: i.qty_ordered }));
    sales.ship(o, at("2025-02-21", 9), dpd("15501234567890"), bundleLines);
    sales.ship(o, at("2025-02-22", 9), rm("RM556677889GB"), [{ orderItemId: electrolytes.id, qty: 2 }]);
  }

  // 000000004: canceled before anything was invoiced.
  o = place({
    created_at: at("2025-03-10"),
    shipping_amount: 3.99,
    items: [simple(ELECTROLYTES.sku, ELECTROLYTES.name, 6.99, 3)],
  });
  sales.cancel(o);

  // 000000005: complete, by DPD.
  o = place({
    created_at: at("2025-04-02"),
    shipping_amount: 3.99,
    shipping_method: DPD,
    points_gathered: 39,
    items: [whey("Vanilla", "VAN", "2.5 kg", 39.99, 1)],
  });
  sales.invoice(o, at("2025-04-02", 11));
  sales.ship(o, at("2025-04-03", 9), dpd("15501234567111"));

  // 000000006: on hold (payment review), nothing invoiced; delivered to another address.
  o = place({
    created_at: at("2025-05-14"),
    shipping_amount: 3.99,
    shipping_address: GIFT_ADDRESS,
    items: [simple("PW-OMEGA3", "Omega-3 Fish Oil", 12.99, 1)],
  });
  sales.hold(o);

  // 000000007: complete.
  o = place({
    created_at: at("2025-06-01"),
    shipping_amount: 3.99,
    payment_method: "paypal_express",
    items: [simple("PW-MULTI", "Daily Multivitamin", 8.99, 2)],
  });
  sales.invoice(o, at("2025-06-01", 11));
  sales.ship(o, at("2025-06-02", 9), rm("RM200300400GB"));

  // 000000008: the `ie` store view, in euros.
  o = place({
    store_code: "ie",
    currency: "EUR",
    vat_rate: 0.23,
    created_at: at("2025-06-20"),
    shipping_amount: 3.99,
    shipping_method: DPD,
    shipping_address: IE_ADDRESS,
    billing_address: IE_ADDRESS,
    points_gathered: 34,
    items: [whey("Chocolate Smooth", "CHOC", "1 kg", 22.99, 1), simple(CREATINE.sku, CREATINE.name, 11.99, 1)],
  });
  sales.invoice(o, at("2025-06-20", 11));
  sales.ship(o, at("2025-06-21", 9), dpd("15501234567222"));

  // 000000009: complete.
  o = place({
    created_at: at("2025-07-08"),
    shipping_amount: 3.99,
    items: [simple(CREATINE.sku, CREATINE.name, 9.99, 2)],
  });
  sales.invoice(o, at("2025-07-08", 11));
  sales.ship(o, at("2025-07-09", 9), rm("RM300400500GB"));

  // 000000010: complete, free delivery, points.
  o = place({
    created_at: at("2025-08-15"),
    shipping_amount: 0,
    shipping_method: DPD,
    points_gathered: 69,
    items: [whey("Salted Caramel", "SALT", "5 kg", 69.99, 1)],
  });
  sales.invoice(o, at("2025-08-15", 11));
  sales.ship(o, at("2025-08-16", 9), dpd("15501234567333"));

  // 000000011: complete, a second bundle.
  o = place({
    created_at: at("2025-09-22"),
    shipping_amount: 3.99,
    items: [
      {
        sku: "PW-BUNDLE-VEGAN",
        name: "Vegan Starter Bundle",
        product_type: "bundle",
        price: 34.99,
        qty: 1,
        children: [selection("Choose your protein", "PW-VEGAN-CHOC-1KG", "Vegan Protein Blend Chocolate 1 kg")],
      },
    ],
  });
  sales.invoice(o, at("2025-09-22", 11));
  sales.ship(o, at("2025-09-23", 9), rm("RM400500600GB"));

  // 000000012: processing: invoiced, the wheys shipped, the omega 3 not yet.
  o = place({
    created_at: at("2025-10-30"),
    shipping_amount: 0,
    points_gathered: 52,
    items: [whey("Salted Caramel", "SALT", "1 kg", 19.99, 2), simple("PW-OMEGA3", "Omega-3 Fish Oil", 12.99, 1)],
  });
  {
    const wheyItem = sales.itemsOf(o).find((i) => i.sku === "PW-WHEY-SALT-1KG")!;
    sales.invoice(o, at("2025-10-30", 11));
    sales.ship(o, at("2025-10-31", 9), rm("RM482913746GB"), [{ orderItemId: wheyItem.id, qty: 2 }]);
  }

  // 000000013: pending, nothing invoiced or shipped.
  place({
    created_at: at("2025-11-18"),
    shipping_amount: 3.99,
    items: [simple("PW-D3", "Vitamin D3", 7.99, 1), simple(CREATINE.sku, CREATINE.name, 9.99, 1)],
  });

  // 000000014: the other customer's order (ownership tests).
  o = place({
    customer_id: other,
    email: OTHER_CUSTOMER.email,
    created_at: at("2025-05-05"),
    shipping_amount: 3.99,
    shipping_address: OTHER_ADDRESS,
    billing_address: OTHER_ADDRESS,
    items: [simple(CREATINE.sku, CREATINE.name, 9.99, 1)],
  });
  sales.invoice(o, at("2025-05-05", 11));
  sales.ship(o, at("2025-05-06", 9), rm("RM900800700GB"));
}
