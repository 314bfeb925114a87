// GraphQL of the cross-sell module: Cart.cross_sell_products from the rules, and the `crosssell_of`
// filter of products() that the cross-sell popup's CrossSells query uses (SPEC §7): the catalogue
// owns products() and answers a sku filter, this module decides which skus (module.ts registers it).
import { shownProduct } from "../catalog/resolvers.js";
import type { ProductFilterRewrite } from "../catalog/product-filters.js";
import type { EqFilter } from "../catalog/service.js";
import type { Resolvers } from "../generated/resolvers-types.js";
import type { Ctx } from "../graphql/context.js";
import type { ShopServices } from "../services.js";
import { CART_CROSS_SELL_LIMIT } from "./service.js";

/** The services these resolvers read: the module's dependencies, named here. */
type Services = "crossSells" | "mediaBaseUrl" | "quote" | "stores";

const values = (f: EqFilter): string[] | null =>
  f ? [...(f.in ?? []), ...(f.eq != null ? [f.eq] : [])].filter((v): v is string => v != null) : null;

/** A StoreConfig flag as the admin saves it (true, 1 or "1"). */
const flagOn = (ctx: Ctx<Services>, path: string) => {
  const v = ctx.services.stores.config(ctx.store.code)[path];
  return v === true || v === 1 || v === "1";
};

/**
 * The `crosssell_of` filter of products(), rewritten into the sku filter the catalogue answers:
 * this module decides which skus; another sku filter narrows them further.
 */
export const crossSellProductFilter: ProductFilterRewrite = (
  services: Pick<ShopServices, "crossSells">,
  ctx,
  filter,
) => {
  const of = values(filter?.crosssell_of);
  if (!of) return filter;
  const { crosssell_of: _of, ...rest } = filter!;
  let skus = services.crossSells.skusFor(ctx.catalog, of);
  const only = values(rest.sku);
  if (only) skus = skus.filter((s) => only.includes(s));
  return { ...rest, sku: { in: skus } };
};

export const crossSellResolvers: Resolvers<Ctx<Services>> = {
  Cart: {
    cross_sell_products: (c, _, ctx) => {
      if (!flagOn(ctx, "cross_sell_cart")) return [];
      const lines = ctx.services.quote.lines(ctx.catalog, c);
      return ctx.services.crossSells.forCart(ctx.catalog, lines, CART_CROSS_SELL_LIMIT).map((s) => ({
        cross_sell_label: s.label,
        cross_sell_class_name: s.className,
        product_id: shownProduct(ctx, s.product).id,
        protein_insight: s.proteinInsight,
        name: s.product.name,
        sku: s.product.sku,
        related_skus: s.relatedSkus,
        small_image: { url: `${ctx.services.mediaBaseUrl}catalog/product${s.imageFile}`, label: s.product.name },
      }));
    },
  },
};
