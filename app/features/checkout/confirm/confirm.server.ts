// The checkout's confirm-and-pay step's server code, reached through this one module: the browser build replaces every
// .server module (and @remix-run/node) by an empty module per import path, and one that routes share
// becomes a script file of its own on each of their pages (see product.server.ts beside this).
export { data, redirect } from "@remix-run/node";
export { basketView, getCart } from "~/commerce/cart/cart.server";
export { requireCheckoutStep } from "~/features/checkout/progress.server";
export { settleOrderedBasket } from "~/features/checkout/place-order.server";
export { checkoutConfirmation, termsConsentRequired } from "~/features/checkout/confirmation.server";
export { addressBook } from "~/commerce/customer/addresses.server";
export { savedCards } from "~/commerce/customer/cards.server";
export { confirmAction } from "~/features/checkout/confirm/confirm-action.server";
export { PRIVATE_NO_STORE, pageHeaders } from "~/http/cache.server";
