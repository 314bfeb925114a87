// applyCouponToCart / removeCouponFromCart as a GraphQL client sees them: the cart's discounts and
// Magento's error texts and categories.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { CREATINE } from "../seed/fixtures.js";
import { COUPONS } from "../seed/fixtures-coupons.js";
import { ADD, gql, newBackend, newCart } from "../../tests/support/backend-helpers.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close());

const COUPON_CART = `
  applied_coupons { code }
  error_messages
  items { prices { total_item_discount { value } discounts { label amount { value } } } }
  prices { grand_total { value currency } discounts { label amount { value } coupon { code } applied_to } }`;

const APPLY = `mutation ($cartId: String!, $code: String!) {
  applyCouponToCart(input: { cart_id: $cartId, coupon_code: $code }) { cart { ${COUPON_CART} } }
}`;
const REMOVE = `mutation ($cartId: String!) { removeCouponFromCart(input: { cart_id: $cartId }) { cart { ${COUPON_CART} } } }`;

async function cartWithCreatine(qty: number, headers?: Record<string, string>) {
  const cartId = await newCart(backend, headers);
  await gql(backend, ADD, { cartId, items: [{ sku: CREATINE.sku, quantity: qty }] }, headers);
  return cartId;
}

describe("applyCouponToCart", () => {
  it("answers the cart with the discount on the line and in the totals, in the store's currency", async () => {
    const headers = { Store: "de" };
    const cartId = await cartWithCreatine(2, headers);
    const d = await gql(backend, APPLY, { cartId, code: COUPONS.welcome.code }, headers);
    const cart = d.applyCouponToCart.cart;
    expect(cart.applied_coupons).toEqual([{ code: "WELCOME10" }]);
    // 2 x 11.99 = 23.98, 10 % = 2.40
    expect(cart.items[0].prices.discounts).toEqual([{ label: "Willkommen: 10 % Rabatt", amount: { value: 2.4 } }]);
    expect(cart.items[0].prices.total_item_discount).toEqual({ value: 2.4 });
    expect(cart.prices.discounts).toEqual([
      { label: "Willkommen: 10 % Rabatt", amount: { value: 2.4 }, coupon: { code: "WELCOME10" }, applied_to: "ITEM" },
    ]);
    expect(cart.prices.grand_total).toEqual({ value: 21.58, currency: "EUR" });
  });

  it.each([
    ["NOPE", 'The coupon code "NOPE" is not valid.', "graphql-no-such-entity"],
    [COUPONS.expired.code, 'The coupon code "SUMMER20" is not valid.', "graphql-no-such-entity"],
    [COUPONS.notYet.code, 'The coupon code "AUTUMN" is not valid.', "graphql-no-such-entity"],
    [COUPONS.usedUp.code, 'The coupon code "ONEUSE" has already been used.', "graphql-no-such-entity"],
    [COUPONS.save5.code, 'The coupon code "SAVE5" needs a subtotal of at least £40.00.', "graphql-input"],
  ])("refuses %s with Magento's error", async (code, message, category) => {
    const cartId = await cartWithCreatine(1);
    const r = await backend.execute<any>(APPLY, { cartId, code });
    expect(r.errors?.map((e) => ({ message: e.message, category: e.extensions?.category }))).toEqual([
      { message, category },
    ]);
  });

  it("refuses a second coupon, and removeCouponFromCart takes the first away", async () => {
    const cartId = await cartWithCreatine(1);
    await gql(backend, APPLY, { cartId, code: COUPONS.welcome.code });
    const again = await backend.execute<any>(APPLY, { cartId, code: COUPONS.twoOff.code });
    expect(again.errors?.[0].message).toBe(
      "A coupon is already applied to the cart. Please remove it to apply another",
    );
    const d = await gql(backend, REMOVE, { cartId });
    expect(d.removeCouponFromCart.cart.applied_coupons).toBeNull();
    expect(d.removeCouponFromCart.cart.prices.discounts).toEqual([]);
    expect(d.removeCouponFromCart.cart.prices.grand_total.value).toBe(9.99);
  });

  it("tells in error_messages that a coupon no longer applies once the cart falls below its minimum", async () => {
    const cartId = await cartWithCreatine(5);
    await gql(backend, APPLY, { cartId, code: COUPONS.save5.code });
    const d = await gql(
      backend,
      `mutation ($cartId: String!, $uid: ID!) { updateCartItems(input: { cart_id: $cartId, cart_items: [{ cart_item_uid: $uid, quantity: 2 }] }) { cart { ${COUPON_CART} } } }`,
      {
        cartId,
        uid: (await gql(backend, `query ($id: String!) { cart(cart_id: $id) { items { uid } } }`, { id: cartId })).cart
          .items[0].uid,
      },
    );
    const cart = d.updateCartItems.cart;
    expect(cart.applied_coupons).toEqual([{ code: "SAVE5" }]);
    expect(cart.prices.discounts).toEqual([]);
    expect(cart.error_messages).toContainEqual('The coupon code "SAVE5" needs a subtotal of at least £40.00.');
  });
});
