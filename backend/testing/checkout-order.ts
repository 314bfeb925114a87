// Test hooks of placing orders, mounted only with the test hooks on:
//   POST /__test/checkout-cart {"cartId": "<masked id>", "email"?, "address"?, "method"?}
//        -> fills that cart's email, full shipping address (a default one of the store's country
//        unless given) and shipping method ("flatrate_flatrate" unless given), so a spec can start
//        at review and pay. Answers 204; 404 for an unknown or inactive cart.
//   GET  /__test/orders?email=<email> -> {"count", "numbers"}: the orders placed with that email
//        (the double-submit specs count them).
//   POST /__test/invoice-order {"number": "<order number>"} -> the money arrived: the whole order is
//        invoiced (as the back office does when a bank transfer is received). 204; 404 unknown.
import express, { type Router } from "express";
import type { Database } from "better-sqlite3";
import { sqlTime } from "../customer/service.js";
import { createSalesRepository } from "../sales/repository.js";

/** A deliverable address per country of the seeded stores. */
const ADDRESSES: Record<string, Record<string, unknown>> = {
  GB: { street: ["1 Deansgate"], city: "Manchester", postcode: "M3 1AZ", region: null },
  IE: { street: ["12 Grafton Street"], city: "Dublin", postcode: "D02 VF65", region: null },
  US: { street: ["350 Fifth Avenue"], city: "New York", postcode: "10118", region: "New York", region_code: "NY" },
  DE: { street: ["Unter den Linden"], house_number: "77", city: "Berlin", postcode: "10117", region: null },
  ES: { street: ["Calle Mayor"], house_number: "10", city: "Madrid", postcode: "28013", region: null },
  FR: { street: ["10 Rue de Rivoli"], city: "Paris", postcode: "75001", region: null },
  IT: { street: ["Via del Corso"], house_number: "5", city: "Roma", postcode: "00186", region: null },
};

export function checkoutOrderHooks(db: Database): Router {
  const router = express.Router();
  const cartOf = db.prepare(`SELECT c.id, s.default_country FROM carts c JOIN store_views s ON s.code = c.store_code
    WHERE c.masked_id = ? AND c.is_active = 1`);
  const fill = db.prepare(
    "UPDATE carts SET email = COALESCE(?, email), shipping_address = ?, shipping_method = ? WHERE id = ?",
  );
  const ordersOf = db.prepare("SELECT increment_id FROM orders WHERE email = ? COLLATE NOCASE ORDER BY id");

  router.post("/__test/checkout-cart", express.json(), (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const cart = cartOf.get(String(body.cartId ?? "")) as { id: number; default_country: string } | undefined;
    if (!cart) {
      res.status(404).json({ message: "No active cart with that id" });
      return;
    }
    const country = cart.default_country;
    const address = {
      firstname: "Robin",
      lastname: "Tester",
      company: null,
      house_number: null,
      region_id: null,
      region_code: null,
      country_id: country,
      telephone: "+441615550100",
      customer_address_id: null,
      save_in_address_book: false,
      pickup_location_code: null,
      ...(ADDRESSES[country] ?? ADDRESSES.GB),
      ...((body.address as Record<string, unknown> | undefined) ?? {}),
    };
    fill.run(
      typeof body.email === "string" ? body.email : null,
      JSON.stringify(address),
      typeof body.method === "string" ? body.method : "flatrate_flatrate",
      cart.id,
    );
    res.status(204).end();
  });

  const orderByNumber = db.prepare("SELECT id FROM orders WHERE increment_id = ?");
  router.post("/__test/invoice-order", express.json(), (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const order = orderByNumber.get(String(body.number ?? "")) as { id: number } | undefined;
    if (!order) {
      res.status(404).json({ message: "No order with that number" });
      return;
    }
    createSalesRepository(db).invoice(order.id, sqlTime(new Date()));
    res.status(204).end();
  });

  router.get("/__test/orders", (req, res) => {
    const email = typeof req.query.email === "string" ? req.query.email : "";
    const numbers = (ordersOf.all(email) as Array<{ increment_id: string }>).map((r) => r.increment_id);
    res.set("Cache-Control", "no-store").json({ count: numbers.length, numbers });
  });
  return router;
}
