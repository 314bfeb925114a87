// The product page's cross-sells: SPEC §7's CrossSells query with the shop's rules for
// this product (the backend's `crosssell_of` filter, ADR 0021), page size and page from the caller.
import { crossSellCatalogue } from "~/commerce/cart/cross-sells.server";
import type { CrossSellOffer } from "~/commerce/cart/cross-sells";
import type { CommerceRequestContext } from "~/commerce/client.server";
import { speaksExtensions } from "~/commerce/core/dialect.server";
import type { ProductDetail } from "~/commerce/catalog/product";

/** How many suggestions the product page shows. */
export const PRODUCT_PAGE_CROSS_SELLS = 4;

/** What the shop suggests with this product and can sell now (in stock, with a page), at most `pageSize`. */
export async function productCrossSells(
  ctx: CommerceRequestContext,
  product: ProductDetail,
  pageSize = PRODUCT_PAGE_CROSS_SELLS,
  currentPage = 1,
): Promise<CrossSellOffer[]> {
  // The shop's cross-sell rules are the extension's (`crosssell_of`): a stock Magento suggests none here.
  if (!product.sku || !(await speaksExtensions(ctx))) return [];
  const { offers } = await crossSellCatalogue(ctx, { crosssell_of: { eq: product.sku } }, pageSize, currentPage);
  return offers.filter((offer) => offer.inStock && offer.urlKey && offer.sku !== product.sku);
}
