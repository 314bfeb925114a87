// VAT (Magento's Tax module). Shelf prices include the VAT of the store's own country. The rate that
// counts is the destination's: the country of the cart's shipping address, else the store's default
// country.
//
// When the destination's rate differs from the store's, the shopper still pays the shelf price
// (Magento's "Enable Cross Border Trade" = Yes): the gross amounts stay, and the VAT contained is
// worked out again at the destination's rate. Shipping is taxed like the goods (it is part of the
// gross amount the VAT is taken from).
import type { Database } from "better-sqlite3";
import { netOf, vatIn } from "../shared/money.js";
import { discountTotal, type TotalsCollector } from "../quote/totals.js";
import type { CartRow } from "../quote/repository.js";
import type { StoreView } from "../store/repository.js";
import { taxRateFor, type TaxRate } from "./rates.js";

/** The country the cart ships to: `country_id` of its shipping address (JSON), else the store's. */
export function destinationCountry(store: StoreView, cart: CartRow & { shipping_address?: string | null }): string {
  if (cart.shipping_address) {
    try {
      const address = JSON.parse(cart.shipping_address) as { country_id?: unknown; country_code?: unknown };
      const country = address.country_id ?? address.country_code;
      if (typeof country === "string" && /^[A-Za-z]{2}$/.test(country)) return country.toUpperCase();
    } catch {
      // An address we cannot read is no destination: the store's own country counts.
    }
  }
  return store.default_country;
}

/** The rate for the cart: the destination's; the store's own rate and label for its own country. */
export function cartTaxRate(store: StoreView, cart: CartRow): TaxRate & { country: string } {
  const country = destinationCountry(store, cart);
  if (country === store.default_country) return { rate: store.vat_rate, label: store.vat_label, country };
  return { ...taxRateFor(country), country };
}

export function createTaxService(_db: Database) {
  const collector: TotalsCollector = ({ store, cart }, totals) => {
    const gross =
      totals.subtotalIncl -
      discountTotal(totals) +
      (totals.shipping?.amountIncl ?? 0) -
      (totals.rewardPoints?.amount ?? 0);
    const { rate, label } = cartTaxRate(store, cart);
    const tax = vatIn(Math.max(0, gross), rate);
    totals.taxes = tax > 0 ? [{ label, amount: tax }] : [];
    totals.subtotalExcl = netOf(totals.subtotalIncl, rate);
    totals.subtotalWithDiscountExcl = netOf(totals.subtotalIncl - discountTotal(totals), rate);
  };
  return { collector, rateFor: cartTaxRate };
}

export type TaxService = ReturnType<typeof createTaxService>;
