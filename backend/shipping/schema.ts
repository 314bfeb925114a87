// The shipping module's table: one rate per website, carrier and country (Magento's table rates,
// simplified to a price per destination country). A carrier without a row for a country does not
// serve it. Migration function: creates the table and seeds it into an already seeded database.
import type { Database } from "better-sqlite3";
import { seedShipping } from "../seed/shipping.js";

export function shippingMigration(db: Database): void {
  db.exec(`
    CREATE TABLE shipping_rates (
      website_code TEXT NOT NULL, carrier_code TEXT NOT NULL, method_code TEXT NOT NULL,
      country_id TEXT NOT NULL, price REAL NOT NULL,
      PRIMARY KEY (website_code, carrier_code, method_code, country_id)
    );
  `);
  const seeded = (db.prepare("SELECT COUNT(*) AS n FROM store_views").get() as { n: number }).n > 0;
  if (seeded) seedShipping(db);
}
