// TODO(issue 11, part D "pay"): paying by card on the provider's hosted payment page. The review
// page (part C) hands a card payment here instead of placing the order itself.
import type { AppLoadContext } from "@remix-run/node";
import type { BillingAddressInput } from "./place-order.server";

type ShopContext = AppLoadContext["shop"];

/** The card provider's method codes (backend/cardpay/methods.ts): a new card, and a saved card (Vault). */
export const CARD_METHOD = "pwcard";
export const SAVED_CARD_METHOD = "pwcard_vault";

/**
 * Starts a card payment: saves the method and billing address on the cart (set-payment-information),
 * asks the provider's redirect-url path for its hosted page, and answers the 303 that takes the
 * shopper there. The page sends the shopper back to the checkout's payment return with its result.
 */
export async function startCardPayment(
  _shop: ShopContext,
  _options: { billing?: BillingAddressInput | null },
): Promise<Response> {
  throw new Error("not built yet (issue 11, part D)");
}
