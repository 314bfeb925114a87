// The worker's shop through its GraphQL API, as another device would use it: a fresh customer of the
// test hook /__test/perks-customer, signed in, and an order of theirs paid by bank transfer (the
// money not in yet), where a spec starts from them rather than walking there in the browser.
import { CHECKOUT_SPEC_PRODUCT } from "../backend/seed/fixtures-checkout";
import { hook } from "./account-helpers";
import { expect } from "./fixtures";

/** A GraphQL call to the worker's shop, failing the test on an error. */
export async function graphql(baseURL: string, query: string, variables: Record<string, unknown>, token?: string) {
  const response = await fetch(new URL("/graphql", baseURL), {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: any; errors?: Array<{ message: string }> };
  expect(body.errors ?? []).toEqual([]);
  return body.data;
}

/**
 * A new customer no other test sees, signed in: their email, password and token. `kind` is the test
 * hook that makes them: "perks-customer" (saved cards, subscriptions) or "card-customer" (a UK
 * default address, a saved card).
 */
export async function freshCustomer(
  baseURL: string,
  kind: "perks-customer" | "card-customer" = "perks-customer",
): Promise<{ email: string; password: string; token: string }> {
  const customer = (await hook(baseURL, `/__test/${kind}`, {})) as { email: string; password: string };
  const signedIn = await graphql(
    baseURL,
    `
      mutation ($e: String!, $p: String!) {
        generateCustomerToken(email: $e, password: $p) {
          token
        }
      }
    `,
    { e: customer.email, p: customer.password },
  );
  return { ...customer, token: signedIn.generateCustomerToken.token as string };
}

/**
 * The customer's order of two lifting straps, delivered, paid by bank transfer, spending `points`
 * of their reward points if asked: its number.
 */
export async function bankTransferOrder(baseURL: string, token: string, points = 0): Promise<string> {
  const cartId = (await graphql(baseURL, "{ customerCart { id } }", {}, token)).customerCart.id as string;
  await graphql(
    baseURL,
    `
      mutation ($id: String!, $items: [CartItemInput!]!) {
        addProductsToCart(cartId: $id, cartItems: $items) {
          cart {
            id
          }
        }
      }
    `,
    { id: cartId, items: [{ sku: CHECKOUT_SPEC_PRODUCT.sku, quantity: 2 }] },
    token,
  );
  await hook(baseURL, "/__test/checkout-cart", { cartId });
  if (points)
    await graphql(
      baseURL,
      `
        mutation ($id: String!, $points: Int!) {
          applyRewardPointsToCart(input: { cart_id: $id, points: $points }) {
            cart {
              id
            }
          }
        }
      `,
      { id: cartId, points },
      token,
    );
  await graphql(
    baseURL,
    `
      mutation ($id: String!) {
        setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "banktransfer" } }) {
          cart {
            id
          }
        }
      }
    `,
    { id: cartId },
    token,
  );
  const placed = await graphql(
    baseURL,
    `
      mutation ($id: String!) {
        placeOrder(input: { cart_id: $id }) {
          orderV2 {
            number
          }
        }
      }
    `,
    { id: cartId },
    token,
  );
  return placed.placeOrder.orderV2.number as string;
}
