// sessionData: geo-store suggestion, customer (guests only so far) and cart.
import { isGqlError } from "../graphql/errors.js";
import type { Ctx } from "../graphql/context.js";
import { loadCart } from "./cart.js";
import { geoStore } from "./geo.js";

export const sessionResolvers = {
  Query: {
    sessionData: (_: unknown, args: { cart_id?: string | null }, ctx: Ctx) => {
      ctx.cache.uncacheable();
      let cart = null;
      if (args.cart_id) {
        try {
          cart = loadCart(ctx, args.cart_id);
        } catch (e) {
          // a stale or foreign cart id is not an error for session start-up: the shopper gets a new cart
          if (!isGqlError(e)) throw e;
        }
      }
      return { geo_store: geoStore(ctx), customer: null, cart };
    },
  },
};
