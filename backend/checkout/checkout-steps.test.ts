// Checkout steps: the guest's email, the cart's full shipping and billing
// addresses (GraphQL), REST shipping-information (guest and mine) with Magento's payment-details
// answer, and the rules: a customer only reaches their own cart and address book, a country the
// store does not sell to and a malformed postcode are refused, a method no longer offered is cleared.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { CREATINE } from "../seed/fixtures.js";
import { DEMO_CUSTOMER, OTHER_CUSTOMER } from "../seed/fixtures-customers.js";
import { ADD, gql, serveBackend, type ServedBackend, newCart } from "../../tests/support/backend-helpers.js";

let backend: EmbeddedBackend;
let served: ServedBackend;
let url: string;

beforeAll(async () => {
  served = await serveBackend();
  backend = served.backend;
  url = served.url;
}, 60_000);
afterAll(async () => {
  await served.stop();
});

let ip = 0;
async function signIn(who: { email: string; password: string } = DEMO_CUSTOMER) {
  const d = await gql(
    backend,
    `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`,
    { e: who.email, p: who.password },
    { "x-forwarded-for": `203.0.113.${++ip}` },
  );
  return d.generateCustomerToken.token as string;
}
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function guestCartWithCreatine(qty = 1) {
  const cartId = await newCart(backend);
  await gql(backend, ADD, { cartId, items: [{ sku: CREATINE.sku, quantity: qty }] });
  return cartId;
}

/** A fresh customer cart of the signed-in customer with one item (any old lines removed first). */
async function customerCartWithCreatine(token: string) {
  const d = await gql(backend, `{ customerCart { id items { uid } } }`, {}, bearer(token));
  const cartId = d.customerCart.id as string;
  for (const item of d.customerCart.items)
    await gql(
      backend,
      `mutation($c: String!, $u: ID) { removeItemFromCart(input: { cart_id: $c, cart_item_uid: $u }) { cart { id } } }`,
      { c: cartId, u: item.uid },
      bearer(token),
    );
  await gql(backend, ADD, { cartId, items: [{ sku: CREATINE.sku, quantity: 1 }] }, bearer(token));
  return cartId;
}

