// Other modules' filters of products(): the catalogue owns Query.products and answers sku, category
// and attribute filters; a module that adds a filter field (`crosssell_of`) rewrites it into those
// before the search, as a Magento module adds a filter to the product collection through a plugin.
import type { ProductAttributeFilterInput } from "../generated/resolvers-types.js";
import type { Ctx } from "../graphql/context.js";

export type ProductFilterRewrite = (
  ctx: Ctx,
  filter: ProductAttributeFilterInput | null | undefined,
) => ProductAttributeFilterInput | null | undefined;

export function rewriteProductFilter(
  ctx: Ctx,
  rewrites: readonly ProductFilterRewrite[],
  filter: ProductAttributeFilterInput | null | undefined,
): ProductAttributeFilterInput | null | undefined {
  let out = filter;
  for (const rewrite of rewrites) out = rewrite(ctx, out);
  return out;
}
