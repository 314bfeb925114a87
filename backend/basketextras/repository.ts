// The basket's extras: personalised offers and their texts, the free-gift (reward) rule with its
// products, texts and the carts that declined it, and the supersize (bigger pack) rules.
import type { Database } from "better-sqlite3";

export interface OfferRow {
  id: number;
  conditions: string;
  image_sku: string | null;
  background: string;
  font_colour_headline: string;
  font_colour_copy: string;
  action_type: "add_product" | "apply_coupon" | "link";
  action_value: string;
  title: string;
  description: string;
}

export interface RewardRuleRow {
  id: number;
  min_subtotal: string;
}

export interface RewardRuleProductRow {
  sku: string;
  child_sku: string | null;
  bundle_items: string | null;
}

export interface RewardRuleTexts {
  discount_label: string;
  popup_title: string;
  option_1_title: string;
  option_2_title: string;
}

export interface SupersizeRuleRow {
  from_sku: string;
  to_sku: string;
  pack_factor: number;
}

export type BasketExtrasRepository = ReturnType<typeof createBasketExtrasRepository>;

export function createBasketExtrasRepository(db: Database) {
  const offerRows = db.prepare(`
    SELECT o.*, COALESCE(s.title, d.title) AS title, COALESCE(s.description, d.description) AS description
    FROM basket_offers o JOIN basket_offer_texts d ON d.offer_id = o.id AND d.store_code = ''
    LEFT JOIN basket_offer_texts s ON s.offer_id = o.id AND s.store_code = ?
    WHERE o.is_active = 1 ORDER BY o.position`);
  const inCategory = db.prepare(`
    SELECT 1 FROM category_products cp JOIN categories c ON c.id = cp.category_id
    WHERE cp.product_id = ? AND (c.id = ? OR c.path LIKE ?) LIMIT 1`);
  const categoryUrlPath = db.prepare("SELECT url_path FROM categories WHERE url_path = ? AND is_active = 1");
  const rewardRule = db.prepare("SELECT * FROM reward_rules WHERE is_active = 1 ORDER BY id LIMIT 1");
  const rewardProducts = db.prepare("SELECT * FROM reward_rule_products WHERE rule_id = ? ORDER BY position");
  const rewardTexts = db.prepare(
    "SELECT * FROM reward_rule_texts WHERE rule_id = ? AND store_code IN (?, '') ORDER BY store_code DESC LIMIT 1",
  );
  const declined = db.prepare("SELECT 1 FROM cart_reward_declines WHERE cart_id = ? AND rule_id = ?");
  const decline = db.prepare(
    "INSERT OR IGNORE INTO cart_reward_declines (cart_id, rule_id, declined_at) VALUES (?, ?, datetime('now'))",
  );
  const supersizeRule = db.prepare("SELECT * FROM supersize_rules WHERE from_sku = ?");
  const supersizeText = db.prepare(
    "SELECT message FROM supersize_texts WHERE store_code IN (?, '') ORDER BY store_code DESC LIMIT 1",
  );

  return {
    /** The active offers in their order, with this store view's texts (else the default ones). */
    offers: (storeCode: string) => offerRows.all(storeCode) as OfferRow[],
    /** Is the product in the category or one below it? */
    inCategory: (productId: number, categoryId: number) =>
      inCategory.get(productId, categoryId, `%/${categoryId}/%`) !== undefined,
    /** The url path of an active category, or undefined. */
    activeCategoryPath: (urlPath: string) => categoryUrlPath.get(urlPath) as { url_path: string } | undefined,
    activeRewardRule: () => rewardRule.get() as RewardRuleRow | undefined,
    rewardProducts: (ruleId: number) => rewardProducts.all(ruleId) as RewardRuleProductRow[],
    rewardTexts: (ruleId: number, storeCode: string) => rewardTexts.get(ruleId, storeCode) as RewardRuleTexts,
    declined: (cartId: number, ruleId: number) => declined.get(cartId, ruleId) !== undefined,
    decline: (cartId: number, ruleId: number) => {
      decline.run(cartId, ruleId);
    },
    supersizeRule: (fromSku: string) => supersizeRule.get(fromSku) as SupersizeRuleRow | undefined,
    supersizeText: (storeCode: string) => (supersizeText.get(storeCode) as { message: string } | undefined)?.message,
  };
}
