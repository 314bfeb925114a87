// Carriers and their per-country rates for every website (deterministic, from fixtures-shipping.ts).
import type { Database } from "better-sqlite3";
import { RATE_PLANS } from "./fixtures-shipping.js";

export function seedShipping(db: Database): void {
  const websites = db
    .prepare(
      "SELECT w.code AS website, s.allowed_countries AS countries FROM websites w JOIN store_views s ON s.website_id = w.id ORDER BY w.id",
    )
    .all() as Array<{ website: string; countries: string }>;
  const insert = db.prepare(
    "INSERT OR IGNORE INTO shipping_rates (website_code, carrier_code, method_code, country_id, price) VALUES (?, ?, ?, ?, ?)",
  );
  for (const { website, countries } of websites) {
    const plan = RATE_PLANS[website];
    if (!plan) continue;
    for (const country of countries.split(",")) {
      const rate = (carrier: string, price: number) => insert.run(website, carrier, carrier, country, price);
      // Free delivery serves every allowed country; whether it applies depends on the basket.
      rate("freeshipping", 0);
      if (country === plan.home) {
        rate("flatrate", plan.homeRates.flatrate);
        rate("express", plan.homeRates.express);
        rate("clickcollect", plan.homeRates.clickcollect);
        continue;
      }
      rate("flatrate", plan.abroadFlatrate);
      if (plan.expressAbroad.countries.includes(country)) rate("express", plan.expressAbroad.price);
    }
  }
}
