// The US store's own attribute labels: American spelling ("Flavor") where the English default is
// British. Magento keeps a label per store view; the seed writes it, and a shop seeded before gets it.
import type { Database } from "better-sqlite3";
import { isSeeded } from "../db/seeded.js";
import { FLAVOURS_ATTRIBUTE_CODE } from "./attribute-codes.js";

export const US_ATTRIBUTE_LABELS: Record<string, string> = { [FLAVOURS_ATTRIBUTE_CODE]: "Flavor" };

/** The US labels, where the store has none of its own yet (an owner's label stays). */
export function seedUsAttributeLabels(db: Database): void {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO attribute_labels (attribute_id, store_code, label)
     SELECT id, 'us', ? FROM attributes WHERE code = ?`,
  );
  for (const [code, label] of Object.entries(US_ATTRIBUTE_LABELS)) insert.run(label, code);
}

/** Migration 49: the US labels for a shop seeded before them. */
export function usAttributeLabelsMigration(db: Database): void {
  if (isSeeded(db)) seedUsAttributeLabels(db);
}
