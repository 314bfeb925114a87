// The product page's reviews: the list fragment (/review/product/listAjax/id/{id}) and whether the
// shopper may post one (issue 13). OWNER issue 13 reviews helper.
import type { AppLoadContext } from "@remix-run/node";
import type { ProductDetail } from "../catalog/product";
import type { ReviewSection } from "./reviews";

export async function loadProductReviews(
  _shop: AppLoadContext["shop"],
  _product: ProductDetail,
  _url: URL,
): Promise<ReviewSection | null> {
  return null;
}
