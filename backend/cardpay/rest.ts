// The card provider's REST paths (SPEC §7, ADR 0031):
// - the redirect-url path, guest and mine: `{return_url}` → `{redirect_url}`, the hosted payment page
//   of a new payment session for the cart's grand total now;
// - a payment session of the cart, guest and mine: `{payment_session, status}`, what became of it
//   (a real provider's "retrieve a payment"): the shop claims an approval only when the provider does;
// - the buy-now-pay-later configuration path `GET bnpl/config` → `{enabled, client_id, script_url}`.
import express, { type Router } from "express";
import { bnplConfig } from "../cardpay/bnpl.js";
import { HOSTED_PAGE_PREFIX } from "../cardpay/pages.js";
import { isShopReturnUrl } from "../cardpay/service.js";
import type { CartRow } from "../quote/repository.js";
import type { ShopServices } from "../services.js";
import { cartTotals } from "../shipping/service.js";
import { guestCart, mineCart } from "../quote/rest.js";
import { restHandler, restScope, RestError, type RestScope } from "../rest/http.js";

/** The services these paths use: the module's dependencies, named here. */
type Services = Pick<ShopServices, "cardPay" | "catalog" | "customers" | "quote" | "stores" | "totals">;

export function cardPayRoutes(services: Services): Router {
  const router = express.Router({ mergeParams: true });

  const redirectUrl = (scope: RestScope, cart: CartRow, body: unknown) => {
    if (!services.cardPay.enabled) throw new RestError(400, "The requested Payment Method is not available.");
    const returnUrl = (body as { return_url?: unknown } | null)?.return_url;
    if (returnUrl === undefined || returnUrl === null || returnUrl === "")
      throw new RestError(400, '"%fieldName" is required. Enter and try again.', { fieldName: "return_url" });
    if (!isShopReturnUrl(returnUrl, services.cardPay.storefrontUrl(scope.store.code)))
      throw new RestError(400, "The return URL must be on the shop's own address.", { fieldName: "return_url" });
    const totals = cartTotals(services, scope, cart);
    if (totals.quantity <= 0) throw new RestError(400, "The shopping cart is empty.");
    const session = services.cardPay.start({
      cartId: cart.id,
      storeCode: scope.store.code,
      customerId: cart.customer_id,
      amount: totals.grandTotal,
      currency: scope.display.currency,
      returnUrl,
    });
    // The provider's pages: on the backend's own origin when it runs on its own, else on the shop's.
    return {
      redirect_url: new URL(
        `${HOSTED_PAGE_PREFIX}/${session.id}`,
        services.cardPay.providerOrigin(returnUrl),
      ).toString(),
    };
  };

  const paymentSession = (scope: RestScope, cart: CartRow, id: string) => {
    const session = services.cardPay.find(id);
    // Another cart's or store view's session is as unknown as one that never was.
    if (!session || session.cart_id !== cart.id || session.store_code !== scope.store.code)
      throw new RestError(404, "No such entity with %fieldName = %fieldValue", {
        fieldName: "paymentSession",
        fieldValue: id,
      });
    return { payment_session: session.id, status: services.cardPay.statusOf(session) };
  };

  router.post(
    "/pwcard/guest-carts/:cartId/redirect-url",
    restHandler((req) => {
      const scope = restScope(services, req);
      return redirectUrl(scope, guestCart(services, scope, req.params.cartId ?? ""), req.body);
    }),
  );

  router.post(
    "/pwcard/carts/mine/redirect-url",
    restHandler((req) => {
      const scope = restScope(services, req);
      return redirectUrl(scope, mineCart(services, scope), req.body);
    }),
  );

  router.get(
    "/pwcard/guest-carts/:cartId/payment-sessions/:paymentSession",
    restHandler((req) => {
      const scope = restScope(services, req);
      const cart = guestCart(services, scope, req.params.cartId ?? "");
      return paymentSession(scope, cart, req.params.paymentSession ?? "");
    }),
  );

  router.get(
    "/pwcard/carts/mine/payment-sessions/:paymentSession",
    restHandler((req) => {
      const scope = restScope(services, req);
      return paymentSession(scope, mineCart(services, scope), req.params.paymentSession ?? "");
    }),
  );

  router.get(
    "/bnpl/config",
    restHandler((req) => bnplConfig(services, restScope(services, req).store)),
  );

  return router;
}
