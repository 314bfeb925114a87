// Demo data placing orders relies on (ADR 0030).

/**
 * The stock race's product: a single unit, so two shoppers can race for the last one. The pill box
 * is a simple accessory that no other test or seed rule uses (checked in e2e/ and tests/).
 */
export const LAST_UNIT_PRODUCT = { sku: "PW-PILLBOX", urlKey: "pill-box", name: "Pill Box", qty: 1 } as const;

/**
 * The product the checkout's own e2e specs order: plenty of units, so specs placing orders in
 * parallel never run it out (lifting straps; no other test relies on them).
 */
export const CHECKOUT_SPEC_PRODUCT = {
  sku: "PW-STRAPS",
  urlKey: "lifting-straps",
  name: "Lifting Straps",
  qty: 5000,
} as const;

/** On by default (the UK and EU stores); the US store orders without the tick box. */
export const TERMS_CONSENT_OFF_STORES = ["us"] as const;
