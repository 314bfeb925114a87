// Which checkout steps are complete, and the guard every step's loader and action calls first.
// A step is only reached once the steps before it are complete: an empty basket
// goes back to the basket, a guest without an email to information, a cart without a full delivery
// address or method to delivery, each with a message saying what to complete. The state lives on the
// backend cart, so back, forward and reload show what was saved.
import type { AppLoadContext } from "@remix-run/node";
import { redirectDocument } from "@remix-run/node";
import { needsCookieCheck, testCookieHeader, withCookieCheck } from "~/sessions/cookie-check.server";
import { isCommerceError } from "~/commerce/errors";
import { paths } from "~/routing/paths";
import { checkoutSteps, screenPath, stepScreen } from "~/routing/registry";
import { queueMessages } from "~/sessions/messages.server";
import { createMessage } from "~/sessions/messages";
import { BACKEND_MESSAGES_COOKIE } from "~/sessions/backend-messages.server";
import { firstIncompleteStep, type CheckoutState, type CheckoutStepName } from "./state";
import { readCheckoutState } from "./state.server";

type ShopContext = AppLoadContext["shop"];

/** A step of the checkout, as the route registry names it. */
export type CheckoutStep = CheckoutStepName;

/** The message area of the checkout's guard messages (shown by the shell like any other). */
export const CHECKOUT_MESSAGE_AREA = "checkout";

/** The cart's checkout state, or null when there is no basket (none yet, or one the backend no longer has). */
export async function checkoutStateOf(shop: ShopContext): Promise<CheckoutState | null> {
  const cartId = shop.basket.id();
  if (!cartId) return null;
  try {
    return await readCheckoutState(shop.commerce, cartId);
  } catch (error) {
    if (isCommerceError(error) && error.kind === "graphql") return null;
    throw error;
  }
}

/** Magento's `mage-messages` cookie with one error message, for the next page only. */
function redirectMessageCookie(text: string): string {
  const value = encodeURIComponent(JSON.stringify([{ type: "error", text }]));
  return `${BACKEND_MESSAGES_COOKIE}=${value}; Path=/; Max-Age=300; HttpOnly; SameSite=Lax`;
}

export const isSignedIn = (shop: ShopContext) => Boolean(shop.commerce.customerToken);

/** Where the first incomplete step is (the review page once everything before it is done). */
export function stepPath(shop: ShopContext, step: CheckoutStep): string {
  return screenPath(stepScreen(step), shop.storeView);
}

/**
 * Lets the request through when every step before `step` is complete, answering the checkout state;
 * otherwise throws a 303 to the first incomplete step (or the basket) with a message saying what is
 * missing.
 */
export async function requireCheckoutStep(
  request: Request,
  shop: ShopContext,
  step: CheckoutStep,
): Promise<CheckoutState> {
  const t = shop.tFor("checkout");
  const state = await checkoutStateOf(shop);
  const back = (to: string, text: string): never => {
    queueMessages(shop.session, createMessage("error", text, CHECKOUT_MESSAGE_AREA));
    // The shell's loader runs beside this one and may take the session's messages first (its page
    // is never shown: this is a redirect), so the message also rides Magento's redirect-message
    // cookie, which the next page's shell reads and clears (SPEC §4); the two are de-duplicated. A
    // document redirect: reached by an in-app link with JavaScript, the shell (which keeps its data
    // on a plain navigation) would otherwise show the message only on the next full page load.
    throw redirectDocument(to, { status: 303, headers: { "Set-Cookie": redirectMessageCookie(text) } });
  };
  if (!state || state.totalQuantity <= 0) {
    // No basket and no session cookie: perhaps a browser that keeps no cookies, which the basket
    // page then tells (sessions/cookie-check.server.ts).
    if (!needsCookieCheck(request)) return back(paths.basket(shop.storeView), t("guard.emptyBasket"));
    queueMessages(shop.session, createMessage("error", t("guard.emptyBasket"), CHECKOUT_MESSAGE_AREA));
    throw redirectDocument(withCookieCheck(paths.basket(shop.storeView)), {
      status: 303,
      headers: [
        ["Set-Cookie", redirectMessageCookie(t("guard.emptyBasket"))],
        ["Set-Cookie", testCookieHeader(request)],
      ],
    });
  }
  const first = firstIncompleteStep(state, isSignedIn(shop));
  if (checkoutSteps.indexOf(first) < checkoutSteps.indexOf(step)) {
    return back(stepPath(shop, first), t(first === "information" ? "guard.needEmail" : "guard.needDelivery"));
  }
  return state;
}
