// Click and collect: clickcollect/location orders the store country's points by
// distance from a town or postcode, answers km and miles, the hours by weekday and "open now" on the
// store's clock; an unknown place is an empty list, a missing or over-long search a 400.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { createClickCollectService } from "./service.js";
import { MAX_SEARCH_LENGTH } from "./rules.js";
import { COLLECT_SEARCHES, COLLECTION_POINTS } from "../seed/fixtures-clickcollect.js";
import { CREATINE } from "../seed/fixtures.js";
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

async function locate(store: string, search: string | null, init: RequestInit = {}) {
  const query = search === null ? "" : `?search=${encodeURIComponent(search)}`;
  const response = await fetch(`${url}/rest/${store}/V1/clickcollect/location${query}`, init);
  return { status: response.status, body: (await response.json()) as any };
}

const codes = (points: Array<{ code: string }>) => points.map((p) => p.code);
const storeView = (code: string) => backend.db.prepare("SELECT * FROM store_views WHERE code = ?").get(code) as any;

describe("clickcollect/location", () => {
  it("lists the store country's points nearest first for a town, with the address and both units", async () => {
    const { madrid } = COLLECT_SEARCHES;
    const { status, body } = await locate(madrid.store, madrid.search);
    expect(status).toBe(200);
    expect(codes(body).slice(0, 3)).toEqual(madrid.nearest);
    expect(body.every((p: { country_id: string }) => p.country_id === "ES")).toBe(true);
    expect(body).toHaveLength(COLLECTION_POINTS.filter((p) => p.country === "ES").length);
    const first = body[0];
    const seeded = COLLECTION_POINTS.find((p) => p.code === first.code)!;
    expect(first).toMatchObject({
      name: seeded.name,
      kind: seeded.kind,
      street: [seeded.street],
      city: seeded.city,
      postcode: seeded.postcode,
      country_id: "ES",
    });
    // km and miles of one distance; Barcelona is about 500 km from Madrid
    for (const p of body) expect(p.distance.miles).toBeCloseTo(p.distance.km / 1.609344, 1);
    const distances = body.map((p: { distance: { km: number } }) => p.distance.km);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(first.distance.km).toBeLessThan(1);
    const barcelona = body.find((p: { city: string }) => p.city === "Barcelona");
    expect(barcelona.distance.km).toBeGreaterThan(480);
    expect(barcelona.distance.km).toBeLessThan(520);
  });

  it("places a postcode: a GB outward code finds the points near it first", async () => {
    const { didsbury, manchester } = COLLECT_SEARCHES;
    expect(codes((await locate(didsbury.store, didsbury.search)).body).slice(0, 3)).toEqual(didsbury.nearest);
    expect(codes((await locate(manchester.store, manchester.search)).body).slice(0, 3)).toEqual(manchester.nearest);
    // an outward code alone, in lower case
    expect(codes((await locate("default", "m20")).body)[0]).toBe("GB-MAN-03");
  });

  it("accepts a POST with {search} and other spellings of a town", async () => {
    const { status, body } = await locate("de", null, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ search: "Munich" }),
    });
    expect(status).toBe(200);
    expect(codes(body).slice(0, 2).sort()).toEqual(["DE-MUC-01", "DE-MUC-02"]);
    expect(codes((await locate("es", "  valència ")).body)[0]).toMatch(/^ES-VLC-/);
  });

  it("answers only the store's own country: every store view has points", async () => {
    for (const [store, country] of [
      ["default", "GB"],
      ["ie", "IE"],
      ["us", "US"],
      ["de", "DE"],
      ["es", "ES"],
      ["fr", "FR"],
      ["it", "IT"],
    ]) {
      const town = COLLECTION_POINTS.find((p) => p.country === country)!.city;
      const { body } = await locate(store, town);
      expect(body.length, store).toBeGreaterThanOrEqual(5);
      expect(body.length, store).toBeLessThanOrEqual(10);
      expect(new Set(body.map((p: { country_id: string }) => p.country_id)), store).toEqual(new Set([country]));
    }
    // a Spanish town is unknown to the British store
    expect((await locate("default", "Madrid")).body).toEqual([]);
  });

  it("answers an empty list for a place it does not know", async () => {
    const { unknown } = COLLECT_SEARCHES;
    expect(await locate(unknown.store, unknown.search)).toEqual({ status: 200, body: [] });
    expect(await locate("es", "99999")).toEqual({ status: 200, body: [] });
  });

  it("refuses a missing, blank or over-long search with Magento's error body", async () => {
    expect(await locate("es", null)).toEqual({
      status: 400,
      body: { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: "search" } },
    });
    expect((await locate("es", "   ")).status).toBe(400);
    const long = await locate("es", "x".repeat(MAX_SEARCH_LENGTH + 1));
    expect(long.status).toBe(400);
    expect(long.body.parameters).toEqual({ fieldName: "search", max: MAX_SEARCH_LENGTH });
    const post = await locate("es", null, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ search: 42 }),
    });
    expect(post.status).toBe(400);
    expect((await locate("nowhere", "Madrid")).status).toBe(400);
  });

  it("gives the hours of all seven days and whether the point is open now", async () => {
    const { body } = await locate("es", "Madrid");
    const estanco = body.find((p: { code: string }) => p.code === "ES-MAD-01");
    expect(estanco.opening_hours.map((d: { day: string }) => d.day)).toEqual([
      "monday",
      "tuesday",
      "wednesday",
      "thursday",
      "friday",
      "saturday",
      "sunday",
    ]);
    expect(estanco.opening_hours[0]).toMatchObject({
      day: "monday",
      is_closed: false,
      opens: "09:00",
      closes: "21:30",
    });
    expect(estanco.opening_hours[6]).toMatchObject({ day: "sunday", is_closed: true });
    expect(estanco.opening_hours.filter((d: { is_today: boolean }) => d.is_today)).toHaveLength(1);
    expect(typeof estanco.is_open_now).toBe("boolean");
  });
});

