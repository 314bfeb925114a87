// Cart price rules, coupons and VAT per destination, called as the GraphQL resolvers and checkout
// call them: through the services, on an in-memory database with the demo rules.
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CatalogReader } from "../catalog/repository.js";
import { migrate } from "../db/migrations.js";
import type { QuoteScope } from "../quote/service.js";
import type { CartTotals } from "../quote/totals.js";
import { CREATINE, WHEY } from "../seed/fixtures.js";
import { COUPONS } from "../seed/fixtures-coupons.js";
import { createShopServices } from "../create-services.js";
import type { ShopServices } from "../services.js";
import { ShopError } from "../shared/errors.js";
import { baseDatabase } from "../../tests/setup/base-database.js";

let db: Database.Database;
let services: ShopServices;
beforeAll(() => {
  db = baseDatabase();
  db.pragma("foreign_keys = ON");
  services = createShopServices(db, { mediaBaseUrl: "/media/" });
});
afterAll(() => db.close());

function scope(storeCode: string, currency?: string): QuoteScope {
  const store = services.stores.byCode(storeCode)!;
  const display = currency ?? store.default_display_currency;
  return {
    store,
    catalog: new CatalogReader(services.catalog, store),
    display: { currency: display, rate: services.stores.rate(store.base_currency, display) },
  };
}

const WHEY_1KG = { sku: WHEY.variantSku("VAN", "1KG"), parent_sku: WHEY.sku, quantity: 1 };

/** A cart with these products: 3 creatine (29.97) and a 1 kg whey (19.99) = 49.96 by default. */
function cartWith(s: QuoteScope, items = [{ sku: CREATINE.sku, quantity: 3 }, WHEY_1KG], customerId?: number) {
  const cart = services.quote.createGuestCart(s.store, null);
  services.quote.addProducts(s, cart.masked_id, items);
  // The cart then becomes a customer's (only its customer may load it from here on).
  if (customerId) db.prepare("UPDATE carts SET customer_id = ? WHERE id = ?").run(customerId, cart.id);
  return cart.masked_id;
}

/** A cart as its owner loads it: a customer's cart with its customer, a guest cart as a guest. */
function loadAsOwner(s: QuoteScope, cartId: string) {
  const owner = db.prepare("SELECT customer_id FROM carts WHERE masked_id = ?").pluck().get(cartId) as number | null;
  return services.quote.load(s.store, cartId, owner);
}

function totalsOf(s: QuoteScope, cartId: string, now = new Date()): CartTotals {
  const cart = loadAsOwner(s, cartId);
  const lines = services.quote.lines(s.catalog, cart);
  return services.totals({ ...s, cart, lines, customerId: cart.customer_id, now });
}

/** applyCouponToCart as its resolver does it. */
function apply(s: QuoteScope, cartId: string, code: string, now = new Date()) {
  const cart = loadAsOwner(s, cartId);
  const lines = services.quote.lines(s.catalog, cart);
  const { subtotalIncl } = totalsOf(s, cartId, now);
  services.salesRules.applyCoupon(cart, code, {
    ...s,
    subtotal: subtotalIncl,
    customerId: cart.customer_id,
    now,
    lineCount: lines.length,
  });
}

function refusalOf(fn: () => void): { message: string; kind: string } | null {
  try {
    fn();
    return null;
  } catch (e) {
    if (e instanceof ShopError) return { message: e.message, kind: e.kind };
    throw e;
  }
}

const lineDiscounts = (t: CartTotals) => t.lines.map((l) => l.discounts.map((d) => d.amount));
const tax = (t: CartTotals) => t.taxes.reduce((sum, x) => sum + x.amount, 0);

let customerSeq = 0;
function newCustomer(groupId = 1): number {
  customerSeq++;
  return Number(
    db
      .prepare(
        `INSERT INTO customers (website_id, email, password_hash, firstname, lastname, group_id, store_code, created_at, updated_at)
         VALUES (1, ?, 'x', 'Test', 'Shopper', ?, 'default', '2025-01-01', '2025-01-01')`,
      )
      .run(`shopper${customerSeq}@example.com`, groupId).lastInsertRowid,
  );
}

