// Moving the basket between store views, against the embedded backend over HTTP: configurable
// and bundle lines keep their choices, a line the target store cannot take is named in its
// language, and the shopper is left with one basket.
import { createSession } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../../backend/index.js";
import { STARTER_BUNDLE, WHEY } from "../../backend/seed/fixtures.js";
import { addProductsToCart, createGuestCart, getCart } from "~/commerce/cart/cart.server";
import type { CommerceRequestContext } from "~/commerce/client.server";
import { moveBasket } from "~/commerce/cart/move-basket.server";
import { estimateShippingMethods } from "~/commerce/cart/estimate-shipping.server";
import { shippingEstimateFor } from "~/features/basket/shipping.server";
import { takeCartActions } from "~/sessions/cart-actions.server";
import { createBasket } from "~/commerce/cart/basket.server";
import type { ShopSession } from "~/sessions/session.server";
import { gql, serveBackend, type ServedBackend, optionUids } from "../support/backend-helpers.js";

let backend: EmbeddedBackend;
let served: ServedBackend;
let uk: CommerceRequestContext;
let de: CommerceRequestContext;
let us: CommerceRequestContext;

beforeAll(async () => {
  served = await serveBackend();
  backend = served.backend;
  const commerceUrl = served.url;
  uk = { commerceUrl, storeCode: "default", currency: "GBP", timeoutMs: 5000 };
  de = { commerceUrl, storeCode: "de", currency: "EUR", timeoutMs: 5000 };
  us = { commerceUrl, storeCode: "us", currency: "USD", timeoutMs: 5000 };
});
afterAll(async () => {
  await served.stop();
});

const newSession = () => createSession() as unknown as ShopSession;

async function bundleDefaults(): Promise<string[]> {
  const p = await gql(
    backend,
    `{ products(filter: {sku: {eq: "${STARTER_BUNDLE.sku}"}}) { items { ... on BundleProduct {
    items { required options { uid is_default } } } } } }`,
  );
  return p.products.items[0].items
    .filter((i: any) => i.required)
    .map((i: any) => i.options.find((o: any) => o.is_default).uid);
}

async function basketIn(
  ctx: CommerceRequestContext,
  session: ShopSession,
  items: Parameters<typeof addProductsToCart>[2],
) {
  const cartId = await createGuestCart(ctx);
  createBasket(ctx, session).setId(cartId);
  const { errors } = await addProductsToCart(ctx, cartId, items);
  expect(errors).toEqual([]);
  return cartId;
}

describe("moveBasket", () => {
  it("re-adds configurable and bundle lines in the target store, priced in its currency, and forgets the old basket", async () => {
    const session = newSession();
    const uids = await optionUids(backend, WHEY.url_key);
    await basketIn(uk, session, [
      { sku: WHEY.sku, quantity: 2, selected_options: [uids.Vanilla, uids["1 kg"]] },
      { sku: STARTER_BUNDLE.sku, quantity: 1, selected_options: await bundleDefaults() },
    ]);

    const outcome = await moveBasket(uk, de, session);

    expect(outcome).toEqual({ movedQuantity: 3, refused: [], currency: "EUR", totalQuantity: 3 });
    expect(createBasket(uk, session).id()).toBeUndefined();
    const cart = await getCart(de, createBasket(de, session).id()!);
    const whey = cart.lines.find((line) => line.sku === WHEY.sku)!;
    expect(whey.quantity).toBe(2);
    expect(whey.configurableOptions).toEqual([
      { label: "Geschmack", value: "Vanille" },
      { label: "Größe", value: "1 kg" },
    ]);
    expect(whey.rowTotal).toEqual({ value: 45.98, currency: "EUR" });
    const bundle = cart.lines.find((line) => line.sku === STARTER_BUNDLE.sku)!;
    expect(bundle.bundleOptions.length).toBeGreaterThanOrEqual(2);
    // The last cart actions describe the German basket gaining the moved lines.
    expect(takeCartActions(session).map((a) => [a.action, a.sku, a.quantity])).toEqual([
      ["add", WHEY.sku, 2],
      ["add", STARTER_BUNDLE.sku, 1],
    ]);
  });

  it("merges into the target store's basket and names, in its language, a line it cannot take", async () => {
    const session = newSession();
    // Three gym bags are in stock: one waits in the German basket, three more cannot join it.
    const germanId = await basketIn(de, session, [{ sku: "PW-BAG", quantity: 1 }]);
    await basketIn(uk, session, [
      { sku: "PW-BAG", quantity: 3 },
      { sku: "PW-MULTI", quantity: 1 },
    ]);

    const outcome = await moveBasket(uk, de, session);

    expect(outcome).toEqual({ movedQuantity: 1, refused: ["Sporttasche"], currency: "EUR", totalQuantity: 2 });
    expect(createBasket(de, session).id()).toBe(germanId);
    expect(createBasket(uk, session).id()).toBeUndefined();
  });

  it("takes the delivery estimate along to a store that delivers to its country, and only there", async () => {
    const toUk = newSession();
    const germanId = await basketIn(de, toUk, [{ sku: "PW-MULTI", quantity: 1 }]);
    await estimateShippingMethods(de, germanId, { countryId: "FR", postcode: "75001" });
    await moveBasket(de, uk, toUk);
    const inUk = await shippingEstimateFor(uk, createBasket(uk, toUk).id()!);
    expect(inUk.address).toMatchObject({ countryId: "FR", postcode: "75001" });
    expect(inUk.methods.length).toBeGreaterThan(0);
    expect(inUk.methods[0].amount?.currency).toBe("GBP");

    // The US store delivers at home only: its basket starts from its own country.
    const toUs = newSession();
    const otherId = await basketIn(de, toUs, [{ sku: "PW-MULTI", quantity: 1 }]);
    await estimateShippingMethods(de, otherId, { countryId: "FR", postcode: "75001" });
    await moveBasket(de, us, toUs);
    const inUs = await shippingEstimateFor(us, createBasket(us, toUs).id()!);
    expect(inUs.address).toBeNull();
    expect(inUs.settings.defaultCountry).toBe("US");
  });

  it("has nothing to move without a basket, with an empty one, or one the backend no longer knows", async () => {
    expect(await moveBasket(uk, de, newSession())).toBeNull();

    const empty = newSession();
    createBasket(uk, empty).setId(await createGuestCart(uk));
    expect(await moveBasket(uk, de, empty)).toBeNull();
    expect(createBasket(uk, empty).id()).toBeUndefined();
    expect(createBasket(de, empty).id()).toBeUndefined();

    const gone = newSession();
    createBasket(uk, gone).setId("no-such-cart-00000000000000000000");
    expect(await moveBasket(uk, de, gone)).toBeNull();
    expect(createBasket(uk, gone).id()).toBeUndefined();
  });

  it("creates a fresh basket in the target store when the remembered one is gone", async () => {
    const session = newSession();
    await basketIn(uk, session, [{ sku: "PW-MULTI", quantity: 2 }]);
    createBasket(de, session).setId("no-such-cart-00000000000000000000");
    const outcome = await moveBasket(uk, de, session);
    expect(outcome).toMatchObject({ movedQuantity: 2, refused: [], totalQuantity: 2 });
    expect(createBasket(de, session).id()).not.toBe("no-such-cart-00000000000000000000");
  });
});

