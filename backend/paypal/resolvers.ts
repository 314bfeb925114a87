// PayPal and Payflow with no PayPal method active, in Magento 2.4.7's order of checks: the cart is the
// caller's (GetCartForUser's errors), then PaypalGraphQl's Provider\Config refuses the method. Payflow
// Link and Hosted Pro read the pending-payment order that a PayPal place would have made: there never
// is one here, so Magento's "Could not find payment information for cart." (after its own
// MaskedQuoteIdToQuoteId error for an id it does not know).
import type { Ctx } from "../graphql/context.js";
import type { Resolvers } from "../generated/resolvers-types.js";
import { isShopError, ShopError } from "../shared/errors.js";

/** The services these resolvers read: the module's dependencies, named here. */
type Services = "quote";

/** PaypalGraphQl's Provider\Config, for a method that is not active. */
export const PAYPAL_METHOD_NOT_AVAILABLE = "The requested Payment Method is not available.";
/** Payflow Link's and Hosted Pro's answer when no pending-payment order belongs to the cart. */
export const NO_PAYMENT_INFORMATION = "Could not find payment information for cart.";

function requireMethodAvailable(ctx: Ctx<Services>, cartId: string | null | undefined): never {
  ctx.cache.uncacheable();
  if (!cartId) throw new ShopError('Required parameter "cart_id" is missing', "input");
  ctx.services.quote.cartForCaller(ctx, cartId);
  throw new ShopError(PAYPAL_METHOD_NOT_AVAILABLE, "input");
}

function noPaymentInformation(ctx: Ctx<Services>, cartId: string | null | undefined): never {
  ctx.cache.uncacheable();
  try {
    ctx.services.quote.cartForCaller(ctx, cartId, { ordered: () => true });
  } catch (e) {
    // Magento's MaskedQuoteIdToQuoteId loads the quote of an unknown id as null.
    if (isShopError(e) && e.message.startsWith("Could not find a cart"))
      throw new ShopError("No such entity with cartId = ", "no-such-entity");
  }
  throw new ShopError(NO_PAYMENT_INFORMATION, "no-such-entity");
}

export const paypalResolvers: Resolvers<Ctx<Services>> = {
  Query: {
    getPayflowLinkToken: (_, { input }, ctx) => noPaymentInformation(ctx, input.cart_id),
    getHostedProUrl: (_, { input }, ctx) => noPaymentInformation(ctx, input.cart_id),
  },
  Mutation: {
    createPaypalExpressToken: (_, { input }, ctx) => requireMethodAvailable(ctx, input.cart_id),
    createPayflowProToken: (_, { input }, ctx) => requireMethodAvailable(ctx, input.cart_id),
    handlePayflowProResponse: (_, { input }, ctx) => {
      if (!input.cart_id) throw new ShopError('Required parameter "cart_id" is missing.', "input");
      if (!input.paypal_payload) throw new ShopError('Required parameter "paypal_payload" is missing.', "input");
      return requireMethodAvailable(ctx, input.cart_id);
    },
  },
};
