// PayPal and Payflow as a stock Magento Open Source 2.4.7 answers them with no PayPal method active:
// the cart checks first, then Magento's own refusals, never "not supported".
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { newBackend, newCart } from "../../tests/support/backend-helpers.js";

let backend: EmbeddedBackend;
let cartId: string;
beforeAll(async () => {
  backend = newBackend();
  cartId = await newCart(backend);
});
afterAll(() => backend.close());

const refusal = async (query: string, variables: Record<string, unknown>) => {
  const r = await backend.execute<any>(query, variables);
  return { message: r.errors?.[0]?.message, category: r.errors?.[0]?.extensions?.category, data: r.data };
};

describe("PayPal Express and Payflow Pro tokens", () => {
  const EXPRESS = `mutation($cartId: String!) { createPaypalExpressToken(input: { cart_id: $cartId, code: "paypal_express",
    urls: { return_url: "https://shop.example/return", cancel_url: "https://shop.example/cancel" } }) { token paypal_urls { start } } }`;
  const PAYFLOW = `mutation($cartId: String!) { createPayflowProToken(input: { cart_id: $cartId,
    urls: { return_url: "https://shop.example/r", cancel_url: "https://shop.example/c", error_url: "https://shop.example/e" } }) { secure_token } }`;
  const RESPONSE = `mutation($cartId: String!, $payload: String!) {
    handlePayflowProResponse(input: { cart_id: $cartId, paypal_payload: $payload }) { cart { id } } }`;

  it("refuse a method that is not active with Magento's message", async () => {
    for (const query of [EXPRESS, PAYFLOW]) {
      expect(await refusal(query, { cartId })).toMatchObject({
        message: "The requested Payment Method is not available.",
        category: "graphql-input",
      });
    }
    expect(await refusal(RESPONSE, { cartId, payload: "RESULT=0" })).toMatchObject({
      message: "The requested Payment Method is not available.",
    });
  });

  it("check the cart first, as Magento's GetCartForUser does", async () => {
    expect(await refusal(EXPRESS, { cartId: "no-such-cart" })).toMatchObject({
      message: 'Could not find a cart with ID "no-such-cart"',
      category: "graphql-no-such-entity",
    });
    expect(await refusal(RESPONSE, { cartId, payload: "" })).toMatchObject({
      message: 'Required parameter "paypal_payload" is missing.',
      category: "graphql-input",
    });
  });
});

describe("Payflow Link and Hosted Pro", () => {
  const LINK = `query($cartId: String!) { getPayflowLinkToken(input: { cart_id: $cartId }) { secure_token paypal_url } }`;
  const HOSTED = `query($cartId: String!) { getHostedProUrl(input: { cart_id: $cartId }) { secure_form_url } }`;

  it("find no payment information for a cart that no PayPal order came from", async () => {
    for (const query of [LINK, HOSTED]) {
      expect(await refusal(query, { cartId })).toMatchObject({
        message: "Could not find payment information for cart.",
        category: "graphql-no-such-entity",
      });
      expect(await refusal(query, { cartId: "no-such-cart" })).toMatchObject({
        message: "No such entity with cartId = ",
        category: "graphql-no-such-entity",
      });
    }
  });
});
