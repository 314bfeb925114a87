import { useEffect } from "react";
import type { RecordedCartAction } from "~/commerce/cart/last-cart-actions";
import { readCookie } from "~/components/ui/useCookie";
import { isIntegrationActive, type ActiveIntegration } from "./active";

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * Pushes the basket's last change (the shell's `cartActions`, handed out once by the server) to the
 * tag manager's data layer as add/remove events, only when the store has the tag manager on and the
 * shopper accepted all cookies. Bots never get here: their pages have no active integrations (and
 * speed-test agents no scripts at all).
 */
export function CartEvents({
  actions,
  active,
  consentCookieName,
}: {
  actions: readonly RecordedCartAction[];
  active: readonly ActiveIntegration[];
  consentCookieName: string;
}) {
  useEffect(() => {
    if (!actions.length || !isIntegrationActive(active, "tagManager")) return;
    if (readCookie(consentCookieName) !== "all") return;
    // The events' shape comes in a module of its own, fetched only when there is something to push.
    void import("./cart-events").then(({ cartEventsFor }) => {
      const target = window as DataLayerWindow;
      target.dataLayer = target.dataLayer ?? [];
      for (const event of cartEventsFor(actions)) {
        // GA4 asks to clear the previous ecommerce object so that its items do not merge into this one.
        target.dataLayer.push({ ecommerce: null }, event);
      }
    });
    // Each answer of the shell carries a new array: a change is pushed once, a later page's empty list pushes nothing.
  }, [actions, active, consentCookieName]);
  return null;
}
