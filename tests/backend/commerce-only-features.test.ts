// Adobe Commerce's features that Magento Open Source 2.4.7 does not have, asked of the embedded
// backend in both of its schemas: gift wrapping and gift options on a cart (GiftWrappingGraphQl,
// setGiftOptionsOnCart), and multiple wishlists (createWishlist, ...). A stock Open Source has no such
// fields, so a client gets GraphQL's validation error, and so does this backend, in either schema.
// Open Source's own gift messages (GiftMessageGraphQl) are in the schema and answer null: the shop
// lets no one write one, as Open Source's default (sales/gift_options/allow_order = 0).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../../backend/index.js";
import { DEMO_CUSTOMER } from "../../backend/seed/fixtures-customers.js";
import { gql, newBackend, newCart } from "../support/backend-helpers.js";

const MODES = ["extended", "magento-core"] as const;

describe.each(MODES)("in the %s schema", (schema) => {
  let backend: EmbeddedBackend;
  let token: string;
  beforeAll(async () => {
    backend = newBackend({ schema });
    const d = await gql(
      backend,
      `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`,
      { e: DEMO_CUSTOMER.email, p: DEMO_CUSTOMER.password },
    );
    token = d.generateCustomerToken.token;
  });
  afterAll(() => backend.close());

  const validationError = async (query: string, headers?: Record<string, string>) => {
    const r = await backend.execute<any>(query, {}, headers);
    expect(r.data).toBeUndefined();
    return r.errors?.[0]?.message;
  };

  it("multiple wishlists are not a field, as on Open Source", async () => {
    const auth = { Authorization: `Bearer ${token}` };
    expect(await validationError(`mutation { createWishlist(input: { name: "Gym" }) { wishlist { id } } }`, auth)).toBe(
      'Cannot query field "createWishlist" on type "Mutation".',
    );
    for (const field of [
      "deleteWishlist",
      "updateWishlist",
      "copyProductsBetweenWishlists",
      "moveProductsBetweenWishlists",
    ])
      expect(await validationError(`mutation { ${field} }`, auth)).toMatch(
        new RegExp(`^Cannot query field "${field}" on type "Mutation"`),
      );
  });

  it("gift wrapping and gift options on a cart are not fields; a gift message answers null", async () => {
    const cartId = await newCart(backend);
    expect(
      await validationError(`mutation { setGiftOptionsOnCart(input: { cart_id: "${cartId}" }) { cart { id } } }`),
    ).toMatch(/^Cannot query field "setGiftOptionsOnCart" on type "Mutation"/);
    expect(await validationError(`{ cart(cart_id: "${cartId}") { available_gift_wrappings { uid } } }`)).toMatch(
      /^Cannot query field "available_gift_wrappings" on type "Cart"/,
    );
    const r = await backend.execute<any>(`{ cart(cart_id: "${cartId}") { id gift_message { to from message } } }`);
    expect(r.errors).toBeUndefined();
    expect(r.data.cart).toEqual({ id: cartId, gift_message: null });
  });
});
