// Magento's PaymentDetailsInterface (REST-FACTS §2, §3): `payment_methods` and `totals`, the answer of
// GET payment-information. The totals are part A's answer (checkout/totals-answer.ts), so
// shipping-information and payment-information can never differ in shape.
import { totalsAnswer } from "../checkout/totals-answer.js";
import type { CartRow } from "../quote/repository.js";
import type { CartTotals } from "../quote/totals.js";
import type { ShopServices } from "../services.js";
import type { OrderScope } from "./place-order.js";
import { availablePaymentMethods } from "./registry.js";

/** The whole payment-details object for a cart. */
export function paymentDetails(
  services: Pick<ShopServices, "orderPlacement">,
  scope: OrderScope,
  cart: CartRow,
  totals: CartTotals,
) {
  const pScope = services.orderPlacement.paymentScope(scope, cart, totals);
  return {
    payment_methods: availablePaymentMethods(pScope),
    totals: totalsAnswer(scope.store, scope.display, cart, totals),
  };
}
