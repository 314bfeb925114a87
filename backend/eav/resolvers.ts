// EavGraphQl's root fields (metadata.ts has the rules): read-only, from the attribute definitions and
// the catalogue in the request's store view.
import type { Ctx } from "../graphql/context.js";
import type { Resolvers } from "../generated/resolvers-types.js";
import { attributesForm, attributesList, attributesMetadata, customAttributeMetadata } from "./metadata.js";

/** The services these resolvers read: none (the catalogue reader is the request's own). */
type Services = never;

export const eavResolvers: Resolvers<Ctx<Services>> = {
  Query: {
    customAttributeMetadata: (_, args, ctx) => customAttributeMetadata(ctx.catalog, args.attributes) as never,
    customAttributeMetadataV2: (_, args, ctx) => attributesMetadata(ctx.catalog, args.attributes ?? []) as never,
    attributesList: (_, args, ctx) => {
      // Magento's attributesList is @cache(cacheable: false)
      ctx.cache.uncacheable();
      return attributesList(ctx.catalog, args.entityType, args.filters) as never;
    },
    attributesForm: (_, args, ctx) => attributesForm(ctx.catalog, args.formCode) as never,
  },
};
