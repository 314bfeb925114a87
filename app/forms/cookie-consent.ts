// The cookie banner's two buttons: the chosen button's `consent` value is the answer.
import * as z from "zod/mini";

export const CONSENT_CHOICES = ["all", "necessary"] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

export const CookieConsentSchema = z.object({
  intent: z.literal("cookie-consent"),
  consent: z.enum(CONSENT_CHOICES, { error: "consentInvalid" }),
  returnTo: z.optional(z.string().check(z.maxLength(2000))),
});
