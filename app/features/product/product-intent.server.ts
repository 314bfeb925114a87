// What every intent of the product page's action is given (the review form, the
// back-in-stock alert). Each intent lives in its own module beside its Zod schema.
import type { AppLoadContext } from "@remix-run/node";
import type { ProductDetail } from "~/commerce/catalog/product";

export interface ProductIntentArgs {
  request: Request;
  formData: FormData;
  shop: AppLoadContext["shop"];
  /** The product the page shows (the post's own product id is never trusted over it). */
  product: ProductDetail;
}
