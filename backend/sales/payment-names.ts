// How an order names the way it was paid, for the shopper: the name the order was placed with (a
// card's "Visa ending 4242"), else the method's title as Magento's configuration names it.
import type { OrderRow } from "./repository.js";

/** Payment method titles as Magento's configuration names them. */
const PAYMENT_TITLES: Record<string, string> = {
  braintree: "Credit Card",
  paypal_express: "PayPal Express Checkout",
  checkmo: "Check / Money order",
  free: "No Payment Information Required",
};

export const paymentName = (o: Pick<OrderRow, "payment_title" | "payment_method">): string =>
  o.payment_title ?? PAYMENT_TITLES[o.payment_method] ?? o.payment_method;
