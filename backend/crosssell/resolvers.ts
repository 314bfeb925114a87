// GraphQL of the cross-sell module: Cart.cross_sell_products from the rules (overriding the quote
// module's stub), and the `crosssell_of` filter of products() that the cross-sell popup's CrossSells
// query uses (SPEC §7): the catalogue answers a sku filter, this module decides which skus.
import type { GraphQLResolveInfo } from "graphql";
import { catalogResolvers, shownProduct } from "../catalog/resolvers.js";
import type { EqFilter, ProductSearchResult } from "../catalog/service.js";
import type { Resolvers, QueryProductsArgs } from "../generated/resolvers-types.js";
import type { Ctx } from "../graphql/context.js";
import { CART_CROSS_SELL_LIMIT } from "./service.js";

type ProductsResolver = (
  parent: unknown,
  args: QueryProductsArgs,
  ctx: Ctx,
  info: GraphQLResolveInfo,
) => ProductSearchResult;
const catalogProducts = catalogResolvers.Query!.products as ProductsResolver;

const values = (f: EqFilter): string[] | null =>
  f ? [...(f.in ?? []), ...(f.eq != null ? [f.eq] : [])].filter((v): v is string => v != null) : null;

/** A StoreConfig flag as the admin saves it (true, 1 or "1"). */
const flagOn = (ctx: Ctx, path: string) => {
  const v = ctx.services.stores.config(ctx.store.code)[path];
  return v === true || v === 1 || v === "1";
};

export const crossSellResolvers: Resolvers = {
  Query: {
    products: (parent, args, ctx, info) => {
      const of = values(args.filter?.crosssell_of);
      if (!of) return catalogProducts(parent, args, ctx, info);
      const { crosssell_of: _of, ...filter } = args.filter!;
      let skus = ctx.services.crossSells.skusFor(ctx.catalog, of);
      // Another sku filter narrows the cross-sells further.
      const only = values(filter.sku);
      if (only) skus = skus.filter((s) => only.includes(s));
      return catalogProducts(parent, { ...args, filter: { ...filter, sku: { in: skus } } }, ctx, info);
    },
  },
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
