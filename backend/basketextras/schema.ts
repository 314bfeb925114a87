// Tables of the basket extras (one migration): personalised offers, the reward-product rule and its
// choice, a cart's declined reward, and supersize upgrades. Texts vary per store view ('' = default).
import type { Database } from "better-sqlite3";
import { isSeeded } from "../db/seeded.js";
import {
  seedBasketExtras,
  seedBundleRewards,
  seedSupersizeTexts,
  WELCOME_OFFER_FIRST_WORDS,
  WELCOME_OFFER_WORDS,
} from "../seed/basket-extras.js";

export const BASKET_EXTRAS_SQL = `
  -- Offer conditions are JSON ({"has_category":3,"lacks_skus":[...]}, {"min_subtotal":{"GBP":40},"no_coupon":true},
  -- {"has_skus":[...]}), evaluated by basketextras/service.ts.
  CREATE TABLE basket_offers (
    id INTEGER PRIMARY KEY, position INTEGER NOT NULL, conditions TEXT NOT NULL, image_sku TEXT,
    background TEXT NOT NULL, font_colour_headline TEXT NOT NULL, font_colour_copy TEXT NOT NULL,
    action_type TEXT NOT NULL CHECK (action_type IN ('add_product','apply_coupon','link')), action_value TEXT NOT NULL,
    is_active INTEGER NOT NULL DEFAULT 1
  );
  CREATE TABLE basket_offer_texts (
    offer_id INTEGER NOT NULL REFERENCES basket_offers(id), store_code TEXT NOT NULL, title TEXT NOT NULL,
    description TEXT NOT NULL, PRIMARY KEY (offer_id, store_code)
  );
  CREATE TABLE reward_rules (
    id INTEGER PRIMARY KEY, min_subtotal TEXT NOT NULL, -- JSON: currency -> amount, VAT included
    is_active INTEGER NOT NULL DEFAULT 1
  );
  CREATE TABLE reward_rule_products (
    rule_id INTEGER NOT NULL REFERENCES reward_rules(id), position INTEGER NOT NULL, sku TEXT NOT NULL,
    child_sku TEXT, bundle_items TEXT -- JSON [{option_id, selected_option_ids}] for a bundle
  );
  CREATE TABLE reward_rule_texts (
    rule_id INTEGER NOT NULL REFERENCES reward_rules(id), store_code TEXT NOT NULL, discount_label TEXT NOT NULL,
    popup_title TEXT NOT NULL, option_1_title TEXT NOT NULL, option_2_title TEXT NOT NULL,
    PRIMARY KEY (rule_id, store_code)
  );
  CREATE TABLE cart_reward_declines (
    cart_id INTEGER NOT NULL REFERENCES carts(id) ON DELETE CASCADE, rule_id INTEGER NOT NULL REFERENCES reward_rules(id),
    declined_at TEXT NOT NULL, PRIMARY KEY (cart_id, rule_id)
  );
  CREATE TABLE supersize_rules (
    from_sku TEXT PRIMARY KEY, to_sku TEXT NOT NULL, pack_factor REAL NOT NULL
  );
  -- "{size}" and "{saving}" are filled in per line
  CREATE TABLE supersize_texts (store_code TEXT PRIMARY KEY, message TEXT NOT NULL);
`;

/** The migration: the tables, and the seeded rules for a database seeded before them. */
export function migrateBasketExtras(db: Database): void {
  db.exec(BASKET_EXTRAS_SQL);
  if (isSeeded(db)) seedBasketExtras(db);
}

/** The reward rule's bundle gift, for a database seeded before it (after the rule's other gifts). */
export function bundleRewardMigration(db: Database): void {
  if (!isSeeded(db)) return;
  const { n } = db.prepare("SELECT COUNT(*) AS n FROM reward_rule_products WHERE rule_id = 1").get() as { n: number };
  seedBundleRewards(db, n + 1);
}

/** The supersize offer's texts as the seed writes them now, for a database seeded before. */
export function supersizeTextsMigration(db: Database): void {
  if (isSeeded(db)) seedSupersizeTexts(db);
}

/** The coupon offer's English words without "basket" (the US store's cart), unless the owner wrote their own. */
export function welcomeOfferWordsMigration(db: Database): void {
  db.prepare("UPDATE basket_offer_texts SET description = ? WHERE store_code = '' AND description = ?").run(
    WELCOME_OFFER_WORDS,
    WELCOME_OFFER_FIRST_WORDS,
  );
}
