// Query.countries and Query.country (Magento's DirectoryGraphQl): answers are the same for everyone.
import type { Ctx } from "../graphql/context.js";
import type { Resolvers } from "../generated/resolvers-types.js";

type Services = "directory";

export const directoryResolvers: Resolvers<Ctx<Services>> = {
  Query: {
    countries: (_, __, ctx) => ctx.services.directory.countries(ctx.store),
    country: (_, args, ctx) => ctx.services.directory.country(ctx.store, args.id),
  },
};
