// The payment methods the shop offers: the offline ones (payment/offline.ts) and
// the card provider's (cardpay/methods.ts). shipping-information and payment-information
// answer `payment_methods` from here; placing an order looks its method up here.
import { cardPaymentMethods } from "../cardpay/methods.js";
import type { PaymentMethodDefinition, PaymentMethodServices, PaymentScope } from "./methods.js";
import { offlinePaymentMethods } from "./offline.js";

/**
 * Every method, offered or not: the offline ones first, then the card provider's (which a backend
 * speaking stock Magento alone does not have: its REST paths are absent).
 */
export function paymentMethods(services: PaymentMethodServices): PaymentMethodDefinition[] {
  if (services.backendSchema === "magento-core") return offlinePaymentMethods();
  return [...offlinePaymentMethods(), ...cardPaymentMethods(services)];
}

/** Magento's `payment_methods` of a payment-details answer: the methods offered for this cart. */
export function availablePaymentMethods(scope: PaymentScope): Array<{ code: string; title: string }> {
  return paymentMethods(scope.services)
    .filter((m) => m.isAvailable(scope))
    .map((m) => ({ code: m.code, title: m.title(scope.store) }));
}
