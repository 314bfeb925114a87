// The account perks' demo data: referral codes, referrals, saved cards,
// subscriptions, reviews and more points history for the demo customer (fixtures-perks.ts).
// Deterministic (fixed dates, fixed public hashes) and idempotent: a database that has it keeps it.
import { createHash } from "node:crypto";
import type { Database } from "better-sqlite3";
import { DEMO_CUSTOMER, OTHER_CUSTOMER } from "./fixtures-customers.js";
import { CREATINE, WHEY } from "./fixtures.js";
import { DEMO_CARDS, DEMO_REFERRALS, DEMO_SUBSCRIPTIONS, OTHER_CARD, REFERRAL_CODES } from "./fixtures-perks.js";

/** Magento's public hash is an opaque digest; a fixed seed string keeps the demo's stable. */
export const publicHashOf = (seed: string) => createHash("sha256").update(`pw-vault:${seed}`).digest("hex");

const idOf = (db: Database, email: string) =>
  (db.prepare("SELECT id FROM customers WHERE email = ?").get(email) as { id: number } | undefined)?.id;

/** A product as the catalogue sells it in the UK store: its name, chosen options and GBP price. */
export interface CatalogueLine {
  name: string;
  options: Array<{ label: string; value: string }>;
  price: number;
}

/** What a subscription to `sku` shows: the parent's name, the variant's flavour and size, its price. */
export function catalogueLine(db: Database, sku: string): CatalogueLine {
  const product = db
    .prepare(
      `SELECT p.id, p.flavours, p.size, COALESCE(pt.name, t.name, p.sku) AS name, pr.price, pr.special_price
         FROM products p
         LEFT JOIN product_relations r ON r.child_id = p.id
         LEFT JOIN product_texts pt ON pt.product_id = r.parent_id AND pt.store_code = ''
         LEFT JOIN product_texts t ON t.product_id = p.id AND t.store_code = ''
         LEFT JOIN product_prices pr ON pr.product_id = p.id AND pr.currency = 'GBP'
        WHERE p.sku = ?`,
    )
    .get(sku) as
    | { flavours: number | null; size: number | null; name: string; price: number | null; special_price: number | null }
    | undefined;
  if (!product || product.price === null) throw new Error(`The catalogue does not sell ${sku}`);
  const option = db.prepare(
    `SELECT COALESCE(al.label, a.code) AS label, ol.label AS value FROM attribute_options o
       JOIN attributes a ON a.id = o.attribute_id
       LEFT JOIN attribute_labels al ON al.attribute_id = a.id AND al.store_code = ''
       JOIN attribute_option_labels ol ON ol.option_id = o.id AND ol.store_code = ''
      WHERE o.id = ?`,
  );
  const options = [product.flavours, product.size]
    .filter((id): id is number => id !== null)
    .map((id) => option.get(id) as { label: string; value: string } | undefined)
    .filter((o): o is { label: string; value: string } => o !== undefined);
  return { name: product.name, options, price: product.special_price ?? product.price };
}

/** Saved cards and subscriptions like the demo customer's (also the e2e test hook's fresh customers). */
export function seedCardsAndSubscriptions(db: Database, customerId: number, hashPrefix: string): void {
  const card = db.prepare(`INSERT INTO saved_cards (customer_id, public_hash, card_holder, brand, last4, expiration,
    created_at) VALUES (?, ?, ?, ?, ?, ?, '2025-01-05 10:00:00')`);
  for (const c of DEMO_CARDS)
    card.run(customerId, publicHashOf(`${hashPrefix}${c.hash}`), c.holder, c.brand, c.last4, c.expiration);
  const subscription = db.prepare(`INSERT INTO subscriptions (customer_id, product_sku, product_name, product_options,
    quantity, price, currency, frequency_weeks, status, next_delivery_date, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, 'GBP', ?, ?, ?, ?, ?)`);
  for (const s of DEMO_SUBSCRIPTIONS) {
    const line = catalogueLine(db, s.sku);
    subscription.run(
      customerId,
      s.sku,
      line.name,
      JSON.stringify(line.options),
      s.quantity,
      line.price,
      s.weeks,
      s.status,
      s.next,
      s.created,
      s.created,
    );
  }
}

/**
 * A database seeded before: the demo subscriptions that still carry the old made-up name, options or
 * price get the catalogue's (a customer's own subscriptions are left as they agreed them).
 */
export function correctDemoSubscriptions(db: Database): void {
  const rows = db
    .prepare(
      "SELECT id, product_sku FROM subscriptions WHERE product_sku IN (" +
        DEMO_SUBSCRIPTIONS.map(() => "?").join(",") +
        ")",
    )
    .all(...DEMO_SUBSCRIPTIONS.map((s) => s.sku)) as Array<{ id: number; product_sku: string }>;
  const update = db.prepare("UPDATE subscriptions SET product_name = ?, product_options = ?, price = ? WHERE id = ?");
  for (const row of rows) {
    const line = catalogueLine(db, row.product_sku);
    update.run(line.name, JSON.stringify(line.options), line.price, row.id);
  }
}

