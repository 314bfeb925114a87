// The home page's sections as the storefront asks for them: the week's deals (products whose price is
// lowered now: a special price within its dates or a running deal) and best sellers by goal (the
// `goal` attribute, units ordered most first, a variant's units counted for its product).
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GOAL_ATTRIBUTE_ID } from "./goals.js";
import { migrate, MIGRATIONS } from "../db/migrations.js";
import type { EmbeddedBackend } from "../index.js";
import { gql, newBackend } from "../../tests/support/backend-helpers.js";
import { baseDatabase } from "../../tests/setup/base-database.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
}, 60_000);
afterAll(() => backend.close());

const LIST = `query($filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput, $size: Int) {
  products(filter: $filter, sort: $sort, pageSize: $size) {
    total_count
    items { sku goal price_range { minimum_price { regular_price { value } final_price { value } } } }
    aggregations { attribute_code label options { label value count } }
  } }`;

async function list(variables: Record<string, unknown>, store = "default") {
  return (await gql(backend, LIST, variables, { Store: store })).products;
}

async function goals(store = "default"): Promise<Array<{ label: string; value: string; count: number }>> {
  const all = await list({ filter: { goal: { in: [] } }, size: 1 }, store);
  return all.aggregations.find((a: any) => a.attribute_code === "goal").options;
}

describe("best sellers by goal", () => {
  it("lists the four goals with their labels in the store's language", async () => {
    expect((await goals()).map((o) => o.label)).toEqual(["Build muscle", "Lose weight", "Endurance", "Recovery"]);
    expect((await goals("de")).map((o) => o.label)).toEqual(["Muskelaufbau", "Abnehmen", "Ausdauer", "Regeneration"]);
  });

  it("answers a goal's products, most units ordered first", async () => {
    const muscle = (await goals()).find((o) => o.label === "Build muscle")!.value;
    const r = await list({ filter: { goal: { eq: muscle } }, sort: { bestsellers: "DESC" }, size: 4 });
    expect(r.items.map((i: any) => i.sku)).toEqual(["PW-WHEY", "PW-CREA-250", "PW-ISO", "PW-BAR"]);
    for (const item of r.items) expect(item.goal.split(",")).toContain(muscle);
    // Accessories serve no goal.
    const all = await list({ filter: { goal: { eq: muscle } }, size: 100 });
    expect(all.items.map((i: any) => i.sku)).not.toContain("PW-SHAKER");
  });

  it("counts placed orders, a variant's units for its product", async () => {
    const db = backend.db;
    const gainerVariant = db
      .prepare(
        "SELECT c.id FROM product_relations r JOIN products c ON c.id = r.child_id JOIN products p ON p.id = r.parent_id WHERE p.sku = 'PW-GAINER' LIMIT 1",
      )
      .pluck()
      .get() as number;
    const orderId = db
      .prepare(
        `INSERT INTO orders (increment_id, store_code, customer_id, email, status, currency, subtotal, shipping_amount,
         discount_amount, tax_amount, grand_total, payment_method, shipping_address, billing_address, token, created_at)
         VALUES ('999000001', 'default', NULL, 'bulk@example.com', 'pending', 'GBP', 0, 0, 0, 0, 0, 'banktransfer', '{}', '{}', 'bulk-token', '2026-11-01 10:00:00')`,
      )
      .run().lastInsertRowid;
    db.prepare(
      `INSERT INTO order_items (order_id, product_id, sku, name, product_type, price, row_total, qty_ordered)
       VALUES (?, ?, 'variant', 'Mass Gainer', 'configurable', 34.99, 24493, 700)`,
    ).run(orderId, gainerVariant);
    const muscle = (await goals()).find((o) => o.label === "Build muscle")!.value;
    const r = await list({ filter: { goal: { eq: muscle } }, sort: { bestsellers: "DESC" }, size: 3 });
    // 240 seeded + 700 ordered: second only to whey's 950.
    expect(r.items.map((i: any) => i.sku)).toEqual(["PW-WHEY", "PW-GAINER", "PW-CREA-250"]);
  });
});

