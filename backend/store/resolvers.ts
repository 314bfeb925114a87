// storeConfig, availableStores and currency, per store view and display currency.
import type { Ctx } from "../graphql/context.js";
import type { Resolvers } from "../generated/resolvers-types.js";
import { toDisplay } from "../shared/money.js";
import { availableStores, currencyInfo, freeDeliveryThreshold, storeConfig } from "./service.js";

/** The services these resolvers read: the module's dependencies, named here. */
type Services = "storeAddresses" | "stores";

export const storeResolvers: Resolvers<Ctx<Services>> = {
  Query: {
    storeConfig: (_, __, ctx) => {
      ctx.cache.add("store_config");
      return {
        ...storeConfig(ctx.services.stores, ctx.store, ctx.services.storeAddresses),
        // in the shopper's display currency, as the cart's free_delivery_amount
        free_delivery_amount: toDisplay(ctx.display, freeDeliveryThreshold(ctx.services.stores, ctx.store)),
      };
    },
    availableStores: (_, args, ctx) => {
      ctx.cache.add("store_config");
      // A threshold is the request's own store's, in its display currency: other stores' are not answered.
      return availableStores(ctx.services.stores, ctx.store, !!args.useCurrentGroup).map((s) => ({
        ...storeConfig(ctx.services.stores, s, ctx.services.storeAddresses),
        free_delivery_amount: null,
      }));
    },
    currency: (_, __, ctx) => {
      ctx.cache.add("currency");
      return currencyInfo(ctx.services.stores, { store: ctx.store, ...ctx.display });
    },
  },
};
