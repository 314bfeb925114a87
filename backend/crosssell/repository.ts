// Cross-sell rules (an extension, ADR 0021): which product a source suggests, with the texts of each
// store language.
import type { Database } from "better-sqlite3";
import { createReadCache } from "../db/read-cache.js";

export interface CrossSellRule {
  id: number;
  source_category_id: number | null;
  source_sku: string | null;
  target_sku: string;
  class_name: string;
  position: number;
  label: string;
  protein_insight: string | null;
}

export function createCrossSellRepository(db: Database) {
  // Texts of the store's language, else the English ones.
  const rules = db.prepare(`
    SELECT r.id, r.source_category_id, r.source_sku, r.target_sku, r.class_name, r.position,
           COALESCE(t.label, d.label) AS label,
           CASE WHEN t.rule_id IS NOT NULL THEN t.protein_insight ELSE d.protein_insight END AS protein_insight
      FROM crosssell_rules r
      LEFT JOIN crosssell_rule_texts t ON t.rule_id = r.id AND t.lang = ?
      LEFT JOIN crosssell_rule_texts d ON d.rule_id = r.id AND d.lang = 'en'
     WHERE r.is_active = 1
     ORDER BY r.position, r.id`);
  // Asked by every product page and basket; kept while the database is unchanged.
  const cache = createReadCache(db);
  return {
    /** the active rules in their order, with the language's texts (shared: never changed by callers) */
    activeRules: (lang: string) => cache.read(`rules|${lang}`, () => rules.all(lang) as CrossSellRule[]),
  };
}
