// storeConfig, availableStores and currency, per store view and display currency.
import type { Resolvers } from "../generated/resolvers-types.js";
import { availableStores, currencyInfo, storeConfig } from "./service.js";

export const storeResolvers: Resolvers = {
  Query: {
    storeConfig: (_, __, ctx) => {
      ctx.cache.add("store_config");
      return storeConfig(ctx.services.stores, ctx.store, ctx.services.mediaBaseUrl);
    },
    availableStores: (_, args, ctx) => {
      ctx.cache.add("store_config");
      return availableStores(ctx.services.stores, ctx.store, !!args.useCurrentGroup).map((s) =>
        storeConfig(ctx.services.stores, s, ctx.services.mediaBaseUrl),
      );
    },
    currency: (_, __, ctx) => {
      ctx.cache.add("currency");
      return currencyInfo(ctx.services.stores, { store: ctx.store, ...ctx.display });
    },
  },
};
