// Carriers, rates and the cart's chosen shipping method (Magento's Shipping and OfflineShipping).
//
// Four carriers (seed/fixtures-shipping.ts): standard (flatrate), express, free delivery
// (freeshipping) and click and collect. Rates are per website and destination country, in the base
// currency with VAT included, and answered in the display currency. A country a carrier has no rate
// for gets no method from it; a country the store does not ship to gets none at all.
//
// Free delivery: once the subtotal after discounts reaches the store's free_delivery_amount, or a
// cart price rule grants free shipping (totals.freeShipping, set by the discount collector),
// standard delivery and click and collect cost nothing. The freeshipping carrier appears only for a
// country standard delivery does not serve (else the shopper saw two free methods, "Free delivery"
// and "Standard delivery", for one service). Express is a paid upgrade and keeps its price.
//
// The basket only knows a country, region and postcode, so the estimate's address is kept on the
// cart (carts.shipping_address) and a chosen method (carts.shipping_method, Magento's
// "carrier_method") is checked against the methods for that address. When the basket changes so
// that the chosen method no longer applies, it is cleared (SPEC §4): by a new estimate, and by the
// shipping collector whenever the totals are collected.
import type { Database } from "better-sqlite3";
import type { CatalogReader } from "../catalog/repository.js";
import type { CartRow } from "../quote/repository.js";
import type { QuoteService } from "../quote/service.js";
import { discountTotal, type CartTotals, type TotalsCalculator, type TotalsCollector } from "../quote/totals.js";
import { ShopError } from "../shared/errors.js";
import { round2, toDisplay, type DisplayCurrency } from "../shared/money.js";
import type { StoreRepository, StoreView } from "../store/repository.js";
import { freeDeliveryThreshold } from "../store/service.js";
import { createCheckoutRepository } from "../checkout/repository.js";
import { CARRIER_ORDER, CARRIERS, carrierTitles, EXTENSION_CARRIERS, type CarrierCode } from "./carriers.js";
import { createShippingRepository } from "./repository.js";

/** What an estimate needs of an address (SPEC's estimate address; the rest is ignored for rates). */
export interface EstimateAddress {
  country_id: string;
  region: string | null;
  region_id: number | null;
  postcode: string | null;
}

/** One method for an address, amounts VAT included: display currency, and the base currency's. */
export interface ShippingMethodQuote {
  carrierCode: string;
  methodCode: string;
  carrierTitle: string;
  methodTitle: string;
  amount: number;
  baseAmount: number;
}

export interface ChosenMethod {
  carrierCode: string;
  methodCode: string;
}

/** What the cart keeps of its shipping: the estimate's address and the chosen method. */
export interface SavedShipping {
  address: EstimateAddress | null;
  method: ChosenMethod | null;
}

/** The basket facts the methods depend on. */
export interface BasketFacts {
  hasItems: boolean;
  /** subtotal after discounts, display currency, VAT included */
  subtotalAfterDiscount: number;
  /** a cart price rule grants free shipping */
  freeShipping: boolean;
}

// Magento's messages (ShippingMethodManagement, QuoteAddressValidator).
export const NO_SUCH_METHOD = (carrier: string, method: string) =>
  `Carrier with such method not found: ${carrier}, ${method}`;
/**
 * Magento's shipping description, "Carrier - Method", without saying a word twice: a method whose
 * title already names its carrier ("Standard delivery" of "Standard") is its own title.
 */
export function shippingDescription(method: { carrierTitle: string; methodTitle: string }): string {
  const { carrierTitle, methodTitle } = method;
  if (!carrierTitle || methodTitle.toLowerCase().includes(carrierTitle.toLowerCase())) return methodTitle;
  return methodTitle ? `${carrierTitle} - ${methodTitle}` : carrierTitle;
}

export const ADDRESS_MISSING = "The shipping address is missing. Set the address and try again.";

const isCarrier = (code: string): code is CarrierCode => Object.hasOwn(CARRIERS, code);
/** Free delivery covers every carrier but express. */
const FREE_WHEN_FREE_DELIVERY = new Set<string>(["flatrate", "freeshipping", "clickcollect"]);

