// The customer's orders as the account pages show them: view models without Magento's nullability.
// Types and pure functions only: safe to import from components.
import type { Money } from "../money";

/** Magento's status labels, as a key the storefront translates and colours its badge by. */
export const ORDER_STATUSES = ["pending", "processing", "complete", "canceled", "closed", "onHold"] as const;
export type OrderStatusKey = (typeof ORDER_STATUSES)[number] | "other";

const STATUS_BY_LABEL: Record<string, OrderStatusKey> = {
  Pending: "pending",
  Processing: "processing",
  Complete: "complete",
  Canceled: "canceled",
  Closed: "closed",
  "On Hold": "onHold",
};

export interface OrderStatus {
  key: OrderStatusKey;
  /** the backend's label, shown when the status is none of Magento's own */
  label: string;
}

export const orderStatus = (label: string): OrderStatus => ({ key: STATUS_BY_LABEL[label] ?? "other", label });

export interface PostalAddress {
  name: string;
  company: string | null;
  street: string[];
  city: string;
  region: string | null;
  postcode: string | null;
  countryCode: string | null;
  telephone: string | null;
}

export interface OrderSummary {
  number: string;
  /** YYYY-MM-DD HH:MM:SS (UTC), as Magento writes it */
  date: string;
  status: OrderStatus;
  shipTo: string | null;
  total: Money | null;
}

export interface OrderOption {
  label: string;
  value: string;
}

/** A product page an order line opens: its address key and the choice ordered ("?flavours=12&size=31"). */
export interface OrderedProductLink {
  urlKey: string;
  search: string;
}

export interface OrderLine {
  id: string;
  name: string;
  sku: string;
  /** The product's page address as the backend answers it, whether the product is still sold or not. */
  urlKey: string | null;
  /** The page to open from the line; null until linkOrderedProducts finds it sold in this store view. */
  product: OrderedProductLink | null;
  price: Money | null;
  options: OrderOption[];
  ordered: number;
  invoiced: number;
  shipped: number;
  canceled: number;
  refunded: number;
}

export interface OrderDocumentLine {
  name: string;
  sku: string;
  qty: number;
}

export interface OrderInvoice {
  number: string;
  /** "" when the backend gives none (a stock Magento's Invoice has no date): then not shown. */
  date: string;
  total: Money | null;
  lines: OrderDocumentLine[];
}

export interface OrderTracking {
  carrier: string;
  number: string;
  /** The carrier's tracking page for the number; null when the shop does not know it. */
  url: string | null;
}

export interface OrderShipmentView {
  number: string;
  /** "" when the backend gives none (a stock Magento's OrderShipment has no date): then not shown. */
  date: string;
  tracking: OrderTracking[];
  lines: OrderDocumentLine[];
}

/** A refund (Magento's credit memo): what was paid back, and which items it took back. */
export interface OrderRefund {
  number: string;
  /** "" when the backend gives none (a stock Magento's CreditMemo has no date): then not shown. */
  date: string;
  total: Money | null;
  /** the shipping it paid back; null when none */
  shipping: Money | null;
  lines: OrderDocumentLine[];
}

export interface OrderTotals {
  subtotal: Money | null;
  /** the rule's label; a coupon's code is shown in the shop's words ("Discount (SAVE10)") */
  discounts: Array<{ label: string; couponCode: string | null; amount: Money | null }>;
  /** Reward points spent on the order and what they took off; null when none were spent. */
  points: { points: number; amount: Money | null } | null;
  shipping: Money | null;
  taxes: Array<{ title: string; amount: Money | null }>;
  grandTotal: Money | null;
}

export interface OrderDetail extends OrderSummary {
  /** the email the order was placed with (its confirmation went there) */
  email?: string | null;
  lines: OrderLine[];
  totals: OrderTotals;
  pointsGathered: number;
  /** Of the points gathered, those a cancel or refund took back; less when some were spent already. */
  pointsCanceled: number;
  shippingAddress: PostalAddress | null;
  billingAddress: PostalAddress | null;
  /** `details`: what the payment needs of the shopper (a bank transfer's payee, account and reference) */
  paymentMethods: Array<{ name: string; type: string; details: Array<{ name: string; value: string }> }>;
  shippingMethod: string | null;
  invoices: OrderInvoice[];
  shipments: OrderShipmentView[];
  refunds: OrderRefund[];
}

/**
 * An invoice or shipment with the order it belongs to and that order's refunds (the invoices and
 * shipments pages): an invoice of a refunded order is no longer money the shop keeps.
 */
export interface CustomerInvoice extends OrderInvoice {
  orderNumber: string;
  orderRefunds: OrderRefund[];
  /** its refunds paid back all its invoices took; else it was refunded in part (or not at all) */
  orderRefundedInFull: boolean;
}
export interface CustomerShipment extends OrderShipmentView {
  orderNumber: string;
  orderRefunds: OrderRefund[];
  orderRefundedInFull: boolean;
}