export function seedPerks(db: Database): void {
  const demo = idOf(db, DEMO_CUSTOMER.email);
  const other = idOf(db, OTHER_CUSTOMER.email);
  if (demo === undefined || other === undefined) return;
  const setCode = db.prepare("UPDATE customers SET referral_code = ? WHERE id = ? AND referral_code IS NULL");
  setCode.run(REFERRAL_CODES.demo, demo);
  setCode.run(REFERRAL_CODES.other, other);

  // Seeded once: saved cards mark it (a customer may delete them later).
  const seeded = db.prepare("SELECT 1 FROM subscriptions WHERE customer_id = ? LIMIT 1").get(demo);
  if (seeded) return;

  seedCardsAndSubscriptions(db, demo, "");
  const c = OTHER_CARD;
  db.prepare(
    `INSERT INTO saved_cards (customer_id, public_hash, card_holder, brand, last4, expiration, created_at)
    VALUES (?, ?, ?, ?, ?, ?, '2025-01-05 10:00:00')`,
  ).run(other, publicHashOf(c.hash), c.holder, c.brand, c.last4, c.expiration);
  db.prepare(
    `INSERT INTO subscriptions (customer_id, product_sku, product_name, quantity, price, currency,
    frequency_weeks, status, next_delivery_date, created_at, updated_at)
    VALUES (?, ?, ?, 1, ?, 'GBP', 4, 'ACTIVE', '2026-12-20', '2025-02-01 09:00:00', '2025-02-01 09:00:00')`,
  ).run(other, CREATINE.sku, CREATINE.name, CREATINE.prices.GBP);

  // Referrals: Sam joined through the demo customer and has ordered; two friends are invited.
  const referral = db.prepare(`INSERT INTO referrals (customer_id, friend_name, friend_email, friend_customer_id,
    first_order_placed, created_at) VALUES (?, ?, ?, ?, ?, ?)`);
  referral.run(
    demo,
    `${OTHER_CUSTOMER.firstname} ${OTHER_CUSTOMER.lastname}`,
    OTHER_CUSTOMER.email,
    other,
    1,
    "2025-01-20 09:00:00",
  );
  for (const r of DEMO_REFERRALS) referral.run(demo, r.name, r.email, null, 0, r.at);

  // More points history (12 rows with the basket's six); every pair nets out, so 2,500 stay available.
  const ledger = db.prepare(`INSERT INTO reward_points_ledger (customer_id, points, type, status, inserted_at,
    available_from, available_until) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  ledger.run(demo, 250, "gathered", "valid", "2025-04-12 11:00:00", "2025-04-12 11:00:00", null);
  ledger.run(demo, -250, "redeemed", "valid", "2025-04-20 16:45:00", "2025-04-20 16:45:00", null);
  ledger.run(demo, 120, "gathered", "expired", "2023-11-02 10:00:00", "2023-11-02 10:00:00", "2024-11-02 10:00:00");
  ledger.run(demo, 75, "review", "unvalidated", "2025-05-02 09:30:00", null, null);
  ledger.run(demo, 500, "gathered", "valid", "2025-06-01 14:00:00", "2025-06-01 14:00:00", null);
  ledger.run(demo, -500, "redeemed", "valid", "2025-06-15 19:20:00", "2025-06-15 19:20:00", null);

  // Reviews: two approved, one awaiting moderation.
  const product = (sku: string) =>
    (db.prepare("SELECT id FROM products WHERE sku = ?").get(sku) as { id: number } | undefined)?.id;
  const review = db.prepare(`INSERT INTO reviews (product_id, customer_id, store_code, nickname, summary, text, rating,
    status, created_at) VALUES (?, ?, 'default', 'Alex', ?, ?, ?, ?, ?)`);
  const whey = product(WHEY.sku);
  const creatine = product(CREATINE.sku);
  if (whey !== undefined) {
    review.run(
      whey,
      demo,
      "Mixes smooth, tastes great",
      "Chocolate flavour is spot on and it mixes without lumps in a shaker.",
      5,
      "approved",
      "2025-03-12 08:00:00",
    );
  }
  if (creatine !== undefined) {
    review.run(
      creatine,
      demo,
      "Does what it says",
      "Unflavoured and dissolves well in juice. Good value for the size.",
      4,
      "approved",
      "2025-04-28 20:10:00",
    );
    review.run(
      creatine,
      demo,
      "Second tub, still happy",
      "Ordered again; same quality as the first one.",
      4,
      "pending",
      "2025-06-20 07:45:00",
    );
  }
}
