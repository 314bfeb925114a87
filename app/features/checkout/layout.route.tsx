// The checkout steps' layout (registry screen "checkout": information, delivery, collect, review,
// payment return, success): the shop's header stays (the shopper may leave; messages show there),
// with a focused frame inside it: a "secure checkout" bar, the step indicator, and the order summary
// beside the step (sticky) on a wide screen or folded above it on a phone. Every checkout page is
// private and never stored (NOINDEX comes from the registry). The tag manager gets begin_checkout on
// the first step and add_shipping_info once delivery is saved (ADR 0028).
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { PRIVATE_NO_STORE, basketView, data } from "~/features/checkout/layout.server";
import { Outlet, useLoaderData, useMatches } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import type { BasketView } from "~/commerce/cart/cart";
import { CheckoutSteps } from "~/features/checkout/CheckoutSteps";
import { OrderSummary } from "~/features/checkout/OrderSummary";
import { ecommerceEvent, type EcommerceEvent } from "~/integrations/ecommerce-events";
import { EcommerceEvents } from "~/integrations/EcommerceEvents";
import { paths } from "~/routing/paths";
import { screenIdOfHandle, stepOf } from "~/routing/addresses";
import checkoutStyles from "~/features/checkout/checkout.css";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shop } = context;
  const headers = { "Cache-Control": PRIVATE_NO_STORE };
  const signedIn = Boolean(shop.commerce.customerToken);
  const cartId = shop.basket.id();
  // Without a basket (or one the backend no longer has) the step's guard sends the shopper to the basket.
  const cart = await shop.basket.get();
  const summary: BasketView | null = cart && basketView(cart, shop.tFor("cart"));
  const events: EcommerceEvent[] = [];
  const pending = shop.session.get("checkoutEvents") ?? {};
  if (summary?.lines.length && cartId) {
    const first = signedIn ? paths.checkout.delivery(shop.storeView) : paths.checkout.information(shop.storeView);
    if (new URL(request.url).pathname === first && pending.begunCartId !== cartId) {
      events.push(ecommerceEvent("begin_checkout", summary));
      pending.begunCartId = cartId;
    }
    if (pending.shippingSaved) {
      events.push(ecommerceEvent("add_shipping_info", summary, { shipping_tier: summary.shippingMethod?.title }));
      pending.shippingSaved = false;
    }
    shop.session.set("checkoutEvents", pending);
  }
  return data({ summary: summary?.lines.length ? summary : null, signedIn, events }, { headers });
}

/** Checkout pages are the shopper's own: never stored by a shared cache. */
export const headers = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export const links: LinksFunction = () => [{ rel: "stylesheet", href: checkoutStyles }];

export default function CheckoutLayout() {
  const { summary, signedIn, events } = useLoaderData<typeof loader>();
  const { t } = useTranslation("checkout");
  const matches = useMatches();
  // The registry's step of the screen shown; none for the success page (the order is placed).
  const screen = matches.map((m) => screenIdOfHandle(m.handle)).findLast(Boolean);
  const step = (screen && stepOf(screen)) ?? undefined;
  return (
    <div className={`checkout${step ? "" : " checkout--done"}`}>
      <div className="checkout__bar">
        <p className="checkout__secure">
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" focusable="false">
            <path
              fill="currentColor"
              d="M12 1a5 5 0 0 0-5 5v4H6a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-9a2 2 0 0 0-2-2h-1V6a5 5 0 0 0-5-5Zm-3 9V6a3 3 0 1 1 6 0v4H9Z"
            />
          </svg>
          {t("secure")}
        </p>
        {step ? <CheckoutSteps current={step} signedIn={signedIn} /> : null}
      </div>
      <div className={`checkout__body${summary && step ? "" : " checkout__body--single"}`}>
        {summary && step ? <OrderSummary cart={summary} step={step} /> : null}
        <div className="checkout__step">
          <Outlet />
        </div>
      </div>
      <EcommerceEvents events={events} />
    </div>
  );
}