/** Whether an order's refunds paid back everything its invoices took, counted in pence. */
export function refundedInFull(
  invoices: ReadonlyArray<{ total: Money | null }>,
  refunds: ReadonlyArray<{ total: Money | null }>,
): boolean {
  const pence = (docs: ReadonlyArray<{ total: Money | null }>) =>
    docs.reduce((sum, doc) => sum + Math.round((doc.total?.value ?? 0) * 100), 0);
  return refunds.length > 0 && pence(refunds) >= pence(invoices);
}

/** The newest first: Magento's dates sort as text. */
export const newestFirst = <T extends { date: string; number: string }>(a: T, b: T) =>
  b.date.localeCompare(a.date) || b.number.localeCompare(a.number);

/** A bank transfer's details as the order's payment names them, in the order they are shown. */
export const BANK_DETAIL_NAMES = ["payee", "iban", "bic", "sort_code", "account_number", "routing_number"] as const;
export type BankDetailName = (typeof BANK_DETAIL_NAMES)[number];

export interface BankTransferDue {
  /** who to pay and where, as the backend's payment configuration gave them when the order was placed */
  details: Array<{ name: BankDetailName; value: string }>;
  /** what to quote: the order's number */
  reference: string;
  /** the exact amount: the order's grand total */
  amount: Money | null;
}

/**
 * What the shopper still has to pay by bank transfer: an order paid by transfer that awaits the
 * money (pending, nothing invoiced) with the account it was asked to be paid into; null once paid
 * (invoiced), cancelled, or paid another way.
 */
export function bankTransferDue(order: OrderDetail): BankTransferDue | null {
  const payment = order.paymentMethods.find((p) => p.type === "banktransfer");
  if (!payment || order.status.key !== "pending" || order.invoices.length > 0) return null;
  const details = BANK_DETAIL_NAMES.flatMap((name) => {
    const value = payment.details.find((d) => d.name === name)?.value;
    return value ? [{ name, value }] : [];
  });
  if (!details.length) return null;
  const reference = payment.details.find((d) => d.name === "reference")?.value ?? order.number;
  return { details, reference, amount: order.totals.grandTotal };
}

/**
 * What the order's refunds paid back in all, in the order's currency; null when nothing was
 * refunded. Summed in pence, so that two refunds add up to the penny.
 */
export function refundedTotal(order: Pick<OrderDetail, "refunds">): Money | null {
  const amounts = order.refunds.flatMap((refund) => (refund.total ? [refund.total] : []));
  if (!amounts.length) return null;
  const cents = amounts.reduce((sum, amount) => sum + Math.round(amount.value * 100), 0);
  return { value: cents / 100, currency: amounts[0].currency };
}

/**
 * What became of the points the order gathered, as the points ledger says: the shopper's to keep
 * (`gathered`: the order stands), all taken back by a cancel or refund (`canceled`), or taken back
 * only in part (`partlyCanceled`): points already spent elsewhere stay spent, the balance never
 * below 0. `kept` is what was not taken back. null when the order gathered none.
 */
export interface OrderPoints {
  outcome: "gathered" | "canceled" | "partlyCanceled";
  gathered: number;
  canceled: number;
  kept: number;
}

export function orderPoints(
  order: Pick<OrderDetail, "status" | "pointsGathered" | "pointsCanceled">,
): OrderPoints | null {
  const gathered = order.pointsGathered;
  if (gathered <= 0) return null;
  const canceled = Math.min(gathered, Math.max(0, order.pointsCanceled));
  const settled = order.status.key === "canceled" || order.status.key === "closed";
  if (!settled && canceled === 0) return { outcome: "gathered", gathered, canceled: 0, kept: gathered };
  // Refunded in part: the refunded goods' share went, the rest is the shopper's, none "kept" against a refund.
  if (!settled) return { outcome: "partlyCanceled", gathered, canceled, kept: 0 };
  return {
    outcome: canceled === gathered ? "canceled" : "partlyCanceled",
    gathered,
    canceled,
    kept: gathered - canceled,
  };
}

/**
 * Where a refund's money went, from the order's payment method: back to the card, the PayPal or
 * pay-later account, by bank transfer, in cash, by cheque; nothing for an order nobody paid
 * (Magento's "free"); any other method, "your original payment method", named.
 */
export type RefundDestination =
  "card" | "paypal" | "payLater" | "bankTransfer" | "cash" | "cheque" | "nothingPaid" | "original";

const REFUND_DESTINATIONS: Record<string, RefundDestination> = {
  pwcard: "card",
  pwcard_vault: "card",
  braintree: "card",
  braintree_cc_vault: "card",
  paypal_express: "paypal",
  braintree_paypal: "paypal",
  braintree_paypal_vault: "paypal",
  bnpl: "payLater",
  banktransfer: "bankTransfer",
  cashondelivery: "cash",
  checkmo: "cheque",
  free: "nothingPaid",
};

export function refundDestination(order: Pick<OrderDetail, "paymentMethods">): {
  destination: RefundDestination;
  /** the payment method as the order names it ("Visa ending 4242") */
  method: string;
} | null {
  const payment = order.paymentMethods[0];
  if (!payment) return null;
  return { destination: REFUND_DESTINATIONS[payment.type] ?? "original", method: payment.name };
}
