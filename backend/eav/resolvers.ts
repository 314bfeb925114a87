// EavGraphQl's root fields (metadata.ts has the rules): read-only, from the attribute definitions and
// the catalogue in the request's store view.
import type { Ctx } from "../graphql/context.js";
import type { Resolvers } from "../generated/resolvers-types.js";
import { gqlError } from "../graphql/errors.js";
import {
  attributesForm,
  attributesList,
  attributesMetadata,
  customAttributeMetadata,
  type AttributeSource,
} from "./metadata.js";

/** The services these resolvers read (the catalogue reader is the request's own). */
type Services = "directory";

/** The request's catalogue and store view's countries, as the attributes' options read them. */
const source = (ctx: Ctx<Services>): AttributeSource => ({
  catalog: ctx.catalog,
  countries: () =>
    ctx.services.directory
      .countries(ctx.store)
      .map((c) => ({ label: c.full_name_locale, value: c.id }))
      .sort((a, b) => a.label.localeCompare(b.label, ctx.store.locale.replace("_", "-"))),
});

export const eavResolvers: Resolvers<Ctx<Services>> = {
  Query: {
    customAttributeMetadata: (_, args, ctx) => customAttributeMetadata(source(ctx), args.attributes) as never,
    // AttributesMetadata: every input needs both fields, or the whole query is refused.
    customAttributeMetadataV2: (_, args, ctx) => {
      const inputs = args.attributes ?? [];
      if (inputs.length === 0)
        throw gqlError('Required parameters "attribute_code" and "entity_type" of type String.', "graphql-input");
      for (const input of inputs) {
        if (input.attribute_code == null)
          throw gqlError("The attribute_code is required to retrieve the metadata", "graphql-input");
        if (input.entity_type == null)
          throw gqlError("The entity_type is required to retrieve the metadata", "graphql-input");
      }
      return attributesMetadata(source(ctx), inputs) as never;
    },
    attributesList: (_, args, ctx) => {
      // Magento's attributesList is @cache(cacheable: false)
      ctx.cache.uncacheable();
      return attributesList(source(ctx), args.entityType, args.filters) as never;
    },
    attributesForm: (_, args, ctx) => attributesForm(source(ctx), args.formCode) as never,
  },
};
