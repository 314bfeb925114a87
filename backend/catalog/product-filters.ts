// Other modules' filters of products(): the catalogue owns Query.products and answers sku, category
// and attribute filters; a module that adds a filter field (`crosssell_of`) rewrites it into those
// before the search, as a Magento module adds a filter to the product collection through a plugin.
import type { ProductAttributeFilterInput } from "../generated/resolvers-types.js";
import type { Ctx } from "../graphql/context.js";
import type { ShopServices } from "../services.js";

type Filter = ProductAttributeFilterInput | null | undefined;

/**
 * A module's rewrite of the filter. It reads its own module's services from the first argument (the
 * catalogue passes the shop's, so the rewrite names what it reads in its own folder) and only the
 * request's scope from the context.
 */
export type ProductFilterRewrite = (services: ShopServices, ctx: Ctx<never>, filter: Filter) => Filter;

/** A rewrite bound to the shop's services: what the catalogue's resolvers call. */
export type BoundProductFilter = (ctx: Ctx<never>, filter: Filter) => Filter;

/** Binds each rewrite to the services (read when a request calls it, once every module made its own). */
export const bindProductFilters = (
  services: ShopServices,
  rewrites: readonly ProductFilterRewrite[],
): BoundProductFilter[] => rewrites.map((rewrite) => (ctx, filter) => rewrite(services, ctx, filter));

export function rewriteProductFilter(ctx: Ctx<never>, rewrites: readonly BoundProductFilter[], filter: Filter): Filter {
  let out = filter;
  for (const rewrite of rewrites) out = rewrite(ctx, out);
  return out;
}
