// customerDownloadableProducts (DownloadableGraphQl's CustomerDownloadableProducts): the signed-in
// customer's purchased links; this catalogue sells none, so always an empty list. A guest gets
// Magento's authorization error.
import type { Ctx } from "../graphql/context.js";
import type { Resolvers } from "../generated/resolvers-types.js";
import { requireCustomer } from "../customer/service.js";

export const downloadableResolvers: Resolvers<Ctx<never>> = {
  Query: {
    customerDownloadableProducts: (_, __, ctx) => {
      ctx.cache.uncacheable();
      requireCustomer(ctx.customerId);
      return { items: [] };
    },
  },
};