describe("open now, on the store view's clock", () => {
  // Madrid is UTC+1 in winter: 25 Nov 2026 is a Wednesday, 29 Nov a Sunday.
  const at = (iso: string) => {
    const service = createClickCollectService(backend.db, () => new Date(iso));
    const points = service.near(storeView("es"), "Madrid").points;
    return Object.fromEntries(points.map((p) => [p.code, { open: p.isOpenNow, today: p.isToday }]));
  };

  it("a weekday at noon: the shop and the locker are open", () => {
    const noon = at("2026-11-25T11:00:00Z");
    expect(noon["ES-MAD-01"]).toEqual({ open: true, today: "wednesday" });
    expect(noon["ES-MAD-02"].open).toBe(true);
  });

  it("uses the store's time zone, not UTC: 09:15 in Madrid is open although it is 08:15 UTC", () => {
    expect(at("2026-11-25T08:15:00Z")["ES-MAD-01"].open).toBe(true);
    expect(at("2026-11-25T07:45:00Z")["ES-MAD-01"].open).toBe(false);
  });

  it("after closing the shop is closed, the 24-hour locker still open", () => {
    const late = at("2026-11-25T21:00:00Z"); // 22:00 in Madrid; the shop closes at 21:30
    expect(late["ES-MAD-01"].open).toBe(false);
    expect(late["ES-MAD-02"].open).toBe(true);
    expect(late["ES-MAD-03"].open).toBe(false); // closes at 22:00 sharp
  });

  it("on Sunday the shop closed on Sundays is closed, the one with Sunday hours open", () => {
    const sunday = at("2026-11-29T12:00:00Z"); // 13:00
    expect(sunday["ES-MAD-01"]).toEqual({ open: false, today: "sunday" });
    expect(sunday["ES-MAD-03"].open).toBe(true); // Sunday 11:00-15:00
    expect(at("2026-11-29T15:00:00Z")["ES-MAD-03"].open).toBe(false); // 16:00
  });
});

describe("a click-and-collect delivery address", () => {
  const service = () => createClickCollectService(backend.db);
  const estanco = COLLECTION_POINTS.find((p) => p.code === "ES-MAD-01")!;
  const address = { street: [estanco.street], city: estanco.city, postcode: estanco.postcode, country_id: "ES" };

  it("is the named point's own address", () => {
    expect(service().verifyPickup(storeView("es"), "ES-MAD-01", address).code).toBe("ES-MAD-01");
    // spelling and case do not matter
    expect(
      service().verifyPickup(storeView("es"), "ES-MAD-01", {
        ...address,
        city: "MADRID",
        street: ["calle de alcala 21"],
      }).code,
    ).toBe("ES-MAD-01");
  });

  it("refuses an unknown point, another country's point and another address", () => {
    expect(() => service().verifyPickup(storeView("es"), "NOPE", address)).toThrow(/collection point/);
    expect(() => service().verifyPickup(storeView("de"), "ES-MAD-01", address)).toThrow(/collection point/);
    expect(() => service().verifyPickup(storeView("es"), undefined, address)).toThrow(/collection point/);
    expect(() => service().verifyPickup(storeView("es"), "ES-MAD-01", { ...address, street: ["Gran Vía 1"] })).toThrow(
      /address of the chosen collection point/,
    );
  });
});