describe("rule actions", () => {
  it("takes a percentage off each line, labelled with the rule's store label", () => {
    const s = scope("default");
    const cartId = cartWith(s);
    apply(s, cartId, COUPONS.welcome.code);
    const t = totalsOf(s, cartId);
    // 10 % of 29.97 = 3.00 (rounded), of 19.99 = 2.00
    expect(lineDiscounts(t)).toEqual([[3], [2]]);
    expect(t.discounts).toEqual([{ label: "Welcome 10% off", amount: 5, ruleId: 1, couponCode: "WELCOME10" }]);
    expect(t.grandTotal).toBe(44.96);
    // the VAT is what the discounted amount contains: 44.96 x 0.2 / 1.2
    expect(tax(t)).toBe(7.49);
  });

  it("labels the discount in the store view's language", () => {
    const s = scope("de");
    const cartId = cartWith(s);
    apply(s, cartId, COUPONS.welcome.code);
    expect(totalsOf(s, cartId).discounts[0].label).toBe("Willkommen: 10 % Rabatt");
  });

  it("takes a fixed amount off each item, converted into the display currency", () => {
    const s = scope("default");
    const cartId = cartWith(s, [{ sku: CREATINE.sku, quantity: 3 }]);
    apply(s, cartId, COUPONS.twoOff.code);
    expect(lineDiscounts(totalsOf(s, cartId))).toEqual([[6]]);
    // £2 = €2.34 at the seed's rate 1.17, three tubs
    expect(lineDiscounts(totalsOf(scope("default", "EUR"), cartId))).toEqual([[7.02]]);
  });

  it("never takes more off a line than the line costs", () => {
    const s = scope("default");
    db.prepare("UPDATE sales_rules SET discount_amount = 50 WHERE id = 4").run();
    try {
      const cartId = cartWith(s, [{ sku: CREATINE.sku, quantity: 2 }]);
      apply(s, cartId, COUPONS.twoOff.code);
      const t = totalsOf(s, cartId);
      expect(lineDiscounts(t)).toEqual([[19.98]]);
      expect(t.grandTotal).toBe(0);
    } finally {
      db.prepare("UPDATE sales_rules SET discount_amount = 2 WHERE id = 4").run();
    }
  });

  it("spreads a cart amount over the lines by their share, to the penny", () => {
    const s = scope("default");
    const cartId = cartWith(s);
    apply(s, cartId, COUPONS.save5.code);
    const t = totalsOf(s, cartId);
    // 5 x 29.97 / 49.96 = 3.00, the rest 2.00 on the last line
    expect(lineDiscounts(t)).toEqual([[3], [2]]);
    expect(t.discounts.map((d) => d.amount)).toEqual([5]);
    expect(t.grandTotal).toBe(44.96);
  });

  it("makes delivery free without taking anything off the items", () => {
    const s = scope("default");
    const cartId = cartWith(s);
    apply(s, cartId, COUPONS.freeShip.code);
    const t = totalsOf(s, cartId);
    expect(t.freeShipping).toBe(true);
    expect(t.discounts).toEqual([]);
    expect(totalsOf(s, cartWith(s)).freeShipping).toBe(false);
  });

  it("runs automatic rules by priority and stops where a rule says so", () => {
    const s = scope("default");
    db.prepare(
      `INSERT INTO sales_rules (id, name, coupon_type, simple_action, discount_amount, sort_order, stop_rules_processing)
      VALUES (100, 'Everything 5 %', 'no_coupon', 'by_percent', 5, -1, 0)`,
    ).run();
    try {
      const cartId = cartWith(s, [{ sku: CREATINE.sku, quantity: 2 }]);
      expect(lineDiscounts(totalsOf(s, cartId))).toEqual([[1]]);
      apply(s, cartId, COUPONS.welcome.code);
      // 5 % of 19.98 = 1.00 first, then 10 % of what is left (18.98) = 1.90
      expect(lineDiscounts(totalsOf(s, cartId))).toEqual([[1, 1.9]]);
      db.prepare("UPDATE sales_rules SET stop_rules_processing = 1 WHERE id = 100").run();
      expect(lineDiscounts(totalsOf(s, cartId))).toEqual([[1]]);
      expect(totalsOf(s, cartId).discounts[0].label).toBe("Everything 5 %");
    } finally {
      db.prepare("DELETE FROM sales_rules WHERE id = 100").run();
    }
  });
});

