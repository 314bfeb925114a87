import { useEffect } from "react";
import { useRootData } from "~/components/layout/useRootData";
import { pushEcommerceEvent, type EcommerceEvent } from "./ecommerce-events";

/**
 * Pushes the events a page's loader handed out (each once: the server hands an event out on one
 * answer only) to the tag manager, under the store's switch and the shopper's consent.
 */
export function EcommerceEvents({ events }: { events: readonly EcommerceEvent[] }) {
  const root = useRootData();
  const active = root?.popups.integrations;
  const consentCookieName = root?.popups.cookieConsent.cookieName;
  useEffect(() => {
    if (!events.length || !active || !consentCookieName) return;
    for (const event of events) pushEcommerceEvent(event, { active, consentCookieName });
  }, [events, active, consentCookieName]);
  return null;
}
