// TODO(issue 11, part D "pay"): the card provider's payment methods (a card through the hosted
// payment page, a saved card from the Vault), registered with the offline ones in payment/.
import type { PaymentMethodDefinition } from "../payment/methods.js";
import type { ShopServices } from "../services.js";

export function cardPaymentMethods(_services: ShopServices): PaymentMethodDefinition[] {
  return [];
}
