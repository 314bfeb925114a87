// Test hook of the card provider's specs, mounted only with the test hooks on:
//   POST /__test/card-customer -> {"email", "password"} of a new customer like the demo one: saved
//   cards, a default address in Manchester and 500 points, so a spec can pay (and spend points)
//   without touching the demo customer other specs count on.
import express, { type Router } from "express";
import type { Database } from "better-sqlite3";
import { sqlTime } from "../customer/service.js";
import { createPerksCustomer } from "./perks-customer.js";

export const CARD_CUSTOMER_POINTS = 500;

export function cardCustomerHooks(db: Database): Router {
  const router = express.Router();
  router.post("/__test/card-customer", (_req, res) => {
    const customer = createPerksCustomer(db);
    const { id } = db.prepare("SELECT id FROM customers WHERE email = ?").get(customer.email) as { id: number };
    const now = sqlTime(new Date());
    const addressId = Number(
      db
        .prepare(
          `INSERT INTO customer_addresses (customer_id, firstname, lastname, company, street, house_number, city,
          region, region_code, postcode, country_id, telephone, created_at)
          VALUES (?, 'Perks', 'Tester', NULL, '["1 Deansgate"]', NULL, 'Manchester', NULL, NULL, 'M3 1AZ', 'GB',
          '+441615550100', ?)`,
        )
        .run(id, now).lastInsertRowid,
    );
    db.prepare("UPDATE customers SET default_billing = ?, default_shipping = ? WHERE id = ?").run(
      addressId,
      addressId,
      id,
    );
    db.prepare(
      `INSERT INTO reward_points_ledger (customer_id, points, type, status, order_id, inserted_at, available_from)
      VALUES (?, ?, 'admin', 'valid', NULL, ?, ?)`,
    ).run(id, CARD_CUSTOMER_POINTS, now, now);
    res.set("Cache-Control", "no-store").status(201).json(customer);
  });
  return router;
}