async function rest(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

const HOME = {
  firstname: "Jo",
  lastname: "Runner",
  street: ["1 Test Street"],
  city: "London",
  postcode: "SW1A 1AA",
  country_id: "GB",
  telephone: "+44 20 7946 0000",
};

const info = (address: Record<string, unknown>, carrier = "flatrate", extra: Record<string, unknown> = {}) => ({
  addressInformation: {
    shipping_address: address,
    shipping_carrier_code: carrier,
    shipping_method_code: carrier,
    ...extra,
  },
});

const CHECKOUT = `query($id: String!) { cart(cart_id: $id) {
  email
  shipping_addresses {
    firstname lastname street city postcode house_number customer_address_id pickup_location_code
    country { code } telephone
    available_shipping_methods { carrier_code }
    selected_shipping_method { carrier_code method_code }
  }
  billing_address { firstname street city country { code } }
} }`;
const checkout = async (cartId: string, headers = {}) => (await gql(backend, CHECKOUT, { id: cartId }, headers)).cart;

const SET_EMAIL = `mutation($id: String!, $email: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: $email }) { cart { email } } }`;
const SET_SHIPPING = `mutation($id: String!, $a: ShippingAddressInput!) {
  setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [$a] }) {
    cart { shipping_addresses { firstname street house_number city postcode country { code label } selected_shipping_method { carrier_code } } }
  }
}`;
const gqlAddress = (over: Record<string, unknown> = {}) => ({
  firstname: "Jo",
  lastname: "Runner",
  street: ["Torstraße"],
  house_number: "125",
  city: "Berlin",
  postcode: "10119",
  country_code: "DE",
  telephone: "+49 30 901820",
  ...over,
});

describe("the guest's email", () => {
  it("keeps a valid email on a guest cart and refuses a malformed one with Magento's message", async () => {
    const cartId = await guestCartWithCreatine();
    const bad = await backend.execute<any>(SET_EMAIL, { id: cartId, email: "not-an-email" });
    expect(bad.errors?.[0].message).toBe("Invalid email format");
    const d = await gql(backend, SET_EMAIL, { id: cartId, email: "jo@example.com" });
    expect(d.setGuestEmailOnCart.cart.email).toBe("jo@example.com");
    expect((await checkout(cartId)).email).toBe("jo@example.com");
  });

  it("refuses a signed-in customer and answers the customer's own email on their cart", async () => {
    const token = await signIn(OTHER_CUSTOMER);
    const cartId = await customerCartWithCreatine(token);
    const r = await backend.execute<any>(SET_EMAIL, { id: cartId, email: "else@example.com" }, bearer(token));
    expect(r.errors?.[0].message).toBe("The request is not allowed for logged in customers");
    expect((await checkout(cartId, bearer(token))).email).toBe(OTHER_CUSTOMER.email);
    // A guest cannot set an email on (or even reach) the customer's cart.
    const guest = await backend.execute<any>(SET_EMAIL, { id: cartId, email: "else@example.com" });
    expect(guest.errors?.[0].message).toMatch(/cannot perform operations on cart/);
  });
});

describe("setShippingAddressesOnCart and setBillingAddressOnCart", () => {
  it("keeps a full address with its house number and answers it with the estimate's methods", async () => {
    const cartId = await guestCartWithCreatine();
    const d = await gql(backend, SET_SHIPPING, { id: cartId, a: { address: gqlAddress() } });
    expect(d.setShippingAddressesOnCart.cart.shipping_addresses).toEqual([
      {
        firstname: "Jo",
        street: ["Torstraße"],
        house_number: "125",
        city: "Berlin",
        postcode: "10119",
        country: { code: "DE", label: "Germany" },
        selected_shipping_method: null,
      },
    ]);
    const cart = await checkout(cartId);
    expect(cart.shipping_addresses[0].available_shipping_methods.map((m: any) => m.carrier_code)).toEqual([
      "flatrate",
      "express",
    ]);
    // Billing "the same as shipping" answers the shipping address.
    expect(cart.billing_address).toMatchObject({ firstname: "Jo", city: "Berlin", country: { code: "DE" } });
  });

  it("refuses a country the store does not sell to, a malformed postcode and a missing street", async () => {
    const cartId = await guestCartWithCreatine();
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { country_code: "US", postcode: "90210", region: "CA" },
        'Invalid value of "US" provided for the country_id field.',
      ],
      [{ postcode: "ABC" }, 'Invalid value of "ABC" provided for the postcode field.'],
      [{ street: [""] }, '"street" is required. Enter and try again.'],
      // Markup in a name or an address line: Magento's name and street rules.
      [{ firstname: "<img src=x onerror=alert(1)>" }, "First Name is not valid!"],
      [
        { street: ['1 High St"><script>alert(1)</script>'] },
        "Invalid Street Address. Please use only A-Z, a-z, 0-9, spaces, commas, -, ., ', &, [], ()",
      ],
    ];
    for (const [over, message] of cases) {
      const r = await backend.execute<any>(SET_SHIPPING, { id: cartId, a: { address: gqlAddress(over) } });
      expect(r.errors?.[0].message).toBe(message);
      expect(r.errors?.[0].extensions?.category).toBe("graphql-input");
    }
    expect((await checkout(cartId)).shipping_addresses).toEqual([]);
  });

  it("takes a customer's own address book entry, and never another customer's", async () => {
    const demo = await signIn();
    const other = await signIn(OTHER_CUSTOMER);
    const demoBook = (await gql(backend, `{ customer { addresses { id city default_shipping } } }`, {}, bearer(demo)))
      .customer.addresses;
    const otherBook = (await gql(backend, `{ customer { addresses { id } } }`, {}, bearer(other))).customer.addresses;
    const cartId = await customerCartWithCreatine(demo);
    const home = demoBook.find((a: any) => a.default_shipping);
    const d = await gql(backend, SET_SHIPPING, { id: cartId, a: { customer_address_id: home.id } }, bearer(demo));
    expect(d.setShippingAddressesOnCart.cart.shipping_addresses[0]).toMatchObject({ city: "Manchester" });
    expect((await checkout(cartId, bearer(demo))).shipping_addresses[0].customer_address_id).toBe(home.id);

    const r = await backend.execute<any>(
      SET_SHIPPING,
      { id: cartId, a: { customer_address_id: otherBook[0].id } },
      bearer(demo),
    );
    expect(r.errors?.[0].message).toBe(`Invalid customer address id ${otherBook[0].id}`);
    expect((await checkout(cartId, bearer(demo))).shipping_addresses[0].city).toBe("Manchester");
  });

  it("keeps a billing address of its own, and same_as_shipping again", async () => {
    const cartId = await guestCartWithCreatine();
    await gql(backend, SET_SHIPPING, { id: cartId, a: { address: gqlAddress() } });
    const SET_BILLING = `mutation($id: String!, $b: BillingAddressInput!) {
      setBillingAddressOnCart(input: { cart_id: $id, billing_address: $b }) { cart { billing_address { city } } }
    }`;
    const own = await gql(backend, SET_BILLING, {
      id: cartId,
      b: { address: gqlAddress({ city: "Hamburg", postcode: "20095" }) },
    });
    expect(own.setBillingAddressOnCart.cart.billing_address.city).toBe("Hamburg");
    const same = await gql(backend, SET_BILLING, { id: cartId, b: { same_as_shipping: true } });
    expect(same.setBillingAddressOnCart.cart.billing_address.city).toBe("Berlin");
  });
});

