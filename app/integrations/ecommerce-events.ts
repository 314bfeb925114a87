// GA4 ecommerce events of the checkout: begin_checkout, add_shipping_info and
// purchase, pushed to the tag manager's data layer only when the store has the tag manager
// on and the shopper accepted all cookies (the same rule as CartEvents). Bots never get here: their
// pages have no active integrations.
import type { CartLine } from "~/commerce/cart/cart";
import type { Money } from "~/commerce/money";
import { readCookie } from "~/components/ui/useCookie";
import { isIntegrationActive, type ActiveIntegration } from "./active";

export interface EcommerceItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
}

export interface EcommerceEvent {
  event: "begin_checkout" | "add_shipping_info" | "add_payment_info" | "purchase";
  ecommerce: {
    currency: string;
    value: number;
    items: EcommerceItem[];
    shipping_tier?: string;
    payment_type?: string;
    transaction_id?: string;
    tax?: number;
    shipping?: number;
    coupon?: string;
  };
}

/** The basket's lines as GA4 items. */
export function ecommerceItems(lines: readonly CartLine[]): EcommerceItem[] {
  return lines.map((line) => ({
    item_id: line.sku,
    item_name: line.name,
    price: line.unitPrice?.value ?? 0,
    quantity: line.quantity,
  }));
}

/** An event for a basket: its currency and grand total, its lines. */
export function ecommerceEvent(
  event: EcommerceEvent["event"],
  basket: { lines: readonly CartLine[]; grandTotal: Money | null },
  extra: Partial<EcommerceEvent["ecommerce"]> = {},
): EcommerceEvent {
  return {
    event,
    ecommerce: {
      currency: basket.grandTotal?.currency ?? "",
      value: basket.grandTotal?.value ?? 0,
      items: ecommerceItems(basket.lines),
      ...extra,
    },
  };
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * Pushes one event when the tag manager is active and consented; answers whether it did. Browser
 * only (call it from an effect).
 */
export function pushEcommerceEvent(
  event: EcommerceEvent,
  integrations: { active: readonly ActiveIntegration[]; consentCookieName: string },
): boolean {
  if (typeof window === "undefined") return false;
  if (!isIntegrationActive(integrations.active, "tagManager")) return false;
  if (readCookie(integrations.consentCookieName) !== "all") return false;
  const target = window as DataLayerWindow;
  target.dataLayer = target.dataLayer ?? [];
  // GA4 asks to clear the previous ecommerce object so that its items do not merge into this one.
  target.dataLayer.push({ ecommerce: null }, event);
  return true;
}
