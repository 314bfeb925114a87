// The cookie banner's choices, without Zod: what the browser loads (the schema is in cookie-consent.ts).

export const CONSENT_CHOICES = ["all", "necessary"] as const;

export type ConsentChoice = (typeof CONSENT_CHOICES)[number];
