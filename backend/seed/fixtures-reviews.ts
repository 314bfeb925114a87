// The demo reviews and verified buyers that tests and the README rely on (backend/review/schema.ts
// seeds them). The demo customer (fixtures-customers.ts) has shipped orders of the whey (through its
// variants) and of the creatine; the other customer has a shipped creatine only.
import { DEMO_CUSTOMER, OTHER_CUSTOMER } from "./fixtures-customers.js";
import { CREATINE, WHEY } from "./fixtures.js";

/** The product with more approved reviews than one page: the whey (a configurable). */
export const REVIEWED_PRODUCT = {
  sku: WHEY.sku,
  url_key: WHEY.url_key,
  name: WHEY.name,
  /** approved reviews: the seed's demo reviews plus the demo customer's own (perks seed) */
  approvedCount: 15,
  /** the newest approved review's summary (first on page 1) */
  newestSummary: "Best whey I have tried",
  /** the oldest approved review's summary (last on page 2) */
  oldestSummary: "Good, not great",
} as const;

/** Shipped the whey through its variants: may review it. */
export const VERIFIED_BUYER = { ...DEMO_CUSTOMER, reviews: REVIEWED_PRODUCT.sku } as const;
/** Never bought the whey (only the creatine): refused. */
export const NON_BUYER = { ...OTHER_CUSTOMER, boughtOnly: CREATINE.sku } as const;