describe("a signed-in customer's basket in every store view", () => {
  const signIn = async (email = "demo@example.com", password = "Demo-Pass-2026") =>
    (
      await gql(
        backend,
        `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`,
        { e: email, p: password },
      )
    ).generateCustomerToken.token as string;
  const customerCartIn = async (store: string, token: string) =>
    (await gql(backend, `{ customerCart { id } }`, {}, { Store: store, Authorization: `Bearer ${token}` })).customerCart
      .id as string;
  /** The demo customer's Berlin address: the German store delivers within the EU. */
  const germanBookAddressId = async (token: string) =>
    (
      await gql(backend, `{ customer { addresses { id country_code } } }`, {}, { Authorization: `Bearer ${token}` })
    ).customer.addresses.find((a: { country_code: string }) => a.country_code === "DE").id as number;
  const USE_BOOK_ADDRESS = `mutation($id: String!, $address: Int!) {
    setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ customer_address_id: $address }] }) {
      cart { shipping_addresses { city } }
    }
  }`;

  it("is one customer cart per store view, each taking the customer's address book", async () => {
    const token = await signIn();
    const [ukCart, deCart] = [await customerCartIn("default", token), await customerCartIn("de", token)];
    expect(ukCart).not.toBe(deCart);
    // Asked again, the same cart: it is the customer's in that store.
    expect(await customerCartIn("de", token)).toBe(deCart);
    const address = await germanBookAddressId(token);
    const headers = { Store: "de", Authorization: `Bearer ${token}` };
    const saved = await gql(backend, USE_BOOK_ADDRESS, { id: deCart, address }, headers);
    expect(saved.setShippingAddressesOnCart.cart.shipping_addresses[0].city).toBeTruthy();
    // Another customer cannot reach it; a guest cart cannot take an address book entry.
    const other = await signIn("sam@example.com", "Other-Pass-2026");
    const refused = await backend.execute<any>(
      `{ cart(cart_id: "${deCart}") { id } }`,
      {},
      { Store: "de", Authorization: `Bearer ${other}` },
    );
    expect(refused.errors?.[0].message).toMatch(/cannot perform operations on cart/);
  });

  it("is never a guest cart: createGuestCart refuses a signed-in caller, createEmptyCart answers their cart", async () => {
    const token = await signIn();
    const headers = { Store: "ie", Authorization: `Bearer ${token}` };
    const refused = await backend.execute<any>(`mutation { createGuestCart { cart { id } } }`, {}, headers);
    expect(refused.errors?.[0].message).toBe("Use `Query.customerCart` for logged in customer.");
    const empty = await gql(backend, `mutation { createEmptyCart }`, {}, headers);
    expect(empty.createEmptyCart).toBe(await customerCartIn("ie", token));
  });

  it("moves to the customer's own cart of the target store, emptying the one left behind", async () => {
    const token = await signIn();
    const ukCustomer = { ...uk, customerToken: token };
    const deCustomer = { ...de, customerToken: token };
    const session = newSession();
    const ukCart = await customerCartIn("default", token);
    createBasket(uk, session).setId(ukCart);
    expect((await addProductsToCart(ukCustomer, ukCart, [{ sku: "PW-MULTI", quantity: 2 }])).errors).toEqual([]);

    const outcome = await moveBasket(ukCustomer, deCustomer, session);

    expect(outcome).toMatchObject({ movedQuantity: 2, refused: [] });
    expect(createBasket(de, session).id()).toBe(await customerCartIn("de", token));
    expect((await getCart(ukCustomer, ukCart)).totalQuantity).toBe(0);
    // The moved basket checks out with the address book in the new store.
    const headers = { Store: "de", Authorization: `Bearer ${token}` };
    const address = await germanBookAddressId(token);
    await gql(backend, USE_BOOK_ADDRESS, { id: createBasket(de, session).id(), address }, headers);
  });
});
