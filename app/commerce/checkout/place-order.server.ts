// TODO(issue 11, part C "order"): places the order with payment-information (guest or mine), then
// forgets the ordered basket and keeps the order for the success page (session `lastOrder`).
import type { AppLoadContext } from "@remix-run/node";

type ShopContext = AppLoadContext["shop"];

/** The payment as Magento's PaymentInterface takes it. */
export interface PaymentChoice {
  method: string;
  additional_data?: Record<string, string>;
}

/** A billing address other than the delivery address (Magento's quote address object). */
export type BillingAddressInput = Record<string, unknown>;

/**
 * Places the order for the shopper's basket; resolves with its number. A refusal (a declined card,
 * a unit sold meanwhile) rejects with the backend's message as a CommerceError.
 */
export async function placeOrder(
  _shop: ShopContext,
  _payment: PaymentChoice,
  _billing?: BillingAddressInput | null,
): Promise<{ orderNumber: string }> {
  throw new Error("not built yet (issue 11, part C)");
}
