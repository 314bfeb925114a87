// Shipping: carriers and per-country rates, the free-delivery threshold, the chosen method
// in the totals, clearing a method that no longer applies, and the REST estimate (guest and mine).
import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { CREATINE } from "../seed/fixtures.js";
import { RATE_PLANS } from "../seed/fixtures-shipping.js";
import { shippingDescription } from "./service.js";
import { ADD, gql, serveBackend, type ServedBackend, newCart } from "../../tests/support/backend-helpers.js";

let backend: EmbeddedBackend;
let served: ServedBackend;
let url: string;

beforeAll(async () => {
  served = await serveBackend();
  backend = served.backend;
  url = served.url;
});
afterAll(async () => {
  await served.stop();
});

/** Creatine costs £9.99: 5 stay below the £50 free-delivery threshold, 6 reach it. */
async function cartWithCreatine(qty: number, headers: Record<string, string> = {}) {
  const cartId = await newCart(backend, headers);
  await gql(backend, ADD, { cartId, items: [{ sku: CREATINE.sku, quantity: qty }] }, headers);
  return cartId;
}

async function estimate(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

const guestEstimate = (cartId: string, address: Record<string, unknown>, store = "default", headers = {}) =>
  estimate(`/rest/${store}/V1/guest-carts/${cartId}/estimate-shipping-methods`, { address }, headers);

const codes = (methods: Array<{ carrier_code: string }>) => methods.map((m) => m.carrier_code);

const SHIPPING = `query($id: String!) { cart(cart_id: $id) {
  prices { grand_total { value } subtotal_including_tax { value } }
  shipping_addresses {
    country { code }
    postcode
    available_shipping_methods { carrier_code method_code amount { value currency } }
    selected_shipping_method { carrier_code method_code carrier_title method_title amount { value currency } }
  }
} }`;

const CHOOSE = `mutation($id: String!, $carrier: String!, $method: String!) {
  setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: $carrier, method_code: $method }] }) {
    cart { shipping_addresses { selected_shipping_method { carrier_code amount { value } } } prices { grand_total { value } } }
  }
}`;

const choose = (id: string, carrier: string, headers: Record<string, string> = {}) =>
  backend.execute<any>(CHOOSE, { id, carrier, method: carrier }, headers);

const UPDATE = `mutation($id: String!, $uid: ID!, $qty: Float!) {
  updateCartItems(input: { cart_id: $id, cart_items: [{ cart_item_uid: $uid, quantity: $qty }] }) { cart { id } }
}`;

describe("rates per country", () => {
  it("answers Magento's shipping method objects for the home country, in the base currency", async () => {
    const cartId = await cartWithCreatine(1);
    const { status, body } = await guestEstimate(cartId, { country_id: "GB", postcode: "SW1A 1AA" });
    expect(status).toBe(200);
    expect(codes(body)).toEqual(["flatrate", "express", "clickcollect"]);
    const home = RATE_PLANS.base.homeRates;
    expect(body[0]).toEqual({
      carrier_code: "flatrate",
      method_code: "flatrate",
      carrier_title: "Standard",
      method_title: "Standard delivery",
      amount: home.flatrate,
      base_amount: home.flatrate,
      available: true,
      error_message: "",
      // The price less the VAT it holds (20 %, rounded to the cent): 3.99 holds 0.67, so 3.32.
      price_excl_tax: (Math.round(home.flatrate * 100) - Math.round((home.flatrate * 100 * 0.2) / 1.2)) / 100,
      price_incl_tax: home.flatrate,
    });
    expect(body[1].amount).toBe(home.express);
    expect(body[2].amount).toBe(home.clickcollect);
  });

  it("offers express only where it delivers, no collection abroad, nothing where the store does not ship", async () => {
    const cartId = await cartWithCreatine(1);
    const de = await guestEstimate(cartId, { country_id: "DE" });
    expect(codes(de.body)).toEqual(["flatrate", "express"]);
    expect(de.body[0].amount).toBe(RATE_PLANS.base.abroadFlatrate);
    const pl = await guestEstimate(cartId, { country_id: "PL" });
    expect(codes(pl.body)).toEqual(["flatrate"]);
    const us = await guestEstimate(cartId, { country_id: "US" });
    expect(us.body).toEqual([]);
  });

  it("converts rates into the display currency and keeps base_amount in the base currency", async () => {
    const eur = { "Content-Currency": "EUR" };
    const cartId = await cartWithCreatine(1, eur);
    const { body } = await guestEstimate(cartId, { country_id: "GB" }, "default", eur);
    expect(body[0].amount).toBe(Math.round(RATE_PLANS.base.homeRates.flatrate * 1.17 * 100) / 100);
    expect(body[0].base_amount).toBe(RATE_PLANS.base.homeRates.flatrate);
  });

  it("uses the store view's own rates (the German website ships from Germany)", async () => {
    const de = { Store: "de" };
    const cartId = await cartWithCreatine(1, de);
    const { body } = await guestEstimate(cartId, { country_id: "DE" }, "de");
    expect(codes(body)).toEqual(["flatrate", "express", "clickcollect"]);
    expect(body[0].amount).toBe(RATE_PLANS.de.homeRates.flatrate);
    expect(body[0].method_title).toBe("Standardversand");
  });
});

describe("free delivery threshold", () => {
  it("makes standard delivery free once the subtotal reaches it, listed once; express keeps its price", async () => {
    const below = await guestEstimate(await cartWithCreatine(5), { country_id: "GB" });
    expect(codes(below.body)).not.toContain("freeshipping");
    const above = await guestEstimate(await cartWithCreatine(6), { country_id: "GB" });
    // one free method for one service: not "Free delivery" beside a free "Standard delivery"
    expect(codes(above.body)).toEqual(["flatrate", "express", "clickcollect"]);
    expect(above.body.filter((m: any) => m.amount === 0 && m.carrier_code !== "clickcollect")).toHaveLength(1);
    const titles = above.body.map((m: any) => m.method_title);
    expect(new Set(titles).size).toBe(titles.length);
    const amounts = Object.fromEntries(above.body.map((m: any) => [m.carrier_code, m.amount]));
    expect(amounts).toEqual({
      flatrate: 0,
      express: RATE_PLANS.base.homeRates.express,
      clickcollect: 0,
    });
  });
});

describe("the chosen method", () => {
  it("shows in the cart's shipping address and its amount in the grand total", async () => {
    const cartId = await cartWithCreatine(2);
    await guestEstimate(cartId, { country_id: "GB", postcode: "M1 1AE" });
    const r = await choose(cartId, "express");
    expect(r.errors).toBeUndefined();
    const cart = (await gql(backend, SHIPPING, { id: cartId })).cart;
    const [address] = cart.shipping_addresses;
    expect(address.country.code).toBe("GB");
    expect(address.postcode).toBe("M1 1AE");
    expect(address.selected_shipping_method).toEqual({
      carrier_code: "express",
      method_code: "express",
      carrier_title: "Express",
      method_title: "Express delivery",
      amount: { value: RATE_PLANS.base.homeRates.express, currency: "GBP" },
    });
    expect(cart.prices.grand_total.value).toBeCloseTo(2 * CREATINE.prices.GBP + RATE_PLANS.base.homeRates.express, 2);
  });

  it("is refused without an estimate address, or when the estimate does not offer it", async () => {
    const cartId = await cartWithCreatine(1);
    expect((await choose(cartId, "flatrate")).errors?.[0].message).toBe(
      "The shipping address is missing. Set the address and try again.",
    );
    await guestEstimate(cartId, { country_id: "PL" });
    expect((await choose(cartId, "express")).errors?.[0].message).toBe(
      "Carrier with such method not found: express, express",
    );
    expect((await choose(cartId, "freeshipping")).errors?.[0].message).toMatch(/not found/);
  });

  it("is free while the basket reaches free delivery, and costs again when it falls below", async () => {
    const cartId = await cartWithCreatine(6);
    await guestEstimate(cartId, { country_id: "GB" });
    expect((await choose(cartId, "flatrate")).errors).toBeUndefined();
    let cart = (await gql(backend, SHIPPING, { id: cartId })).cart;
    expect(cart.shipping_addresses[0].selected_shipping_method.carrier_code).toBe("flatrate");
    expect(cart.shipping_addresses[0].selected_shipping_method.amount.value).toBe(0);
    const items = await gql(backend, `query($id: String!) { cart(cart_id: $id) { items { uid } } }`, { id: cartId });
    await gql(backend, UPDATE, { id: cartId, uid: items.cart.items[0].uid, qty: 1 });
    cart = (await gql(backend, SHIPPING, { id: cartId })).cart;
    expect(cart.shipping_addresses[0].selected_shipping_method.amount.value).toBe(RATE_PLANS.base.homeRates.flatrate);
    expect(cart.prices.grand_total.value).toBeCloseTo(CREATINE.prices.GBP + RATE_PLANS.base.homeRates.flatrate, 2);
  });

  it("is cleared by a new estimate that lacks it", async () => {
    const cartId = await cartWithCreatine(1);
    await guestEstimate(cartId, { country_id: "GB" });
    await choose(cartId, "clickcollect");
    await guestEstimate(cartId, { country_id: "FR" });
    const cart = (await gql(backend, SHIPPING, { id: cartId })).cart;
    expect(cart.shipping_addresses[0].country.code).toBe("FR");
    expect(cart.shipping_addresses[0].selected_shipping_method).toBeNull();
  });

  it("makes standard delivery free once the basket reaches the threshold", async () => {
    const cartId = await cartWithCreatine(5);
    await guestEstimate(cartId, { country_id: "GB" });
    await choose(cartId, "flatrate");
    const items = await gql(backend, `query($id: String!) { cart(cart_id: $id) { items { uid } } }`, { id: cartId });
    await gql(backend, UPDATE, { id: cartId, uid: items.cart.items[0].uid, qty: 6 });
    const cart = (await gql(backend, SHIPPING, { id: cartId })).cart;
    expect(cart.shipping_addresses[0].selected_shipping_method.amount.value).toBe(0);
    expect(cart.prices.grand_total.value).toBe(cart.prices.subtotal_including_tax.value);
  });
});

describe("REST estimate-shipping-methods", () => {
  let cartId: string;
  beforeEach(async () => {
    cartId = await cartWithCreatine(1);
  });

  it("answers 404 with Magento's message for an unknown cart", async () => {
    const r = await guestEstimate("0".repeat(32), { country_id: "GB" });
    expect(r.status).toBe(404);
    expect(r.body).toEqual({
      message: "No such entity with %fieldName = %fieldValue",
      parameters: { fieldName: "cartId", fieldValue: "0".repeat(32) },
    });
  });

  it("answers 400 without an address or with bad JSON", async () => {
    const path = `/rest/default/V1/guest-carts/${cartId}/estimate-shipping-methods`;
    const missing = await estimate(path, {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/is required/);
    expect(missing.body.parameters).toEqual({ fieldName: "address" });
    const broken = await estimate(path, "{not json");
    expect(broken.status).toBe(400);
    expect(typeof broken.body.message).toBe("string");
  });

  it("takes the store view from the path (/rest/V1 is the default one)", async () => {
    const r = await estimate(`/rest/V1/guest-carts/${cartId}/estimate-shipping-methods`, {
      address: { country_id: "GB" },
    });
    expect(r.status).toBe(200);
    expect(codes(r.body)).toContain("flatrate");
    // the cart belongs to the default store view, not the German one
    const wrong = await guestEstimate(cartId, { country_id: "DE" }, "de");
    expect(wrong.status).toBe(404);
  });

  it("answers 401 to carts/mine without a (valid) token", async () => {
    const path = "/rest/default/V1/carts/mine/estimate-shipping-methods";
    const body = { address: { country_id: "GB" } };
    for (const headers of [{}, { Authorization: "Bearer nope" }] as Array<Record<string, string>>) {
      const r = await estimate(path, body, headers);
      expect(r.status).toBe(401);
      expect(r.body).toEqual({
        message: "The consumer isn't authorized to access %resources.",
        parameters: { resources: "self" },
      });
    }
  });

  it("estimates for the token's customer cart, which a guest cannot reach by its masked id", async () => {
    const db = backend.db;
    const customerId = Number(
      db
        .prepare(
          "INSERT INTO customers (website_id, email, password_hash, firstname, lastname, store_code, created_at, updated_at) VALUES (1, 'ship@example.com', 'x', 'Sam', 'Ship', 'default', '2025-01-01', '2025-01-01')",
        )
        .run().lastInsertRowid,
    );
    // Tokens are kept as their SHA-256 (customer/service.ts).
    const stored = createHash("sha256").update("ship-token").digest("hex");
    db.prepare(
      "INSERT INTO customer_tokens (token, customer_id, created_at, expires_at) VALUES (?, ?, '2025-01-01 00:00:00', '2999-01-01 00:00:00')",
    ).run(stored, customerId);
    const path = "/rest/default/V1/carts/mine/estimate-shipping-methods";
    const auth = { Authorization: "Bearer ship-token" };
    const none = await estimate(path, { address: { country_id: "GB" } }, auth);
    expect(none.status).toBe(404);
    db.prepare("UPDATE carts SET customer_id = ? WHERE masked_id = ?").run(customerId, cartId);
    const mine = await estimate(path, { address: { country_id: "GB" } }, auth);
    expect(mine.status).toBe(200);
    expect(codes(mine.body)).toEqual(["flatrate", "express", "clickcollect"]);
    expect((await guestEstimate(cartId, { country_id: "GB" })).status).toBe(404);
    // and only its customer may choose its method
    expect((await choose(cartId, "flatrate")).errors?.[0].message).toMatch(/cannot perform operations/);
    expect((await choose(cartId, "flatrate", auth)).errors).toBeUndefined();
  });
});

describe("the shipping description on orders and totals", () => {
  it("names the carrier and the method, but a word only once", () => {
    expect(shippingDescription({ carrierTitle: "Standard", methodTitle: "Standard delivery" })).toBe(
      "Standard delivery",
    );
    expect(shippingDescription({ carrierTitle: "Royal Mail", methodTitle: "Next day" })).toBe("Royal Mail - Next day");
    expect(shippingDescription({ carrierTitle: "Express", methodTitle: "" })).toBe("Express");
  });
});
