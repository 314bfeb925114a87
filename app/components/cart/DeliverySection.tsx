import type { BasketView } from "~/commerce/cart/cart";
import type { CartIntentAnswer } from "~/forms/cart";

/**
 * Delivery: progress toward free delivery and the shipping estimate with its methods.
 * TODO(issue 9, shipping): the progress bar and the estimate form.
 */
export function DeliverySection(_props: { cart: BasketView; estimate: null; answer: CartIntentAnswer | undefined }) {
  return null;
}
