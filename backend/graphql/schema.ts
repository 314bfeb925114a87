// Executable schema: Magento's core SDL + our extensions, each module's resolvers, and a clear
// error for every root field not implemented yet (instead of a silent null).
import { makeExecutableSchema } from "@graphql-tools/schema";
import { Kind, type DocumentNode, type GraphQLFieldResolver, type GraphQLSchema } from "graphql";
import { basketExtrasResolvers } from "../basketextras/resolvers.js";
import { catalogResolvers } from "../catalog/resolvers.js";
import { checkoutResolvers } from "../checkout/resolvers.js";
import { paymentResolvers } from "../payment/resolvers.js";
import { cmsResolvers } from "../cms/resolvers.js";
import { registrationResolvers } from "../customer/account-resolvers.js";
import { profileResolvers } from "../customer/profile-resolvers.js";
import { customerResolvers } from "../customer/resolvers.js";
import { crossSellResolvers } from "../crosssell/resolvers.js";
import { errorReportResolvers } from "../errorreport/resolvers.js";
import type { Resolvers } from "../generated/resolvers-types.js";
import { newsletterResolvers } from "../newsletter/resolvers.js";
import { productAlertResolvers } from "../productalert/resolvers.js";
import { quoteResolvers } from "../quote/resolvers.js";
import { referralResolvers } from "../referral/resolvers.js";
import { reviewResolvers } from "../review/resolvers.js";
import { salesResolvers } from "../sales/resolvers.js";
import { subscriptionResolvers } from "../subscription/resolvers.js";
import { vaultResolvers } from "../vault/resolvers.js";
import { salesRuleResolvers } from "../salesrule/resolvers.js";
import { rewardResolvers } from "../reward/resolvers.js";
import { loadTypeDefs } from "../schema/loader.js";
import { sessionResolvers } from "../session/resolvers.js";
import { shippingResolvers } from "../shipping/resolvers.js";
import { storeResolvers } from "../store/resolvers.js";
import { notSupported } from "./context.js";
import { toGraphQLError } from "./errors.js";

type FieldResolver = GraphQLFieldResolver<unknown, unknown>;
type ResolverMap = Record<string, Record<string, unknown>>;

function merge(...maps: ResolverMap[]): ResolverMap {
  const out: ResolverMap = {};
  for (const m of maps) for (const [type, fields] of Object.entries(m)) out[type] = { ...(out[type] ?? {}), ...fields };
  return out;
}

/** Services throw ShopErrors; Magento answers them as GraphQL errors with a category. */
function answeringShopErrors(map: ResolverMap): ResolverMap {
  const out: ResolverMap = {};
  for (const [type, fields] of Object.entries(map)) {
    out[type] = {};
    for (const [name, field] of Object.entries(fields)) {
      if (typeof field !== "function" || name.startsWith("__")) {
        out[type][name] = field;
        continue;
      }
      const resolve = field as FieldResolver;
      out[type][name] = ((parent, args, ctx, info) => {
        try {
          const result = resolve(parent, args, ctx, info);
          // An async resolver's failure is answered the same way as a synchronous one's.
          return result instanceof Promise
            ? result.catch((e: unknown) => {
                throw toGraphQLError(e);
              })
            : result;
        } catch (e) {
          throw toGraphQLError(e);
        }
      }) satisfies FieldResolver;
    }
  }
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

const moduleResolvers: Resolvers[] = [
  catalogResolvers,
  quoteResolvers,
  salesRuleResolvers,
  shippingResolvers,
  customerResolvers,
  rewardResolvers,
  basketExtrasResolvers,
  crossSellResolvers,
  storeResolvers,
  sessionResolvers,
  cmsResolvers,
  newsletterResolvers,
  productAlertResolvers,
  errorReportResolvers,
  // issue 10: accounts
  registrationResolvers,
  salesResolvers,
  profileResolvers,
  vaultResolvers,
  subscriptionResolvers,
  referralResolvers,
  reviewResolvers,
  // issue 11: checkout (last: a later map's field wins, and the checkout's full shipping address
  // replaces the shipping module's estimate-only Cart.shipping_addresses)
  checkoutResolvers,
  paymentResolvers,
];

export function buildSchema(): GraphQLSchema {
  const typeDefs = loadTypeDefs();
  const implemented = answeringShopErrors(merge(...(moduleResolvers as ResolverMap[])));
  const stubs: ResolverMap = { Query: {}, Mutation: {} };
  for (const type of ["Query", "Mutation"] as const) {
    for (const f of rootFields(typeDefs, type)) if (!implemented[type]?.[f]) stubs[type][f] = notSupported(f);
  }
  return makeExecutableSchema({
    typeDefs,
    resolvers: merge(stubs, implemented),
    // Magento's interfaces/unions that nothing returns yet still need a type resolver to build.
    resolverValidationOptions: { requireResolversForResolveType: "ignore" },
  });
}
