// A document is bound to its generated types (ADR 0010): `npm run typecheck` covers this file, so each
// `@ts-expect-error` below fails the check the day a mismatched query, answer or variables would pass.
import { describe, expectTypeOf, it } from "vitest";
import { CART_QUERY } from "~/commerce/cart/cart.server";
import { PRODUCT_PAGE_QUERY } from "~/commerce/catalog/product.server";
import { commerceRequest, type CommerceRequestContext, type CommerceResult } from "~/commerce/client.server";
import type { CartQuery, ProductPageQuery } from "~/commerce/generated/graphql";

// Never called: the compiler is the test runner here.
export const cartAnswer = (ctx: CommerceRequestContext) => commerceRequest(ctx, CART_QUERY, { cartId: "cart-1" });

export function mismatches(ctx: CommerceRequestContext) {
  // @ts-expect-error the cart query's answer is not a product page
  const answer: Promise<CommerceResult<ProductPageQuery>> = commerceRequest(ctx, CART_QUERY, { cartId: "cart-1" });
  // @ts-expect-error the cart query takes a cart id, not a URL key
  void commerceRequest(ctx, CART_QUERY, { urlKey: "whey-protein" });
  // @ts-expect-error the cart query cannot be sent without its variables
  void commerceRequest(ctx, CART_QUERY);
  // @ts-expect-error the product page query takes a URL key
  void commerceRequest(ctx, PRODUCT_PAGE_QUERY, { cartId: "cart-1" });
  return answer;
}

describe("typed documents", () => {
  it("infer the answer of an operation from its document", () => {
    expectTypeOf<Awaited<ReturnType<typeof cartAnswer>>>().toEqualTypeOf<CommerceResult<CartQuery>>();
    expectTypeOf<Awaited<ReturnType<typeof cartAnswer>>>().not.toEqualTypeOf<CommerceResult<ProductPageQuery>>();
  });
});
