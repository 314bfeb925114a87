// The demo orders that tests and the README rely on (backend/sales/schema.ts seeds them).

/** Orders per page of the storefront's order history: the demo customer's UK orders fill two. */
export const ORDER_HISTORY_PAGE_SIZE = 10;

/** The demo customer's orders in the default (UK) store, newest first. */
export const DEMO_UK_ORDERS = [
  { number: "000000013", status: "Pending", date: "2025-11-18" },
  { number: "000000012", status: "Processing", date: "2025-10-30" },
  { number: "000000011", status: "Complete", date: "2025-09-22" },
  { number: "000000010", status: "Complete", date: "2025-08-15" },
  { number: "000000009", status: "Complete", date: "2025-07-08" },
  { number: "000000007", status: "Complete", date: "2025-06-01" },
  { number: "000000006", status: "On Hold", date: "2025-05-14" },
  { number: "000000005", status: "Complete", date: "2025-04-02" },
  { number: "000000004", status: "Canceled", date: "2025-03-10" },
  { number: "000000003", status: "Complete", date: "2025-02-20" },
  { number: "000000002", status: "Closed", date: "2025-02-03" },
  { number: "000000001", status: "Complete", date: "2025-01-18" },
] as const;

/** The demo customer's one order in the `ie` store view (EUR): not listed in the UK store. */
export const DEMO_IE_ORDER = { number: "000000008", status: "Complete", grandTotal: 38.97, currency: "EUR" } as const;

/** The other customer's one order: the demo customer never sees it. */
export const OTHER_CUSTOMER_ORDER = { number: "000000014" } as const;

/** Invoiced, part shipped: 2 wheys shipped by Royal Mail, the omega 3 not yet. */
export const PROCESSING_ORDER = {
  number: "000000012",
  whey: { sku: "PW-WHEY-SALT-1KG", name: "Impact Whey Protein", ordered: 2, invoiced: 2, shipped: 2 },
  omega: { sku: "PW-OMEGA3", name: "Omega-3 Fish Oil", ordered: 1, invoiced: 1, shipped: 0 },
  tracking: { carrier: "Royal Mail", number: "RM482913746GB" },
} as const;

/** Complete, in two shipments by two carriers, with the bundle; 10% off with a coupon, and points. */
export const TWO_CARRIER_ORDER = {
  number: "000000003",
  tracking: [
    { carrier: "DPD", number: "15501234567890" },
    { carrier: "Royal Mail", number: "RM556677889GB" },
  ],
  discount: 5.4,
  coupon: "SAVE10",
  grandTotal: 48.57,
  points: 48,
} as const;

/** Invoiced (2 × Vitamin D3 at £7.99, £3.99 delivery), then refunded in full the next day: closed. */
export const REFUNDED_ORDER = {
  number: "000000002",
  grandTotal: 19.97,
  creditMemo: "000000001",
  refundedAt: "2025-02-04 15:00:00",
} as const;

/** Nothing invoiced or shipped yet. */
export const PENDING_ORDER = { number: "000000013", grandTotal: 21.97 } as const;
