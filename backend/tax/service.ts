// VAT (Magento's Tax module). Shelf prices include VAT; the tax collector works out the VAT that the
// amount paid contains.
//
// TODO(issue 9, shipping and tax): rates per destination country with their labels (the cart's
// shipping address, else the store's default country); today one rate per store view.
import type { Database } from "better-sqlite3";
import { round2 } from "../shared/money.js";
import { discountTotal, type TotalsCollector } from "../quote/totals.js";

export function createTaxService(_db: Database) {
  const collector: TotalsCollector = ({ store }, totals) => {
    const gross =
      totals.subtotalIncl -
      discountTotal(totals) +
      (totals.shipping?.amountIncl ?? 0) -
      (totals.rewardPoints?.amount ?? 0);
    const rate = store.vat_rate;
    const tax = round2((Math.max(0, gross) * rate) / (1 + rate));
    totals.taxes = tax > 0 ? [{ label: store.vat_label, amount: tax }] : [];
    totals.subtotalExcl = round2(totals.subtotalIncl / (1 + rate));
    totals.subtotalWithDiscountExcl = round2((totals.subtotalIncl - discountTotal(totals)) / (1 + rate));
  };
  return { collector };
}

export type TaxService = ReturnType<typeof createTaxService>;
