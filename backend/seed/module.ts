// The demo shop's data (as Magento's sample-data modules): what a new database is seeded with, and
// corrections of that data for a database seeded by an older version.
import { isSeeded } from "../db/seeded.js";
import { defineModule } from "../manifest.js";
import { correctSeededDemoData } from "./demo-corrections.js";
import { typographyMigration } from "./typography-schema.js";

export const seedModule = defineModule({
  name: "seed",
  migrations: [
    {
      // Videos titled for what they show, subscriptions to what the catalogue sells at its prices,
      // reviews rated as their words say, diets labelled one way.
      version: 30,
      name: "demo data true to the shop",
      up: (db) => {
        if (isSeeded(db)) correctSeededDemoData(db);
      },
    },
    {
      version: 57,
      name: "the French and Italian seeded texts with the apostrophe ’ and French no-break spaces",
      up: typographyMigration,
    },
  ],
});
