// The product page's cross-sells: SPEC §7 CrossSells for the product's sku (issue 13).
// OWNER issue 13 lead.
import type { CommerceRequestContext } from "../client.server";
import type { ProductDetail } from "./product";

export async function productCrossSells(_ctx: CommerceRequestContext, _product: ProductDetail) {
  return null;
}
