// Magento's TotalsInterface (REST-FACTS §2) from a cart's collected totals: the `totals` of a
// payment-details answer (shipping-information here; GET payment-information in part C). The shop's
// prices include VAT, so the net amounts are derived with the cart's tax rate, as Magento does with
// "catalog prices include tax". Amounts are in the request's display currency, their base_ twins in
// the store's base currency; Magento's discount_amount is negative.
import type { CartRow } from "../quote/repository.js";
import { discountTotal, type CartTotals } from "../quote/totals.js";
import { netOf, round2, type DisplayCurrency } from "../shared/money.js";
import type { StoreView } from "../store/repository.js";
import { cartTaxRate } from "../tax/service.js";
import { shippingDescription } from "../shipping/service.js";

export interface TotalSegment {
  code: string;
  title: string;
  value: number;
  area?: string;
}

/** The line options of a totals item, JSON-encoded as Magento sends them: [{label, value}]. */
function optionsOf(line: CartTotals["lines"][number]["line"]): string {
  const options: Array<{ label: string; value: string }> = [];
  if (line.child) options.push({ label: "Variant", value: line.child.name ?? line.child.sku });
  for (const part of line.selections)
    options.push({ label: part.product.name ?? part.product.sku, value: String(part.qty) });
  return JSON.stringify(options);
}

export function totalsAnswer(store: StoreView, display: DisplayCurrency, cart: CartRow, totals: CartTotals) {
  const { rate } = cartTaxRate(store, cart);
  const base = (amount: number) => round2(amount / display.rate);
  const net = (gross: number) => netOf(gross, rate);
  const discount = discountTotal(totals);
  const shippingIncl = totals.shipping?.amountIncl ?? 0;
  const shippingExcl = net(shippingIncl);
  const shippingDiscount = round2(
    totals.discounts.filter((d) => d.appliedTo === "SHIPPING").reduce((sum, d) => sum + d.amount, 0),
  );
  const tax = round2(totals.taxes.reduce((sum, t) => sum + t.amount, 0));
  const points = totals.rewardPoints;

  const segments: TotalSegment[] = [
    { code: "subtotal", title: "Subtotal", value: totals.subtotalIncl },
    ...(discount > 0
      ? [{ code: "discount", title: totals.discounts.map((d) => d.label).join(", "), value: -discount }]
      : []),
    ...(totals.shipping
      ? [
          {
            code: "shipping",
            title: shippingDescription(totals.shipping),
            value: shippingIncl,
          },
        ]
      : []),
    ...(points ? [{ code: "reward", title: `${points.points} reward points`, value: -points.amount }] : []),
    ...totals.taxes.map((t) => ({ code: "tax", title: t.label, value: t.amount })),
    { code: "grand_total", title: "Grand Total", value: totals.grandTotal, area: "footer" },
  ];

  const amounts = {
    grand_total: totals.grandTotal,
    subtotal: totals.subtotalExcl,
    discount_amount: -discount,
    subtotal_with_discount: totals.subtotalWithDiscountExcl,
    shipping_amount: shippingExcl,
    shipping_discount_amount: shippingDiscount,
    tax_amount: tax,
    shipping_tax_amount: round2(shippingIncl - shippingExcl),
    subtotal_incl_tax: totals.subtotalIncl,
    shipping_incl_tax: shippingIncl,
  };
  const withBase = Object.fromEntries(
    Object.entries(amounts).flatMap(([key, value]) => [
      [key, round2(value)],
      [`base_${key}`, base(value)],
    ]),
  );

  return {
    ...withBase,
    weee_tax_applied_amount: null,
    base_currency_code: store.base_currency,
    quote_currency_code: display.currency,
    ...(cart.coupon_code ? { coupon_code: cart.coupon_code } : {}),
    items_qty: totals.quantity,
    items: totals.lines.map((l) => {
      const lineDiscount = round2(l.discounts.reduce((sum, d) => sum + d.amount, 0));
      const priceExcl = net(l.unitPriceIncl);
      const rowExcl = net(l.rowTotalIncl);
      return {
        item_id: l.line.row.id,
        name: l.line.product.name ?? l.line.product.sku,
        qty: l.line.qty,
        options: optionsOf(l.line),
        price: priceExcl,
        base_price: base(priceExcl),
        row_total: rowExcl,
        base_row_total: base(rowExcl),
        row_total_with_discount: net(l.rowTotalIncl - lineDiscount),
        tax_amount: round2(l.rowTotalIncl - lineDiscount - net(l.rowTotalIncl - lineDiscount)),
        base_tax_amount: base(round2(l.rowTotalIncl - lineDiscount - net(l.rowTotalIncl - lineDiscount))),
        tax_percent: round2(rate * 100),
        discount_amount: lineDiscount,
        base_discount_amount: base(lineDiscount),
        discount_percent: l.rowTotalIncl > 0 ? round2((lineDiscount / l.rowTotalIncl) * 100) : 0,
        price_incl_tax: l.unitPriceIncl,
        base_price_incl_tax: base(l.unitPriceIncl),
        row_total_incl_tax: l.rowTotalIncl,
        base_row_total_incl_tax: base(l.rowTotalIncl),
        weee_tax_applied_amount: null,
        weee_tax_applied: null,
      };
    }),
    total_segments: segments.map((s) => ({ ...s, value: round2(s.value) })),
    extension_attributes: cart.coupon_code
      ? { coupon_label: totals.discounts.find((d) => d.couponCode)?.label ?? cart.coupon_code }
      : {},
  };
}
