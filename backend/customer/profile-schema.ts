// Migration 11: the tables (customer_addresses with house_number, contact
// preferences, the defaults on customers) exist since migration 1; this seeds the demo customers'
// address book, details and contact preferences, on a new database (seed()) and on one seeded
// before this migration alike. Deterministic: fixed dates, and nothing added twice.
import type { Database } from "better-sqlite3";
import { DEMO_CUSTOMER, OTHER_CUSTOMER } from "../seed/fixtures-customers.js";
import { DEMO_ADDRESSES, DEMO_DETAILS, OTHER_ADDRESS } from "../seed/fixtures-profile.js";

const SEED_DATE = "2025-01-01 00:00:00";

type SeedAddress = {
  firstname: string;
  lastname: string;
  company: string | null;
  street: readonly string[];
  house_number: string | null;
  city: string;
  region: string | null;
  postcode: string;
  country_code: string;
  telephone: string;
};

const isSeeded = (db: Database) => (db.prepare("SELECT COUNT(*) AS n FROM store_views").get() as { n: number }).n > 0;

export function profileMigration(db: Database): void {
  if (isSeeded(db)) seedProfiles(db);
}

/** Called by seed() for a new database. */
export function seedProfiles(db: Database): void {
  const idOf = db.prepare("SELECT id FROM customers WHERE email = ?");
  const hasAddresses = db.prepare("SELECT 1 FROM customer_addresses WHERE customer_id = ? LIMIT 1");
  const insert = db.prepare(`INSERT INTO customer_addresses (customer_id, firstname, lastname, company, street,
    house_number, city, region, region_code, postcode, country_id, telephone, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, '${SEED_DATE}')`);
  const add = (customerId: number, a: SeedAddress) =>
    Number(
      insert.run(
        customerId,
        a.firstname,
        a.lastname,
        a.company,
        JSON.stringify(a.street),
        a.house_number,
        a.city,
        a.region,
        a.postcode,
        a.country_code,
        a.telephone,
      ).lastInsertRowid,
    );

  const demo = idOf.get(DEMO_CUSTOMER.email) as { id: number } | undefined;
  if (demo && !hasAddresses.get(demo.id)) {
    const home = add(demo.id, DEMO_ADDRESSES.home);
    add(demo.id, DEMO_ADDRESSES.berlin);
    db.prepare(
      `UPDATE customers SET default_billing = ?, default_shipping = ?, mobile_number = ?, fitness_goal = ?,
       dietary_needs = ?, date_of_birth = ?, gender = ? WHERE id = ?`,
    ).run(
      home,
      home,
      DEMO_DETAILS.mobile_number,
      DEMO_DETAILS.fitness_goal,
      JSON.stringify(DEMO_DETAILS.dietary_needs),
      DEMO_DETAILS.date_of_birth,
      DEMO_DETAILS.gender,
      demo.id,
    );
    const preference = db.prepare(
      "INSERT OR IGNORE INTO contact_preferences (customer_id, channel, enabled) VALUES (?, ?, ?)",
    );
    for (const channel of ["EMAIL", "SMS", "POST", "PHONE"])
      preference.run(demo.id, channel, (DEMO_DETAILS.contact_channels as readonly string[]).includes(channel) ? 1 : 0);
  }
  const other = idOf.get(OTHER_CUSTOMER.email) as { id: number } | undefined;
  if (other && !hasAddresses.get(other.id)) {
    const id = add(other.id, OTHER_ADDRESS);
    db.prepare("UPDATE customers SET default_billing = ?, default_shipping = ? WHERE id = ?").run(id, id, other.id);
  }
}
