// Carriers, rates and the cart's chosen shipping method (Magento's Shipping and OfflineShipping).
//
// TODO(issue 9, shipping): carriers (standard, express, free over the threshold, click and collect)
// with per-country rates, estimate-shipping-methods (REST, guest and mine), the shipping collector.
import type { Database } from "better-sqlite3";
import type { TotalsCollector } from "../quote/totals.js";

export function createShippingService(_db: Database) {
  const collector: TotalsCollector = () => {};
  return { collector };
}

export type ShippingService = ReturnType<typeof createShippingService>;
