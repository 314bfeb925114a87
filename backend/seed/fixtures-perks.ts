// Demo data of the account perks (ADR 0027) that tests and the README rely on.

/** The referral programme (SPEC §9): a fixed reward on a friend's first order of at least the minimum. */
/** The demo customers' permanent referral codes. */
export const REFERRAL_CODES = { demo: "ALEX-DEMO-2026", other: "SAM-OTHER-2026" } as const;

/** The demo customer's referrals: one friend joined and ordered, two are invited. */
export const DEMO_REFERRALS = [
  { name: "Jordan Miles", email: "jordan.miles@example.com", at: "2025-04-02 10:00:00" },
  { name: "Robin Lift", email: "robin.lift@example.com", at: "2025-05-14 18:30:00" },
] as const;

/** The demo customer's saved cards (brand, last 4, expiry, holder: nothing else is ever stored). */
export const DEMO_CARDS = [
  { brand: "Visa", last4: "4242", expiration: "12/2029", holder: "Alex Demo", hash: "demo-card-visa-4242" },
  { brand: "Mastercard", last4: "5454", expiration: "09/2028", holder: "Alex Demo", hash: "demo-card-mc-5454" },
  { brand: "American Express", last4: "0005", expiration: "01/2025", holder: "A Demo", hash: "demo-card-amex-0005" },
] as const;

/** Sam's card: another customer's, for ownership tests. */
export const OTHER_CARD = {
  brand: "Visa",
  last4: "1881",
  expiration: "06/2030",
  holder: "Sam Other",
  hash: "other-card-visa-1881",
} as const;

/**
 * The demo customer's subscriptions: one of each status. Only what the customer chose is here: the
 * product's name, options and price are the catalogue's (seed/perks.ts reads them), so an account
 * never shows a flavour or a price the shop does not sell.
 */
export const DEMO_SUBSCRIPTIONS = [
  {
    sku: "PW-WHEY-CHOC-1KG",
    quantity: 1,
    weeks: 4,
    status: "ACTIVE",
    next: "2026-12-10",
    created: "2025-03-01 09:00:00",
  },
  { sku: "PW-CREA-250", quantity: 2, weeks: 8, status: "PAUSED", next: null, created: "2025-04-15 12:00:00" },
  { sku: "PW-ELEC", quantity: 3, weeks: 2, status: "CANCELED", next: null, created: "2024-11-20 08:00:00" },
] as const;

/** The demo customer's points ledger rows beyond the basket's (seed/customers.ts): 12 rows in all. */
export const POINTS_HISTORY_ROWS = 12;
/** The points page's summary of the demo customer. */
export const DEMO_POINTS_SUMMARY = {
  available: 2500,
  lifetime: 4570,
  redeemed: 1250,
  unvalidated: 225,
  expired: 420,
  delayed: 400,
} as const;