describe("REST shipping-information", () => {
  const guestPath = (cartId: string) => `/rest/default/V1/guest-carts/${cartId}/shipping-information`;

  it("saves address and method and answers Magento's payment-details object", async () => {
    const cartId = await guestCartWithCreatine();
    const { status, body } = await rest(guestPath(cartId), info(HOME, "express"));
    expect(status).toBe(200);
    expect(Array.isArray(body.payment_methods)).toBe(true);
    const { totals } = body;
    expect(totals.quote_currency_code).toBe("GBP");
    expect(totals.items_qty).toBe(1);
    expect(totals.shipping_incl_tax).toBe(6.99);
    expect(totals.subtotal_incl_tax).toBe(9.99);
    expect(totals.grand_total).toBe(16.98);
    expect(totals.items[0]).toMatchObject({ qty: 1, price_incl_tax: 9.99, row_total_incl_tax: 9.99 });
    expect(totals.total_segments.map((s: any) => s.code)).toEqual(["subtotal", "shipping", "tax", "grand_total"]);
    expect(totals.total_segments.at(-1)).toMatchObject({ code: "grand_total", value: 16.98, area: "footer" });

    const cart = await checkout(cartId);
    expect(cart.shipping_addresses[0]).toMatchObject({
      firstname: "Jo",
      street: ["1 Test Street"],
      postcode: "SW1A 1AA",
      selected_shipping_method: { carrier_code: "express", method_code: "express" },
    });
  });

  it("refuses a method the estimate does not offer there, and keeps nothing", async () => {
    const cartId = await guestCartWithCreatine();
    const it = { ...HOME, country_id: "IT", postcode: "00184", city: "Roma" };
    const { status, body } = await rest(guestPath(cartId), info(it, "express"));
    expect(status).toBe(400);
    expect(body.message).toBe("Carrier with such method not found: express, express");
    expect((await checkout(cartId)).shipping_addresses).toEqual([]);
  });

  it("refuses a bad postcode or a foreign country with a 400 naming the field", async () => {
    const cartId = await guestCartWithCreatine();
    const bad = await rest(guestPath(cartId), info({ ...HOME, postcode: "12345" }));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid value of "12345" provided for the postcode field.');
    const foreign = await rest(guestPath(cartId), info({ ...HOME, country_id: "US", postcode: "90210", region: "CA" }));
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('Invalid value of "US" provided for the country_id field.');
  });

  it("needs a collection point for click and collect", async () => {
    const cartId = await guestCartWithCreatine();
    const without = await rest(guestPath(cartId), info(HOME, "clickcollect"));
    expect(without.status).toBe(400);
    expect(without.body.parameters).toEqual({ fieldName: "extension_attributes.pickup_location_code" });
    const withPoint = await rest(
      guestPath(cartId),
      // a seeded point with its own address (part B checks both: backend/clickcollect/checkout-collect.test.ts)
      info(
        {
          ...HOME,
          street: ["18 Old Compton Street"],
          postcode: "W1D 4TN",
          extension_attributes: { pickup_location_code: "GB-LON-01" },
        },
        "clickcollect",
      ),
    );
    expect(withPoint.status).toBe(200);
    expect((await checkout(cartId)).shipping_addresses[0].pickup_location_code).toBe("GB-LON-01");
  });

  it("reaches a customer's cart only through mine, with the customer's token", async () => {
    const token = await signIn();
    const cartId = await customerCartWithCreatine(token);
    const asGuest = await rest(guestPath(cartId), info(HOME));
    expect(asGuest.status).toBe(404);
    const anonymous = await rest("/rest/default/V1/carts/mine/shipping-information", info(HOME));
    expect(anonymous.status).toBe(401);
    const mine = await rest("/rest/default/V1/carts/mine/shipping-information", info(HOME), bearer(token));
    expect(mine.status).toBe(200);
    expect((await checkout(cartId, bearer(token))).shipping_addresses[0].city).toBe("London");
    // Another customer's token saves on their own cart, never on this one.
    const other = await signIn(OTHER_CUSTOMER);
    await customerCartWithCreatine(other);
    await rest("/rest/default/V1/carts/mine/shipping-information", info({ ...HOME, city: "Elsewhere" }), bearer(other));
    expect((await checkout(cartId, bearer(token))).shipping_addresses[0].city).toBe("London");
  });

  it("refuses another customer's address book id on mine", async () => {
    const other = await signIn(OTHER_CUSTOMER);
    const otherId = (await gql(backend, `{ customer { addresses { id } } }`, {}, bearer(other))).customer.addresses[0]
      .id;
    const token = await signIn();
    await customerCartWithCreatine(token);
    const r = await rest(
      "/rest/default/V1/carts/mine/shipping-information",
      info({ ...HOME, customer_address_id: otherId }),
      bearer(token),
    );
    expect(r.status).toBe(404);
    expect(r.body.message).toBe(`Invalid customer address id ${otherId}`);
  });
});

