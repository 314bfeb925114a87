// Demo data true to the shop, for a database seeded by an older version (a migration runs it; a
// fresh seed writes it right): videos titled for what they show, subscriptions to what the catalogue
// sells at its prices, reviews rated as their words say, diets labelled as the account labels them.
import type { Database } from "better-sqlite3";
import { DIETARY_FIRST_OPTION_ID, DIETARY_OPTIONS } from "./catalog-copy/facets-data.js";
import { seedMedia } from "../media/schema.js";
import { correctDemoReviewRatings } from "../review/schema.js";
import { correctDemoSubscriptions } from "./perks.js";

export function correctSeededDemoData(db: Database): void {
  seedMedia(db);
  correctDemoSubscriptions(db);
  correctDemoReviewRatings(db);
  // the diets' English labels as the account pages write them ("Dairy free", not "Dairy Free")
  const label = db.prepare("UPDATE attribute_option_labels SET label = ? WHERE option_id = ? AND store_code = ''");
  DIETARY_OPTIONS.forEach((o, i) => label.run(o.en, DIETARY_FIRST_OPTION_ID + i));
}