function parseAddress(json: string | null): EstimateAddress | null {
  if (!json) return null;
  try {
    const a = JSON.parse(json) as Partial<EstimateAddress>;
    if (typeof a.country_id !== "string") return null;
    return {
      country_id: a.country_id,
      region: a.region ?? null,
      region_id: a.region_id ?? null,
      postcode: a.postcode ?? null,
    };
  } catch {
    return null;
  }
}

function parseMethod(value: string | null): ChosenMethod | null {
  const at = value ? value.indexOf("_") : -1;
  if (!value || at < 1) return null;
  return { carrierCode: value.slice(0, at), methodCode: value.slice(at + 1) };
}

export function createShippingService(
  db: Database,
  stores: StoreRepository,
  options: { extensionCarriers?: boolean } = {},
) {
  const carriers =
    options.extensionCarriers === false ? CARRIER_ORDER.filter((c) => !EXTENSION_CARRIERS.has(c)) : CARRIER_ORDER;
  const rates = createShippingRepository(db);
  // The cart's shipping address and method are the checkout's columns (checkout/repository.ts).
  const carts = createCheckoutRepository(db);
  const now = () => new Date().toISOString().replace("T", " ").slice(0, 19);

  /** The free-delivery threshold in the display currency (0 = none). */
  const threshold = (store: StoreView, display: DisplayCurrency) =>
    toDisplay(display, freeDeliveryThreshold(stores, store));

  const thresholdReached = (store: StoreView, display: DisplayCurrency, subtotalAfterDiscount: number) => {
    const amount = threshold(store, display);
    return amount > 0 && round2(subtotalAfterDiscount) >= amount;
  };

  /** The methods for a destination country and basket, in listing order. */
  function methodsFor(
    store: StoreView,
    display: DisplayCurrency,
    countryId: string,
    basket: BasketFacts,
  ): ShippingMethodQuote[] {
    const country = countryId.trim().toUpperCase();
    if (!basket.hasItems || !store.allowed_countries.includes(country)) return [];
    const free = basket.freeShipping || thresholdReached(store, display, basket.subtotalAfterDiscount);
    const rows = rates.ratesFor(store.website_code, country);
    // Free delivery is standard delivery at no cost: where standard delivery serves the country it
    // is shown once, as itself and free, never beside a second free method of another name.
    const standardServes = rows.some((r) => r.carrier_code === "flatrate");
    return carriers.flatMap((code) => {
      const row = rows.find((r) => r.carrier_code === code);
      if (!row || !isCarrier(code)) return [];
      if (code === "freeshipping" && (!free || standardServes)) return [];
      const costsNothing = free && FREE_WHEN_FREE_DELIVERY.has(code);
      return [
        {
          carrierCode: row.carrier_code,
          methodCode: row.method_code,
          ...carrierTitles(code, store.lang, store.locale),
          amount: costsNothing ? 0 : toDisplay(display, row.price),
          baseAmount: costsNothing ? 0 : round2(row.price),
        },
      ];
    });
  }

  function saved(cartId: number): SavedShipping {
    const row = carts.row(cartId);
    return { address: parseAddress(row?.shipping_address ?? null), method: parseMethod(row?.shipping_method ?? null) };
  }

  const offers = (methods: ShippingMethodQuote[], chosen: ChosenMethod) =>
    methods.find((m) => m.carrierCode === chosen.carrierCode && m.methodCode === chosen.methodCode);

  /** Cleared when the methods for the cart's address no longer include it (SPEC §4). */
  function clearIfGone(cartId: number, methods: ShippingMethodQuote[]): void {
    const chosen = saved(cartId).method;
    if (chosen && !offers(methods, chosen)) carts.saveShippingMethod(cartId, null, now());
  }

  /** Shipping: the chosen method's amount (free under free delivery); a method that no longer applies is cleared. */
  const collector: TotalsCollector = (input, totals) => {
    if (thresholdReached(input.store, input.display, totals.subtotalIncl - discountTotal(totals))) {
      totals.freeShipping = true;
    }
    const { address, method } = saved(input.cart.id);
    if (!method) return;
    const methods = address ? methodsFor(input.store, input.display, address.country_id, basketFacts(totals)) : [];
    const chosen = offers(methods, method);
    if (!chosen) {
      carts.saveShippingMethod(input.cart.id, null, now());
      return;
    }
    totals.shipping = {
      carrierCode: chosen.carrierCode,
      methodCode: chosen.methodCode,
      carrierTitle: chosen.carrierTitle,
      methodTitle: chosen.methodTitle,
      amountIncl: chosen.amount,
    };
  };

  return {
    collector,
    methodsFor,
    saved,
    threshold,

    /** Estimates for an address: keeps it on the cart (the basket shows it again) and clears a chosen method it lacks. */
    estimate(store: StoreView, display: DisplayCurrency, cart: CartRow, address: EstimateAddress, totals: CartTotals) {
      const methods = methodsFor(store, display, address.country_id, basketFacts(totals));
      // A full checkout address for the same country and postcode stays (the basket's estimate
      // shows the same place); a different place replaces it with the estimate's (ADR 0028).
      if (!keepsFullAddress(carts.row(cart.id), address)) carts.saveShipping(cart.id, JSON.stringify(address), now());
      clearIfGone(cart.id, methods);
      return methods;
    },

    /** The methods for the cart's saved address (none before an estimate). */
    methodsForCart(store: StoreView, display: DisplayCurrency, cart: CartRow, totals: CartTotals) {
      const { address } = saved(cart.id);
      return address ? methodsFor(store, display, address.country_id, basketFacts(totals)) : [];
    },

    /** Chooses a method the estimate for the cart's address offers; Magento's errors otherwise. */
    choose(store: StoreView, display: DisplayCurrency, cart: CartRow, chosen: ChosenMethod, totals: CartTotals) {
      const { address } = saved(cart.id);
      if (!address) throw new ShopError(ADDRESS_MISSING, "input");
      const methods = methodsFor(store, display, address.country_id, basketFacts(totals));
      if (!offers(methods, chosen)) throw new ShopError(NO_SUCH_METHOD(chosen.carrierCode, chosen.methodCode), "input");
      carts.saveShippingMethod(cart.id, `${chosen.carrierCode}_${chosen.methodCode}`, now());
    },
  };
}