describe("shipping-information with click and collect", () => {
  const estanco = COLLECTION_POINTS.find((p) => p.code === "ES-MAD-01")!;
  const berlin = COLLECTION_POINTS.find((p) => p.code === "DE-BER-01")!;
  const pointAddress = (p: (typeof COLLECTION_POINTS)[number], code = p.code) => ({
    firstname: "Lucía",
    lastname: "García",
    company: p.name,
    street: [p.street],
    city: p.city,
    postcode: p.postcode,
    country_id: p.country,
    telephone: "+34612345678",
    extension_attributes: { pickup_location_code: code },
  });
  const save = async (cartId: string, address: Record<string, unknown>) => {
    const response = await fetch(`${url}/rest/es/V1/guest-carts/${cartId}/shipping-information`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        addressInformation: {
          shipping_address: address,
          shipping_carrier_code: "clickcollect",
          shipping_method_code: "clickcollect",
        },
      }),
    });
    return { status: response.status, body: (await response.json()) as any };
  };
  const spanishCart = async () => {
    const headers = { Store: "es" };
    const cartId = await newCart(backend, headers);
    await gql(backend, ADD, { cartId, items: [{ sku: CREATINE.sku, quantity: 1 }] }, headers);
    return cartId;
  };
  const savedAddress = async (cartId: string) =>
    (
      await gql(
        backend,
        `query($id: String!) { cart(cart_id: $id) { shipping_addresses { street city pickup_location_code selected_shipping_method { carrier_code } } } }`,
        { id: cartId },
        { Store: "es" },
      )
    ).cart.shipping_addresses[0];

  it("saves a point of the store's country with its own address", async () => {
    const cartId = await spanishCart();
    const saved = await save(cartId, pointAddress(estanco));
    expect(saved.status).toBe(200);
    expect(await savedAddress(cartId)).toMatchObject({
      street: [estanco.street],
      city: "Madrid",
      pickup_location_code: "ES-MAD-01",
      selected_shipping_method: { carrier_code: "clickcollect" },
    });
  });

  it("refuses an unknown point, another country's point, or another address, and keeps nothing", async () => {
    const cartId = await spanishCart();
    const unknown = await save(cartId, pointAddress(estanco, "ES-NOPE-99"));
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/collection point/);
    const german = await save(cartId, { ...pointAddress(berlin), country_id: "ES" });
    expect(german.status).toBe(400);
    const elsewhere = await save(cartId, { ...pointAddress(estanco), street: ["Gran Vía 1"] });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toMatch(/address of the chosen collection point/);
    expect((await savedAddress(cartId))?.pickup_location_code ?? null).toBeNull();
  });
});

describe("setShippingAddressesOnCart with a collection point (GraphQL)", () => {
  const berlin = COLLECTION_POINTS.find((p) => p.code === "DE-BER-01")!;
  const SET = `mutation($id: String!, $address: CartAddressInput!, $code: String) {
    setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $address, pickup_location_code: $code }] }) {
      cart { id }
    }
  }`;
  const address = {
    firstname: "Lena",
    lastname: "Schmidt",
    company: berlin.name,
    street: [berlin.street],
    city: berlin.city,
    postcode: berlin.postcode,
    country_code: "DE",
    telephone: "+4915112345678",
  };

  it("takes the point's own address and refuses an unknown point or another address, like REST", async () => {
    const cartId = await newCart(backend, { Store: "de" });
    await gql(backend, ADD, { cartId, items: [{ sku: CREATINE.sku, quantity: 1 }] }, { Store: "de" });
    const ok = await backend.execute(SET, { id: cartId, address, code: berlin.code }, { Store: "de" });
    expect(ok.errors).toBeUndefined();
    const unknown = await backend.execute(SET, { id: cartId, address, code: "NOPE" }, { Store: "de" });
    expect(unknown.errors?.[0].message).toMatch(/collection point/);
    const elsewhere = await backend.execute(
      SET,
      { id: cartId, address: { ...address, street: ["Unter den Linden 1"] }, code: berlin.code },
      { Store: "de" },
    );
    expect(elsewhere.errors?.[0].message).toMatch(/address of the chosen collection point/);
  });
});
