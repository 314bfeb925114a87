// Executable schema: Magento's core SDL + our extensions, the implemented resolvers, and a clear
// error for every root field not implemented yet (instead of a silent null).
import { makeExecutableSchema } from "@graphql-tools/schema";
import { Kind, type DocumentNode, type GraphQLSchema } from "graphql";
import { loadTypeDefs } from "../schema/loader.js";
import { catalogResolvers } from "../resolvers/catalog.js";
import { cartItemResolvers, cartResolvers } from "../resolvers/cart.js";
import { storeResolvers } from "../resolvers/store.js";
import { sessionResolvers } from "../resolvers/session.js";
import { cmsResolvers } from "../resolvers/cms.js";
import { newsletterResolvers } from "../resolvers/newsletter.js";
import { errorReportResolvers } from "../resolvers/error-reports.js";
import { notSupported } from "./context.js";

type ResolverMap = Record<string, Record<string, unknown>>;

function merge(...maps: ResolverMap[]): ResolverMap {
  const out: ResolverMap = {};
  for (const m of maps) for (const [type, fields] of Object.entries(m)) out[type] = { ...(out[type] ?? {}), ...fields };
  return out;
}

function rootFields(docs: DocumentNode[], type: "Query" | "Mutation"): string[] {
  const names: string[] = [];
  for (const d of docs) {
    for (const def of d.definitions) {
      if (
        (def.kind === Kind.OBJECT_TYPE_DEFINITION || def.kind === Kind.OBJECT_TYPE_EXTENSION) &&
        def.name.value === type
      ) {
        names.push(...(def.fields ?? []).map((f) => f.name.value));
      }
    }
  }
  return names;
}

export function buildSchema(): GraphQLSchema {
  const typeDefs = loadTypeDefs();
  const implemented = merge(
    catalogResolvers,
    cartResolvers,
    cartItemResolvers,
    storeResolvers,
    sessionResolvers,
    cmsResolvers,
    newsletterResolvers,
    errorReportResolvers,
  );
  const stubs: ResolverMap = { Query: {}, Mutation: {} };
  for (const type of ["Query", "Mutation"] as const) {
    for (const f of rootFields(typeDefs, type)) if (!implemented[type]?.[f]) stubs[type][f] = notSupported(f);
  }
  return makeExecutableSchema({
    typeDefs,
    resolvers: merge(stubs, implemented) as any,
    // Magento's interfaces/unions that nothing returns yet still need a type resolver to build.
    resolverValidationOptions: { requireResolversForResolveType: "ignore" },
  });
}