describe("a method no longer offered (SPEC §4) and the basket's estimate", () => {
  it("clears the chosen method when a new address lacks it", async () => {
    const cartId = await guestCartWithCreatine();
    await rest(`/rest/default/V1/guest-carts/${cartId}/shipping-information`, info(HOME, "express"));
    // Italy has no express delivery from the UK.
    const d = await gql(backend, SET_SHIPPING, {
      id: cartId,
      a: { address: gqlAddress({ country_code: "IT", postcode: "00184", city: "Roma", house_number: "1" }) },
    });
    expect(d.setShippingAddressesOnCart.cart.shipping_addresses[0].selected_shipping_method).toBeNull();
  });

  it("keeps the full address for an estimate of the same place and drops it for another", async () => {
    const cartId = await guestCartWithCreatine();
    await rest(`/rest/default/V1/guest-carts/${cartId}/shipping-information`, info(HOME));
    const estimate = (address: Record<string, unknown>) =>
      rest(`/rest/default/V1/guest-carts/${cartId}/estimate-shipping-methods`, { address });
    expect((await estimate({ country_id: "GB", postcode: "sw1a1aa" })).status).toBe(200);
    expect((await checkout(cartId)).shipping_addresses[0]).toMatchObject({ firstname: "Jo", city: "London" });
    await estimate({ country_id: "GB", postcode: "M3 4JR" });
    expect((await checkout(cartId)).shipping_addresses[0]).toMatchObject({ firstname: "", postcode: "M3 4JR" });
  });
});
