// What a credit memo pays back, by the invoice's rules (repository.ts `invoice`): the goods' prices,
// their share of the order's discount, the shipping chosen, and the VAT the gross holds at the
// order's rate. The memo that takes the last of the goods takes what is left of the invoiced goods'
// amounts, and the one that also takes the last of the shipping what is left of every total: so
// refunds made one part at a time add up, to the penny, to what one refund of everything gives
// (Magento's Creditmemo\Total\* do this per item with `isLast()`; the invoices here keep no amounts
// per item, so it is done per document).
import { round2, vatIn } from "../shared/money.js";

export interface DocumentTotals {
  subtotal: number;
  shipping_amount: number;
  discount_amount: number;
  tax_amount: number;
  grand_total: number;
}

export interface CreditMemoRequest {
  /** the order's own subtotal and discount, which an invoice's discount is a share of */
  order: { subtotal: number; discount_amount: number; vat_rate: number };
  /** what the invoices took less what earlier credit memos paid back */
  left: DocumentTotals;
  /** the refunded goods: unit price (VAT included) × quantity of each top-level line, unrounded */
  goods: number;
  /** this memo takes every invoiced unit not yet refunded */
  lastGoods: boolean;
  /** the shipping refunded, at most `left.shipping_amount` */
  shipping: number;
}

export function creditMemoTotals(r: CreditMemoRequest): DocumentTotals {
  const { left } = r;
  const lastShipping = round2(r.shipping) >= left.shipping_amount;
  if (r.lastGoods && lastShipping) return { ...left };
  const subtotal = r.lastGoods ? left.subtotal : Math.min(round2(r.goods), left.subtotal);
  const share = r.order.subtotal > 0 ? subtotal / r.order.subtotal : 0;
  const discount = r.lastGoods
    ? left.discount_amount
    : Math.min(round2(r.order.discount_amount * share), left.discount_amount);
  const shipping = lastShipping ? left.shipping_amount : round2(r.shipping);
  const grand = Math.min(round2(Math.max(0, subtotal - discount + shipping)), left.grand_total);
  return {
    subtotal,
    shipping_amount: shipping,
    discount_amount: discount,
    tax_amount: Math.min(vatIn(grand, r.order.vat_rate), left.tax_amount),
    grand_total: grand,
  };
}
