// The cookie banner's two buttons: the chosen button's `consent` value is the answer.
import * as z from "zod/mini";
import { CONSENT_CHOICES } from "./cookie-consent.fields";
export { CONSENT_CHOICES, type ConsentChoice } from "./cookie-consent.fields";

export const CookieConsentSchema = z.object({
  intent: z.literal("cookie-consent"),
  consent: z.enum(CONSENT_CHOICES, { error: "consentInvalid" }),
  returnTo: z.optional(z.string().check(z.maxLength(2000))),
});
