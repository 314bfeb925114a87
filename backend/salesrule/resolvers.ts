// applyCouponToCart and removeCouponFromCart. The rules are in salesrule/service.ts; the discounts
// reach Cart.prices and the items' prices through the totals (quote/totals.ts).
import type { Ctx } from "../graphql/context.js";
import type { Resolvers } from "../generated/resolvers-types.js";
import { ShopError } from "../shared/errors.js";

/** The services these resolvers read: the module's dependencies, named here. */
type Services = "quote" | "salesRules" | "totals";

function cartFor(ctx: Ctx<Services>, cartId: string | null | undefined) {
  ctx.cache.uncacheable();
  if (!cartId) throw new ShopError('Required parameter "cart_id" is missing', "input");
  return ctx.services.quote.load(ctx.store, cartId, ctx.customerId);
}

export const salesRuleResolvers: Resolvers<Ctx<Services>> = {
  Mutation: {
    applyCouponToCart: (_, args, ctx) => {
      const cart = cartFor(ctx, args.input?.cart_id);
      const lines = ctx.services.quote.lines(ctx.catalog, cart);
      const now = new Date();
      // The subtotal before any discount, as the rule's minimum is measured.
      const { subtotalIncl } = ctx.services.totals({
        store: ctx.store,
        display: ctx.display,
        catalog: ctx.catalog,
        cart: { ...cart, coupon_code: null },
        lines,
        customerId: cart.customer_id,
        now,
      });
      ctx.services.salesRules.applyCoupon(cart, args.input?.coupon_code ?? "", {
        store: ctx.store,
        display: ctx.display,
        subtotal: subtotalIncl,
        customerId: cart.customer_id,
        now,
        lineCount: lines.length,
      });
      return { cart: ctx.services.quote.load(ctx.store, cart.masked_id, ctx.customerId) };
    },
    removeCouponFromCart: (_, args, ctx) => {
      const cart = cartFor(ctx, args.input?.cart_id);
      ctx.services.salesRules.removeCoupon(cart);
      return { cart: ctx.services.quote.load(ctx.store, cart.masked_id, ctx.customerId) };
    },
  },
};
