// What a shopper reads when the backend refuses a checkout write. Magento's refusals are English
// texts for developers ("Invalid customer address id 3", "No such entity with customerId = 2"):
// shown raw they confuse, in the wrong language. Each known refusal has the shop's own words in the
// `checkout` namespace; anything else is "Something went wrong." in the store's language (the
// form keeps what the shopper typed).
import { MISSING_ERROR_MESSAGE } from "~/commerce/errors";

type Translate = (key: string) => string;

/** Backend texts (their start) and the `checkout` key that words them for a shopper. */
const KNOWN: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /^Invalid customer address id|^No such entity with customerId|^The current customer isn't authorized/,
    "refusals.addressBook",
  ],
  [/^Not all of your products are available|requested qty is not available/, "refusals.soldOut"],
  [
    /^Could not find a cart|^The cart isn't active|^Wrong store code|^The current user cannot perform operations on cart/,
    "refusals.basketChanged",
  ],
  [/^Unable to place order: A cart with no items/, "guard.emptyBasket"],
  [
    /^The shipping address is missing|^The shipping method is missing|^Carrier with such method not found/,
    "guard.needDelivery",
  ],
  [/^Invalid email format|^Email is required/, "refusals.email"],
  [/^The requested Payment Method is not available|^Enter a valid payment method/, "refusals.payment"],
  [/^Please check the billing address information/, "refusals.billing"],
  [
    /^"\w+" is required|^"\w+" (is too long|may have at most)|^Invalid value of .* provided for the \w+ field/,
    "refusals.address",
  ],
];

/** The shopper's words for one backend refusal, or null when it is not one of the known ones. */
export function knownRefusal(message: string, t: Translate): string | null {
  const found = KNOWN.find(([pattern]) => pattern.test(message.trim()));
  return found ? t(found[1]) : null;
}

/**
 * One text for a refused checkout write: the first known refusal in the shop's words, else
 * `unknown` (by default "Something went wrong."). Never the backend's own text.
 */
export function checkoutRefusal(messages: readonly string[], t: Translate, unknown?: string): string {
  for (const message of messages) {
    if (message === MISSING_ERROR_MESSAGE) continue;
    const text = knownRefusal(message, t);
    if (text) return text;
  }
  return unknown ?? t("refusals.generic");
}

/**
 * A refused card payment: Magento's refusals in the shop's words; the card provider's own refusals
 * ("Your card was declined.") are written for shoppers in the store's language and pass unchanged.
 */
export function cardRefusal(messages: readonly string[], t: Translate): string | null {
  for (const message of messages) {
    const text = knownRefusal(message, t);
    if (text) return text;
  }
  return messages.find((message) => message.trim() && message !== MISSING_ERROR_MESSAGE) ?? null;
}
