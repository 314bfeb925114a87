// Magento's EavGraphQl: what a client reads about the shop's attributes (their types, labels,
// options and the storefront forms they belong to). Definitions in attributes.ts; no tables.
import { defineModule } from "../manifest.js";
import { eavResolvers } from "./resolvers.js";

export const eavModule = defineModule({
  name: "eav",
  // customAttributeMetadata(V2), attributesList, attributesForm and their types are Magento's core
  // schema's: no SDL of its own.
  resolvers: [eavResolvers],
});