const samePostcode = (a: unknown, b: string | null) =>
  String(a ?? "")
    .replace(/\s+/g, "")
    .toUpperCase() === (b ?? "").replace(/\s+/g, "").toUpperCase();

/** Whether the cart's saved shipping address is a full one for the estimate's country and postcode. */
function keepsFullAddress(row: { shipping_address: string | null } | undefined, estimate: EstimateAddress): boolean {
  if (!row?.shipping_address) return false;
  try {
    const saved = JSON.parse(row.shipping_address) as Record<string, unknown>;
    return (
      Boolean(saved.firstname && saved.street) &&
      saved.country_id === estimate.country_id &&
      samePostcode(saved.postcode, estimate.postcode)
    );
  } catch {
    return false;
  }
}

export const basketFacts = (totals: CartTotals): BasketFacts => ({
  hasItems: totals.lines.length > 0,
  subtotalAfterDiscount: round2(totals.subtotalIncl - discountTotal(totals)),
  freeShipping: totals.freeShipping,
});

/** A cart's totals for a request's store, currency and catalogue reader (REST and GraphQL alike). */
export function cartTotals(
  deps: { totals: TotalsCalculator; quote: QuoteService },
  scope: { store: StoreView; display: DisplayCurrency; catalog: CatalogReader },
  cart: CartRow,
): CartTotals {
  return deps.totals({
    ...scope,
    cart,
    lines: deps.quote.lines(scope.catalog, cart),
    customerId: cart.customer_id,
    now: new Date(),
  });
}

export type ShippingService = ReturnType<typeof createShippingService>;
