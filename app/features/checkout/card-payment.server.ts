// Paying by card on the provider's hosted payment page (ADR 0031). The review
// page (part C) hands a card payment here instead of placing the order itself: the method and
// billing address go on the cart (set-payment-information), the provider's redirect-url path opens
// a payment session for the cart's total with our return address, and the shopper is sent to the
// provider's page. The page sends them back to the checkout's payment return with a signed result.
import type { AppLoadContext } from "@remix-run/node";
import { redirect, redirectDocument } from "@remix-run/node";
import { paths } from "~/routing/paths";
import { createMessage } from "~/sessions/messages";
import { queueMessages } from "~/sessions/messages.server";
import { commerceRequest } from "~/commerce/client.server";
import { isCommerceError } from "~/commerce/errors";
import { cardRefusal } from "./refusals";
import { graphql } from "~/commerce/generated";
import { restRequest } from "~/commerce/rest.server";
import type { BillingAddressInput } from "./place-order.server";

type ShopContext = AppLoadContext["shop"];

/** The card provider's method codes (backend/cardpay/methods.ts): a new card, and a saved card (Vault). */
export const CARD_METHOD = "pwcard";
export const SAVED_CARD_METHOD = "pwcard_vault";

/** Where the provider's hosted page lives on its origin; nothing else is a redirect target. */
const HOSTED_PAGE = /^\/pwcard\/pay\/[A-Za-z0-9_-]{16,64}$/;

/**
 * The hosted page's address as the shopper is sent to it, or null when it is not the provider's.
 * The provider is the commerce backend: embedded, its pages are served by the shop's own server (on
 * the shop's public origin), so the answer is our own path and the shopper stays on the host they
 * use; a separate backend's pages are on its own public origin (COMMERCE_PUBLIC_URL, else
 * COMMERCE_URL's). No other origin is accepted.
 */
export function hostedPageLocation(
  redirectUrl: unknown,
  origins: { publicUrl: string; commerceUrl: string; commercePublicUrl?: string },
): string | null {
  if (typeof redirectUrl !== "string") return null;
  let url: URL;
  try {
    url = new URL(redirectUrl);
  } catch {
    return null;
  }
  if (url.username || url.password || url.search || url.hash || !HOSTED_PAGE.test(url.pathname)) return null;
  const originOf = (value: string) => {
    try {
      return new URL(value).origin;
    } catch {
      return null;
    }
  };
  if (url.origin === originOf(origins.publicUrl)) return url.pathname;
  if (url.origin === originOf(origins.commercePublicUrl || origins.commerceUrl)) return url.href;
  return null;
}

/** A guest's email as the information step put it on the cart: the guest path of set-payment-information wants it. */
export const CARD_PAYMENT_GUEST_EMAIL_QUERY = graphql(`
  query CardPaymentGuestEmail($cartId: String!) {
    cart(cart_id: $cartId) {
      email
    }
  }
`);

/** The cart's REST path prefix: the customer's ("mine") when signed in, else the guest cart's masked id. */
function cartOf(shop: ShopContext): { path: string; guestId: string | null } | null {
  if (shop.commerce.customerToken) return { path: "carts/mine", guestId: null };
  const cartId = shop.basket.id();
  return cartId ? { path: `guest-carts/${encodeURIComponent(cartId)}`, guestId: cartId } : null;
}

/**
 * Whether the provider says that this payment session of the shopper's basket is approved (or has
 * paid for its order already): the result in the return address is the shopper's to change, the
 * provider's word is not (ADR 0063). False when it says anything else or cannot say: another cart's
 * session, a backend without the provider's path (a stock Magento), no answer in time.
 */
export async function cardPaymentApproved(shop: ShopContext, paymentSession: string): Promise<boolean> {
  const cart = cartOf(shop);
  if (!cart) return false;
  try {
    const answer = await restRequest<{ status?: unknown } | null>(
      shop.commerce,
      "GET",
      `pwcard/${cart.path}/payment-sessions/${encodeURIComponent(paymentSession)}`,
    );
    return answer?.status === "approved" || answer?.status === "used";
  } catch (error) {
    if (isCommerceError(error)) return false;
    throw error;
  }
}

/**
 * Starts a card payment: saves the method and billing address on the cart (set-payment-information),
 * asks the provider's redirect-url path for its hosted page, and answers the 303 that takes the
 * shopper there. A refusal (an empty basket, card payments not offered) goes back to review and pay
 * with the backend's message.
 */
export async function startCardPayment(
  shop: ShopContext,
  options: { billing?: BillingAddressInput | null },
): Promise<Response> {
  const review = paths.checkout.confirm(shop.storeView);
  const t = shop.tFor("payment");
  const back = (text: string) => {
    queueMessages(shop.session, createMessage("error", text));
    return redirect(review, 303);
  };
  const cart = cartOf(shop);
  if (!cart) return redirect(paths.basket(shop.storeView), 303);
  try {
    const email = cart.guestId
      ? (await commerceRequest(shop.commerce, CARD_PAYMENT_GUEST_EMAIL_QUERY, { cartId: cart.guestId })).data.cart
          ?.email
      : undefined;
    await restRequest<boolean>(shop.commerce, "POST", `${cart.path}/set-payment-information`, {
      paymentMethod: { method: CARD_METHOD },
      ...(options.billing ? { billingAddress: options.billing } : {}),
      ...(cart.guestId ? { email: email ?? null } : {}),
    });
    const returnUrl = new URL(paths.checkout.paymentReturn(shop.storeView), shop.publicUrl).toString();
    const answer = await restRequest<{ redirect_url?: unknown }>(
      shop.commerce,
      "POST",
      `pwcard/${cart.path}/redirect-url`,
      {
        return_url: returnUrl,
      },
    );
    const location = hostedPageLocation(answer?.redirect_url, {
      publicUrl: shop.publicUrl,
      commerceUrl: shop.commerce.commerceUrl,
      commercePublicUrl: shop.commercePublicUrl,
    });
    if (!location) return back(t("card.unavailable"));
    // A whole-page load even after an enhanced (JavaScript) submit: the provider's page is no route of ours.
    return redirectDocument(location, 303);
  } catch (error) {
    // The backend said no: the shopper hears why and chooses again. No answer at all is a 502 page.
    // Magento's own refusals in the shop's words; the card provider's are written for shoppers.
    if (isCommerceError(error) && error.kind === "graphql")
      return back(cardRefusal(error.messages, shop.tFor("checkout")) ?? t("card.unavailable"));
    throw error;
  }
}
