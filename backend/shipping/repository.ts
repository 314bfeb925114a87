// The shipping rate tables (Magento's table rates, per website and destination country).
import type { Database } from "better-sqlite3";

export function createShippingRepository(db: Database) {
  const ratesFor = db.prepare(
    "SELECT carrier_code, method_code, price FROM shipping_rates WHERE website_code = ? AND country_id = ?",
  );
  return {
    /** every carrier's method and price to this country, in the website's base currency */
    ratesFor: (websiteCode: string, country: string) =>
      ratesFor.all(websiteCode, country) as Array<{ carrier_code: string; method_code: string; price: number }>,
  };
}
