// Cart totals, collected the way Magento's quote total collectors do: each module adds its part in
// a fixed order (subtotal, discount, shipping, reward points, tax, grand total) to one running
// result. Catalogue prices include VAT, so every amount here is gross (VAT included) in the display
// currency of the request; the tax collector derives the VAT contained in what the shopper pays.
//
// The modules' collectors live with their rules: salesrule/ (discounts), shipping/ (the chosen
// method and its amount), reward/ (points spent and gathered), tax/ (VAT per country). Each module's
// manifest gives its collector a sort order (module.ts `totalsCollectors`); quote/module.ts runs them
// in that order.
import type { CatalogReader } from "../catalog/repository.js";
import { round2, type DisplayCurrency } from "../shared/money.js";
import type { StoreView } from "../store/repository.js";
import type { CartRow } from "./repository.js";
import { displayUnitPrice, type CartLine } from "./service.js";

/** One discount as the shopper sees it: the rule's label and how much it takes off (positive). */
export interface AppliedDiscount {
  label: string;
  amount: number;
  /** the sales rule behind it, when there is one */
  ruleId?: number;
  couponCode?: string;
  /** what it takes off: the items (default) or the shipping */
  appliedTo?: "ITEM" | "SHIPPING";
}

export interface LineTotals {
  line: CartLine;
  /** unit prices, VAT included: what the shelf asks now, and before any special price */
  unitPriceIncl: number;
  regularUnitPriceIncl: number;
  rowTotalIncl: number;
  /** this line's share of each discount */
  discounts: AppliedDiscount[];
}

/** What a cart item resolves from: its line, its amounts and its cart. */
export type CartItemSource = LineTotals & { cart: CartRow };

export interface SelectedShipping {
  carrierCode: string;
  methodCode: string;
  carrierTitle: string;
  methodTitle: string;
  /** VAT included, after any free-shipping rule */
  amountIncl: number;
}

export interface CartTotals {
  lines: LineTotals[];
  quantity: number;
  subtotalIncl: number;
  /** discounts by rule, the shipping discount included */
  discounts: AppliedDiscount[];
  /** a rule or the free-delivery threshold makes shipping free */
  freeShipping: boolean;
  shipping: SelectedShipping | null;
  /** points spent on this cart and what they are worth (display currency) */
  rewardPoints: { points: number; amount: number } | null;
  /** points the order will gather */
  rewardPointsGathered: number;
  taxes: Array<{ label: string; amount: number }>;
  subtotalExcl: number;
  subtotalWithDiscountExcl: number;
  grandTotal: number;
  /** problems a collector found with the cart (Cart.error_messages), e.g. a coupon no longer valid */
  messages: string[];
}

export interface TotalsInput {
  store: StoreView;
  display: DisplayCurrency;
  catalog: CatalogReader;
  cart: CartRow;
  lines: CartLine[];
  /** the signed-in customer who owns the cart, null for a guest cart */
  customerId: number | null;
  now: Date;
}

/** One module's part of the totals: reads the input and what earlier collectors wrote, adds its own. */
export type TotalsCollector = (input: TotalsInput, totals: CartTotals) => void;

export const discountTotal = (totals: Pick<CartTotals, "discounts">) =>
  round2(totals.discounts.reduce((sum, d) => sum + d.amount, 0));

/** Subtotal: each line at its shelf price. */
export const subtotalCollector: TotalsCollector = ({ display, lines }, totals) => {
  totals.lines = lines.map((line) => {
    const unit = displayUnitPrice(display, line, "final");
    return {
      line,
      unitPriceIncl: unit,
      regularUnitPriceIncl: displayUnitPrice(display, line, "regular"),
      rowTotalIncl: round2(unit * line.qty),
      discounts: [],
    };
  });
  totals.quantity = lines.reduce((sum, line) => sum + line.qty, 0);
  totals.subtotalIncl = round2(totals.lines.reduce((sum, l) => sum + l.rowTotalIncl, 0));
};

/** Grand total: what the shopper pays, never below zero. Runs last. */
export const grandTotalCollector: TotalsCollector = (_input, totals) => {
  const shipping = totals.shipping?.amountIncl ?? 0;
  const points = totals.rewardPoints?.amount ?? 0;
  totals.grandTotal = Math.max(0, round2(totals.subtotalIncl - discountTotal(totals) + shipping - points));
};

function emptyTotals(): CartTotals {
  return {
    lines: [],
    quantity: 0,
    subtotalIncl: 0,
    discounts: [],
    freeShipping: false,
    shipping: null,
    rewardPoints: null,
    rewardPointsGathered: 0,
    taxes: [],
    subtotalExcl: 0,
    subtotalWithDiscountExcl: 0,
    grandTotal: 0,
    messages: [],
  };
}

/** The totals of a cart: the collectors in the order given (subtotal first, grand total last). */
export function createTotalsCalculator(collectors: TotalsCollector[]) {
  return (input: TotalsInput): CartTotals => {
    const totals = emptyTotals();
    for (const collect of [subtotalCollector, ...collectors, grandTotalCollector]) collect(input, totals);
    return totals;
  };
}

export type TotalsCalculator = ReturnType<typeof createTotalsCalculator>;
