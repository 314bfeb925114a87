// The product page's below-the-fold reads (the review section, the alert form's email, the
// cross-sells), split from its critical ones as Hydrogen's loaders do: each starts as soon as what it
// needs is known, not after the slowest critical read, and a backend failure of the cross-sells costs the
// suggestions, not the page. The loader still awaits them before it answers (ADR 0055): a shopper
// without JavaScript, a crawler and the page cache all get the reviews and cross-sells in the HTML.
import type { AppLoadContext } from "@remix-run/node";
import type { CrossSellOffer } from "~/commerce/cart/cross-sells";
import type { ProductDetail } from "~/commerce/catalog/product";
import { isCommerceError } from "~/commerce/errors";
import { productCrossSells } from "./product-cross-sells.server";
import type { ReviewSection } from "./reviews";
import { loadProductReviews } from "./reviews.server";
import { stockAlertEmail } from "./stock-alert-subscription.server";

export interface BelowTheFold {
  reviews: ReviewSection | null;
  alertEmail: string | null;
  crossSells: CrossSellOffer[];
}

/** A backend that cannot answer leaves the fallback; anything else is a crash and stays one. */
function orWhenBackendFails<T>(fallback: T) {
  return (error: unknown): T => {
    if (isCommerceError(error)) return fallback;
    throw error;
  };
}

/**
 * Starts the below-the-fold reads: the alert email at once (it needs only the shopper), the reviews
 * and cross-sells the moment the product read answers, while the store data may still be on its way.
 * Null when there is no such product.
 */
export function startBelowTheFold(
  shop: AppLoadContext["shop"],
  productRead: Promise<{ product: ProductDetail | null }>,
  url: URL,
): Promise<BelowTheFold | null> {
  const alertEmail = stockAlertEmail(shop);
  const started = productRead.then(async ({ product }) => {
    if (!product) return null;
    const [reviews, crossSells, email] = await Promise.all([
      loadProductReviews(shop, product, url),
      productCrossSells(shop.commerce, product).catch(orWhenBackendFails<CrossSellOffer[]>([])),
      alertEmail,
    ]);
    return { reviews, alertEmail: email, crossSells };
  });
  // The loader may stop before it awaits these (no such product, a failed critical read): that is
  // no unhandled rejection. It still sees the failure when it awaits.
  alertEmail.catch(() => undefined);
  started.catch(() => undefined);
  return started;
}
