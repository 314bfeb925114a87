// The demo customer and the points rate that tests and the README rely on. The seed builds these.

export const DEMO_CUSTOMER = {
  email: "demo@example.com",
  password: "Demo-Pass-2026",
  firstname: "Alex",
  lastname: "Demo",
  /** valid, available points (the ledger also holds expired and not yet available ones) */
  points: 2500,
} as const;

/** A second account, without points: for ownership tests (one customer's cart is not another's). */
export const OTHER_CUSTOMER = {
  email: "sam@example.com",
  password: "Other-Pass-2026",
  firstname: "Sam",
  lastname: "Other",
} as const;

/** Every website: this many points are worth one unit of its base currency (100 points = £1). */
export const POINTS_PER_CURRENCY_UNIT = 100;
