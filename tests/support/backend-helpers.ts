// Helpers of the backend tests (each module's, beside it in backend/<module>/, and the cross-module ones in
// tests/backend/). The backend itself comes from the test kit's fixture
// (tests/support/backend.ts): a copy of the run's seeded base database, never a new seed.
import type { EmbeddedBackend } from "../../backend/index.js";
import { serveBackend, type ServedBackend } from "./backend.js";

export { NO_WRITE_LIMITS, newBackend, serveBackend, backendOnDisk } from "./backend.js";
export type { ServedBackend } from "./backend.js";

/** Execute and fail loudly on GraphQL errors. */
export async function gql(
  backend: EmbeddedBackend,
  query: string,
  variables?: Record<string, unknown>,
  headers?: Record<string, string>,
) {
  const r = await backend.execute<any>(query, variables, headers);
  if (r.errors?.length) throw new Error(r.errors.map((e) => e.message).join("; "));
  return r.data;
}

/** A customer's token (generateCustomerToken), for the calls a signed-in customer makes. */
export async function customerToken(backend: EmbeddedBackend, email: string, password: string): Promise<string> {
  const d = await gql(
    backend,
    `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`,
    { e: email, p: password },
  );
  return d.generateCustomerToken.token;
}

export const CART_FIELDS = `
  id total_quantity email
  prices {
    grand_total { value currency }
    subtotal_including_tax { value currency }
    subtotal_excluding_tax { value currency }
    applied_taxes { label amount { value currency } }
  }
  items {
    uid quantity
    product { sku name }
    prices { price { value } row_total_including_tax { value currency } }
    ... on ConfigurableCartItem { configured_variant { sku } configurable_options { option_label value_label } }
    ... on BundleCartItem { bundle_options { label values { label quantity product_sku } } }
  }`;

export const ADD = `mutation Add($cartId: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $items) { cart { ${CART_FIELDS} } user_errors { code message } }
}`;

export async function newCart(backend: EmbeddedBackend, headers?: Record<string, string>): Promise<string> {
  const d = await gql(backend, `mutation { createGuestCart { cart { id } } }`, {}, headers);
  return d.createGuestCart.cart.id;
}

/**
 * A signed-in customer's order, placed as the checkout would: `items` in their cart, `points` and
 * `coupon` applied when given, a Manchester address, `shippingMethod`, paid by bank transfer (the
 * money not in yet, so the owner's invoice is what makes it paid). Answers the order's number.
 */
export async function placeCustomerOrder(
  backend: EmbeddedBackend,
  auth: Record<string, string>,
  {
    items,
    points = 0,
    coupon,
    shippingMethod = "flatrate_flatrate",
  }: { items: Array<{ sku: string; quantity: number }>; points?: number; coupon?: string; shippingMethod?: string },
): Promise<string> {
  const cartId = (await gql(backend, `{ customerCart { id } }`, {}, auth)).customerCart.id as string;
  await gql(backend, ADD, { cartId, items }, auth);
  if (points)
    await gql(
      backend,
      `mutation($id: String!, $p: Int!) { applyRewardPointsToCart(input: {cart_id: $id, points: $p}) { cart { id } } }`,
      { id: cartId, p: points },
      auth,
    );
  if (coupon)
    await gql(
      backend,
      `mutation($c: String!, $k: String!) { applyCouponToCart(input: { cart_id: $c, coupon_code: $k }) { cart { id } } }`,
      { c: cartId, k: coupon },
      auth,
    );
  const address = {
    firstname: "Anna",
    lastname: "Demo",
    street: ["1 Deansgate"],
    city: "Manchester",
    postcode: "M3 1AZ",
    country_id: "GB",
    telephone: "+441615550100",
  };
  backend.db
    .prepare("UPDATE carts SET shipping_address = ?, shipping_method = ? WHERE masked_id = ?")
    .run(JSON.stringify(address), shippingMethod, cartId);
  await gql(
    backend,
    `mutation($id: String!) { setPaymentMethodOnCart(input: {cart_id: $id, payment_method: {code: "banktransfer"}}) { cart { id } } }`,
    { id: cartId },
    auth,
  );
  const placed = await gql(
    backend,
    `mutation($id: String!) { placeOrder(input: {cart_id: $id}) { orderV2 { number } } }`,
    { id: cartId },
    auth,
  );
  return placed.placeOrder.orderV2.number as string;
}

/** uid of a configurable option value by its default (admin) label */
export async function optionUids(backend: EmbeddedBackend, urlKey: string): Promise<Record<string, string>> {
  const d = await gql(
    backend,
    `query($k: String) { products(filter: {url_key: {eq: $k}}) { items { ... on ConfigurableProduct {
    configurable_options { values { uid default_label } } } } } }`,
    { k: urlKey },
  );
  const out: Record<string, string> = {};
  for (const o of d.products.items[0].configurable_options) for (const v of o.values) out[v.default_label] = v.uid;
  return out;
}

/** A new backend served over real HTTP on a free local port (REST paths, the review list, media). */
export function backendOverHttp(): Promise<ServedBackend> {
  return serveBackend();
}
