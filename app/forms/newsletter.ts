// The newsletter form (footer, popup and the /newsletter page) and the popup's "No thanks": one
// schema, switched on `intent`. Error messages are keys of the `popups` namespace (newsletter.errors).
import * as z from "zod/mini";

/**
 * SPEC §5: permissive, unicode allowed, a top-level part of at least 2 letters. No spaces, exactly
 * one @, no empty domain labels; the backend applies its own, stricter rules on top.
 */
export const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+\p{L}{2,}$/u;
export const MAX_EMAIL_LENGTH = 254;

export const GENDERS = ["male", "female", "nonBinary", "ratherNotSay"] as const;

const returnTo = z.optional(z.string().check(z.maxLength(2000)));

export const EmailSchema = z.string({ error: "required" }).check(
  z.trim(),
  // abort: an empty field is "Required.", not also an invalid address.
  z.minLength(1, { error: "required", abort: true }),
  z.maxLength(MAX_EMAIL_LENGTH, { error: "emailInvalid", abort: true }),
  z.regex(EMAIL_PATTERN, { error: "emailInvalid" }),
);

export const SubscribeSchema = z.object({
  intent: z.literal("subscribe"),
  email: EmailSchema,
  firstname: z.optional(z.string().check(z.trim(), z.maxLength(255))),
  gender: z.optional(z.enum(GENDERS)),
  returnTo,
});

export const DismissSchema = z.object({ intent: z.literal("dismiss"), returnTo });

export const NewsletterSchema = z.discriminatedUnion("intent", [SubscribeSchema, DismissSchema]);

export type NewsletterSubmission = z.infer<typeof NewsletterSchema>;
