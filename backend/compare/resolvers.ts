// CompareListGraphQl: createCompareList, compareList, addProductsToCompareList,
// removeProductsFromCompareList, deleteCompareList, assignCompareListToCustomer and
// Customer.compare_list. A list's items are its products in this store view, each with the values of
// the comparable attributes (Magento's default set compares SKU, description and short description).
import type { Ctx } from "../graphql/context.js";
import type { Resolvers } from "../generated/resolvers-types.js";
import { shownProduct } from "../catalog/resolvers.js";
import type { ProductRow } from "../catalog/repository.js";
import type { CompareListRow } from "./repository.js";

/** The services these resolvers read: the module's dependencies, named here. */
type Services = "compareLists";

const COMPARABLE = [
  ["sku", "SKU"],
  ["description", "Description"],
  ["short_description", "Short Description"],
] as const;

/** Magento's compare block writes N/A for a product without the attribute. */
const valueOf = (p: ProductRow, code: (typeof COMPARABLE)[number][0]) => {
  const value = p[code];
  return value === null || value === "" ? "N/A" : String(value);
};

function compareList(ctx: Ctx<Services>, list: CompareListRow | null) {
  if (!list) return null;
  const products = ctx.services.compareLists
    .productIds(list)
    .map((id) => ctx.catalog.product(id))
    .filter((p): p is ProductRow => Boolean(p));
  // Magento lists an attribute when one of the products has a value for it.
  const attributes = COMPARABLE.filter(([code]) => products.some((p) => valueOf(p, code) !== "N/A"));
  return {
    uid: list.uid,
    item_count: products.length,
    attributes: attributes.map(([code, label]) => ({ code, label })),
    items: products.map((p) => ({
      uid: String(p.id),
      product: shownProduct(ctx, p),
      attributes: attributes.map(([code]) => ({ code, value: valueOf(p, code) })),
    })),
  };
}

export const compareListResolvers: Resolvers<Ctx<Services>> = {
  Query: {
    compareList: (_, { uid }, ctx) => {
      ctx.cache.uncacheable();
      return compareList(ctx, ctx.services.compareLists.get(uid, ctx.customerId));
    },
  },
  Mutation: {
    createCompareList: (_, { input }, ctx) => {
      ctx.cache.uncacheable();
      return compareList(ctx, ctx.services.compareLists.create(ctx.customerId, input?.products, ctx.store.code));
    },
    addProductsToCompareList: (_, { input }, ctx) => {
      ctx.cache.uncacheable();
      const list = ctx.services.compareLists.addProducts(input?.uid, input?.products, ctx.customerId, ctx.store.code);
      return compareList(ctx, list);
    },
    removeProductsFromCompareList: (_, { input }, ctx) => {
      ctx.cache.uncacheable();
      return compareList(ctx, ctx.services.compareLists.removeProducts(input?.uid, input?.products, ctx.customerId));
    },
    deleteCompareList: (_, { uid }, ctx) => {
      ctx.cache.uncacheable();
      return { result: ctx.services.compareLists.delete(uid, ctx.customerId) };
    },
    assignCompareListToCustomer: (_, { uid }, ctx) => {
      ctx.cache.uncacheable();
      const list = ctx.services.compareLists.assign(uid, ctx.customerId);
      return { result: list !== null, compare_list: compareList(ctx, list) };
    },
  },
  Customer: {
    compare_list: (c, _, ctx) => compareList(ctx, ctx.services.compareLists.forCustomer(c.id)),
  },
};
