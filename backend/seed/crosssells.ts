// Demo cross-sell rules (fixtures-crosssells.ts): deterministic, resolved to category ids here.
import type { Database } from "better-sqlite3";
import { CROSS_SELL_RULES } from "./fixtures-crosssells.js";

export function seedCrossSells(db: Database): void {
  const categoryId = db.prepare("SELECT id FROM categories WHERE url_key = ?");
  const insRule = db.prepare(
    "INSERT INTO crosssell_rules (source_category_id, source_sku, target_sku, class_name, position) VALUES (?, ?, ?, ?, ?)",
  );
  const insText = db.prepare(
    "INSERT INTO crosssell_rule_texts (rule_id, lang, label, protein_insight) VALUES (?, ?, ?, ?)",
  );
  for (const r of CROSS_SELL_RULES) {
    let category: number | null = null;
    if (r.category) {
      const row = categoryId.get(r.category) as { id: number } | undefined;
      if (!row) throw new Error(`cross-sell rule: unknown category ${r.category}`);
      category = row.id;
    }
    const id = Number(insRule.run(category, r.sku ?? null, r.target, r.class_name, r.position).lastInsertRowid);
    for (const [lang, t] of Object.entries(r.texts)) insText.run(id, lang, t.label, t.protein_insight);
  }
}