describe("applying and removing a coupon", () => {
  it("refuses a code it does not know, in any case, with Magento's text", () => {
    const s = scope("default");
    const cartId = cartWith(s);
    expect(refusalOf(() => apply(s, cartId, "NOPE"))).toEqual({
      message: 'The coupon code "NOPE" is not valid.',
      kind: "no-such-entity",
    });
    apply(s, cartId, " welcome10 ");
    expect(services.quote.load(s.store, cartId).coupon_code).toBe("WELCOME10");
  });

  it("refuses a second coupon until the first is removed", () => {
    const s = scope("default");
    const cartId = cartWith(s);
    apply(s, cartId, COUPONS.welcome.code);
    expect(refusalOf(() => apply(s, cartId, COUPONS.twoOff.code))?.message).toBe(
      "A coupon is already applied to the cart. Please remove it to apply another",
    );
    services.salesRules.removeCoupon(services.quote.load(s.store, cartId));
    expect(totalsOf(s, cartId).discounts).toEqual([]);
    apply(s, cartId, COUPONS.twoOff.code);
    expect(services.quote.load(s.store, cartId).coupon_code).toBe("TWOOFF");
  });

  it("refuses a coupon for an empty cart", () => {
    const s = scope("default");
    expect(refusalOf(() => apply(s, cartWith(s, []), COUPONS.welcome.code))?.message).toBe(
      "Cart does not contain products.",
    );
  });

  it("refuses an expired code and one not valid yet, and takes them within their dates", () => {
    const s = scope("default");
    const cartId = cartWith(s);
    expect(refusalOf(() => apply(s, cartId, COUPONS.expired.code))?.message).toBe(
      'The coupon code "SUMMER20" is not valid.',
    );
    expect(refusalOf(() => apply(s, cartId, COUPONS.notYet.code))?.message).toBe(
      'The coupon code "AUTUMN" is not valid.',
    );
    // the last day of the summer sale still counts, in the store's time zone
    const lastSummerDay = new Date("2025-08-31T22:30:00Z"); // 23:30 in London
    apply(s, cartId, COUPONS.expired.code, lastSummerDay);
    expect(lineDiscounts(totalsOf(s, cartId, lastSummerDay))).toEqual([[5.99], [4]]);
    // ... and once it is over, the coupon on the cart gives nothing and the cart says why
    const t = totalsOf(s, cartId);
    expect(t.discounts).toEqual([]);
    expect(t.messages).toEqual(['The coupon code "SUMMER20" is not valid.']);
  });

  it("refuses a code below its minimum subtotal, naming the minimum in the shopper's currency", () => {
    const s = scope("default");
    const cartId = cartWith(s, [{ sku: CREATINE.sku, quantity: 3 }]);
    expect(refusalOf(() => apply(s, cartId, COUPONS.save5.code))).toEqual({
      message: 'The coupon code "SAVE5" needs a subtotal of at least £40.00.',
      kind: "input",
    });
    const de = scope("de");
    expect(refusalOf(() => apply(de, cartWith(de, [{ sku: CREATINE.sku, quantity: 3 }]), "SAVE5"))?.message).toBe(
      'The coupon code "SAVE5" needs a subtotal of at least 40,00\u00a0€.',
    );
  });

  it("keeps a coupon whose cart fell below the minimum, without discount, and says so", () => {
    const s = scope("default");
    const cartId = cartWith(s);
    apply(s, cartId, COUPONS.save5.code);
    const whey = services.quote.lines(s.catalog, services.quote.load(s.store, cartId))[1];
    services.quote.removeItem(s, cartId, { cart_item_id: whey.row.id });
    const t = totalsOf(s, cartId);
    expect(t.discounts).toEqual([]);
    expect(t.grandTotal).toBe(29.97);
    expect(t.messages).toEqual(['The coupon code "SAVE5" needs a subtotal of at least £40.00.']);
    expect(services.quote.load(s.store, cartId).coupon_code).toBe("SAVE5");
  });

  it("refuses a code whose uses are all taken", () => {
    const s = scope("default");
    expect(refusalOf(() => apply(s, cartWith(s), COUPONS.usedUp.code))?.message).toBe(
      'The coupon code "ONEUSE" has already been used.',
    );
  });

  it("keeps a members' code to signed-in customers, once each", () => {
    const s = scope("default");
    expect(refusalOf(() => apply(s, cartWith(s), COUPONS.members.code))?.message).toBe(
      'The coupon code "MEMBERS5" is not valid.',
    );
    const customer = newCustomer();
    const first = cartWith(s, undefined, customer);
    apply(s, first, COUPONS.members.code);
    expect(totalsOf(s, first).discounts.map((d) => d.amount)).toEqual([2.5]);
    // a second cart of the same customer may hold it until the first order counts the use
    const second = cartWith(s, undefined, customer);
    apply(s, second, COUPONS.members.code);
    services.salesRules.recordCouponUse(loadAsOwner(s, first).id);
    expect(totalsOf(s, second).messages).toEqual(['The coupon code "MEMBERS5" has already been used.']);
    expect(refusalOf(() => apply(s, cartWith(s, undefined, customer), COUPONS.members.code))?.message).toBe(
      'The coupon code "MEMBERS5" has already been used.',
    );
    // another customer still has theirs
    apply(s, cartWith(s, undefined, newCustomer()), COUPONS.members.code);
  });
});

