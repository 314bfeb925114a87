// Magento's PaymentDetailsInterface (REST-FACTS §2, §3): `payment_methods` and `totals`, the answer of
// GET payment-information. Amounts are in the request's display currency (quote currency), the
// `base_` twins in the store's base currency; catalogue prices include VAT, so the net amounts are
// derived with the cart's VAT rate (tax/service.ts).
import type { CartRow } from "../quote/repository.js";
import { discountTotal, type CartTotals } from "../quote/totals.js";
import { round2 } from "../shared/money.js";
import type { OrderScope } from "./place-order.js";
import { availablePaymentMethods } from "./registry.js";
import type { ShopServices } from "../services.js";

export function totalsAnswer(services: ShopServices, scope: OrderScope, cart: CartRow, totals: CartTotals) {
  const rate = services.tax.rateFor(scope.store, cart).rate;
  const base = (n: number) => round2(n / scope.display.rate);
  const net = (n: number) => round2(n / (1 + rate));
  const discount = -round2(discountTotal(totals) + (totals.rewardPoints?.amount ?? 0));
  const shippingIncl = totals.shipping?.amountIncl ?? 0;
  const tax = round2(totals.taxes.reduce((sum, t) => sum + t.amount, 0));
  const amounts = {
    grand_total: totals.grandTotal,
    subtotal: totals.subtotalExcl,
    discount_amount: discount,
    subtotal_with_discount: totals.subtotalWithDiscountExcl,
    shipping_amount: net(shippingIncl),
    shipping_discount_amount: 0,
    tax_amount: tax,
    shipping_tax_amount: round2(shippingIncl - net(shippingIncl)),
    subtotal_incl_tax: totals.subtotalIncl,
    shipping_incl_tax: shippingIncl,
  };
  const withBase = Object.fromEntries(
    Object.entries(amounts).flatMap(([k, v]) => [
      [k, v],
      [`base_${k}`, base(v)],
    ]),
  );
  return {
    ...withBase,
    weee_tax_applied_amount: null,
    base_currency_code: scope.store.base_currency,
    quote_currency_code: scope.display.currency,
    ...(cart.coupon_code ? { coupon_code: cart.coupon_code } : {}),
    items_qty: totals.quantity,
    items: totals.lines.map((l) => {
      const discountAmount = round2(l.discounts.reduce((sum, d) => sum + d.amount, 0));
      const taxAmount = round2(l.rowTotalIncl - net(l.rowTotalIncl));
      return {
        item_id: l.line.row.id,
        name: l.line.product.name ?? l.line.product.sku,
        qty: l.line.qty,
        options: JSON.stringify(
          l.line.child
            ? [{ label: "sku", value: l.line.child.sku }]
            : l.line.selections.map((s) => ({ label: s.product.name, value: s.qty })),
        ),
        price: net(l.unitPriceIncl),
        base_price: base(net(l.unitPriceIncl)),
        row_total: net(l.rowTotalIncl),
        base_row_total: base(net(l.rowTotalIncl)),
        row_total_with_discount: net(l.rowTotalIncl - discountAmount),
        tax_amount: taxAmount,
        base_tax_amount: base(taxAmount),
        tax_percent: round2(rate * 100),
        discount_amount: discountAmount,
        base_discount_amount: base(discountAmount),
        discount_percent: l.rowTotalIncl > 0 ? round2((discountAmount / l.rowTotalIncl) * 100) : 0,
        price_incl_tax: l.unitPriceIncl,
        base_price_incl_tax: base(l.unitPriceIncl),
        row_total_incl_tax: l.rowTotalIncl,
        base_row_total_incl_tax: base(l.rowTotalIncl),
        weee_tax_applied_amount: null,
        weee_tax_applied: null,
      };
    }),
    total_segments: [
      { code: "subtotal", title: "Subtotal", value: totals.subtotalIncl },
      ...(discount !== 0 ? [{ code: "discount", title: "Discount", value: discount }] : []),
      ...(totals.shipping
        ? [
            {
              code: "shipping",
              title: `Shipping & Handling (${totals.shipping.carrierTitle} - ${totals.shipping.methodTitle})`,
              value: shippingIncl,
            },
          ]
        : []),
      { code: "tax", title: "Tax", value: tax },
      { code: "grand_total", title: "Grand Total", value: totals.grandTotal, area: "footer" },
    ],
    ...(totals.discounts[0]?.label ? { extension_attributes: { coupon_label: totals.discounts[0].label } } : {}),
  };
}

/** The whole payment-details object for a cart. */
export function paymentDetails(services: ShopServices, scope: OrderScope, cart: CartRow, totals: CartTotals) {
  const pScope = services.orderPlacement.paymentScope(scope, cart, totals);
  return { payment_methods: availablePaymentMethods(pScope), totals: totalsAnswer(services, scope, cart, totals) };
}