describe("the week's deals", () => {
  it("are the products priced below their regular price now", async () => {
    const r = await list({ filter: { on_sale: { eq: "1" } }, size: 100 });
    expect(r.total_count).toBeGreaterThan(2);
    for (const item of r.items) {
      const { regular_price, final_price } = item.price_range.minimum_price;
      expect(final_price.value, item.sku).toBeLessThan(regular_price.value);
    }
    const everything = await list({ filter: { price: { from: "0" } }, size: 100 });
    const lowered = everything.items.filter(
      (i: any) => i.price_range.minimum_price.final_price.value < i.price_range.minimum_price.regular_price.value,
    );
    expect(r.items.map((i: any) => i.sku).sort()).toEqual(lowered.map((i: any) => i.sku).sort());
  });

  it("leave out a special price whose dates have passed or not begun, as Magento does", async () => {
    const before = (await list({ filter: { on_sale: { eq: "1" } }, size: 100 })).items.map((i: any) => i.sku);
    const special = backend.db
      .prepare(
        "SELECT p.sku FROM product_prices pp JOIN products p ON p.id = pp.product_id WHERE pp.currency = 'GBP' AND pp.special_price < pp.price AND pp.deal_price IS NULL AND p.type_id = 'simple' LIMIT 2",
      )
      .pluck()
      .all() as string[];
    expect(special).toHaveLength(2);
    const [ended, future] = special;
    const set = backend.db.prepare(
      "UPDATE product_prices SET special_from_date = ?, special_to_date = ? WHERE product_id = (SELECT id FROM products WHERE sku = ?)",
    );
    set.run("2020-01-01", "2020-01-31", ended);
    set.run("2999-01-01", null, future);
    try {
      const after = (await list({ filter: { on_sale: { eq: "1" } }, size: 100 })).items.map((i: any) => i.sku);
      expect(before).toEqual(expect.arrayContaining([ended, future]));
      expect(after).not.toContain(ended);
      expect(after).not.toContain(future);
      const shelf = await list({ filter: { sku: { eq: ended } } });
      const { regular_price, final_price } = shelf.items[0].price_range.minimum_price;
      expect(final_price.value).toBe(regular_price.value);
    } finally {
      set.run(null, null, ended);
      set.run(null, null, future);
    }
  });
});

describe("the goals migration", () => {
  it("brings the goals and the best sellers to a database seeded before it", () => {
    const fresh = baseDatabase();
    const old = baseDatabase();
    const version = MIGRATIONS.findIndex((m) => typeof m === "function" && m.name === "goalsMigration");
    expect(version).toBeGreaterThan(0);
    old.exec(`
      DROP TABLE sales_bestsellers;
      DELETE FROM product_attribute_values WHERE attribute_id = ${GOAL_ATTRIBUTE_ID};
      DELETE FROM attribute_option_labels WHERE option_id IN (SELECT id FROM attribute_options WHERE attribute_id = ${GOAL_ATTRIBUTE_ID});
      DELETE FROM attribute_options WHERE attribute_id = ${GOAL_ATTRIBUTE_ID};
      DELETE FROM attribute_labels WHERE attribute_id = ${GOAL_ATTRIBUTE_ID};
      DELETE FROM attributes WHERE id = ${GOAL_ATTRIBUTE_ID};
    `);
    old.pragma(`user_version = ${version}`);
    migrate(old);
    const dump = (db: Database.Database) => ({
      goals: db
        .prepare(
          `SELECT p.sku, o.code FROM product_attribute_values v JOIN products p ON p.id = v.product_id
             JOIN attribute_options o ON o.id = v.option_id WHERE v.attribute_id = ? ORDER BY 1, 2`,
        )
        .all(GOAL_ATTRIBUTE_ID),
      labels: db.prepare("SELECT * FROM attribute_labels WHERE attribute_id = ? ORDER BY 2").all(GOAL_ATTRIBUTE_ID),
      units: db.prepare("SELECT * FROM sales_bestsellers ORDER BY 1").all(),
    });
    expect(dump(old)).toEqual(dump(fresh));
    expect(dump(old).goals.length).toBeGreaterThan(40);
    fresh.close();
    old.close();
  }, 60_000);
});