describe("counting uses when an order is placed", () => {
  const timesUsed = (code: string) =>
    (db.prepare("SELECT times_used FROM sales_rule_coupons WHERE code = ?").get(code) as { times_used: number })
      .times_used;

  it("a coupon with one use left applied by two carts at once counts once: the second order is refused", () => {
    const s = scope("default");
    const a = cartWith(s);
    const b = cartWith(s);
    // both may apply it: a use is only taken when an order is placed
    apply(s, a, COUPONS.lastOne.code);
    apply(s, b, COUPONS.lastOne.code);
    expect(totalsOf(s, b).discounts.map((d) => d.amount)).toEqual([12.49]);
    const idA = services.quote.load(s.store, a).id;
    const idB = services.quote.load(s.store, b).id;
    expect(services.salesRules.recordCouponUse(idA)).toBe("LASTONE");
    expect(refusalOf(() => services.salesRules.recordCouponUse(idB))).toEqual({
      message: 'The coupon code "LASTONE" has already been used.',
      kind: "input",
    });
    // placing the first order again (a retry) does not count a second use
    expect(services.salesRules.recordCouponUse(idA)).toBe("LASTONE");
    expect(timesUsed("LASTONE")).toBe(1);
    // the cart left holding it gets no discount any more
    expect(totalsOf(s, b).discounts).toEqual([]);
    expect(totalsOf(s, b).messages).toEqual(['The coupon code "LASTONE" has already been used.']);
  });

  it("counts nothing for a cart without a coupon", () => {
    const s = scope("default");
    expect(services.salesRules.recordCouponUse(services.quote.load(s.store, cartWith(s)).id)).toBeNull();
  });
});

describe("VAT by destination", () => {
  const shipTo = (s: QuoteScope, cartId: string, country: string | null) =>
    db
      .prepare("UPDATE carts SET shipping_address = ? WHERE masked_id = ?")
      .run(country ? JSON.stringify({ country_id: country, postcode: "X" }) : null, cartId);

  it("takes the store's country when the cart has no address yet", () => {
    const s = scope("default");
    const t = totalsOf(s, cartWith(s));
    expect(t.taxes).toEqual([{ label: "VAT", amount: 8.33 }]);
  });

  it.each([
    ["GB", "VAT", 8.33, 41.63],
    ["IE", "VAT", 9.34, 40.62],
    ["DE", "MwSt.", 7.98, 41.98],
    ["FR", "TVA", 8.33, 41.63],
    ["ES", "IVA", 8.67, 41.29],
    ["IT", "IVA", 9.01, 40.95],
  ])("keeps the gross price and works out the VAT of %s (%s)", (country, label, amount, excl) => {
    const s = scope("default");
    const cartId = cartWith(s);
    shipTo(s, cartId, country);
    const t = totalsOf(s, cartId);
    expect(t.taxes).toEqual([{ label, amount }]);
    expect(t.subtotalExcl).toBe(excl);
    expect(t.grandTotal).toBe(49.96);
  });

  it("charges no VAT on an export", () => {
    const s = scope("default");
    const cartId = cartWith(s);
    shipTo(s, cartId, "US");
    expect(totalsOf(s, cartId).taxes).toEqual([]);
    shipTo(s, cartId, "CH");
    expect(totalsOf(s, cartId).taxes).toEqual([]);
  });

  it("takes the VAT from the discounted amount and the shipping too", () => {
    const s = scope("de");
    const cart = services.quote.load(s.store, cartWith(s));
    const totals = {
      subtotalIncl: 50,
      discounts: [{ label: "x", amount: 10 }],
      shipping: { carrierCode: "c", methodCode: "m", carrierTitle: "", methodTitle: "", amountIncl: 4.99 },
      rewardPoints: null,
      taxes: [],
    } as unknown as CartTotals;
    services.tax.collector({ ...s, cart, lines: [], customerId: null, now: new Date() }, totals);
    // (50 - 10 + 4.99) x 0.19 / 1.19 = 7.18
    expect(totals.taxes).toEqual([{ label: "MwSt.", amount: 7.18 }]);
  });
});

describe("migration", () => {
  it("brings the demo rules to a database seeded before they existed", () => {
    const old = baseDatabase();
    // back to version 3: the flat coupons table of migration 1, no rules
    old.exec(`
      DROP TABLE sales_rule_coupon_uses; DROP TABLE sales_rule_coupon_usage; DROP TABLE sales_rule_customers;
      DROP TABLE sales_rule_coupons; DROP TABLE sales_rule_labels; DROP TABLE sales_rules;
      CREATE TABLE coupons (code TEXT PRIMARY KEY, label TEXT NOT NULL, type TEXT NOT NULL, amount REAL NOT NULL);
    `);
    old.pragma("user_version = 3");
    migrate(old, 4);
    const codes = old.prepare("SELECT code FROM sales_rule_coupons ORDER BY id").pluck().all();
    expect(codes).toEqual(Object.values(COUPONS).map((c) => c.code));
    expect(old.prepare("SELECT name FROM sqlite_master WHERE name = 'coupons'").get()).toBeUndefined();
    old.close();
  });
});
