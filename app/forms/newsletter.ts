// The newsletter form (footer, popup and the /newsletter page) and the popup's "No thanks": one
// schema, switched on `intent`. Error messages are keys of the `popups` namespace (newsletter.errors).
import * as z from "zod/mini";
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH, GENDERS } from "./newsletter.fields";
export { EMAIL_PATTERN, MAX_EMAIL_LENGTH, GENDERS } from "./newsletter.fields";

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

/** The double opt-in's link, confirmed by a button on the page it opens (opening it changes nothing). */
export const ConfirmSchema = z.object({
  intent: z.literal("confirm"),
  id: z.string().check(z.regex(/^[1-9][0-9]{0,15}$/)),
  code: z.string().check(z.minLength(1), z.maxLength(128)),
});

export const NewsletterSchema = z.discriminatedUnion("intent", [SubscribeSchema, DismissSchema, ConfirmSchema]);

export type NewsletterSubmission = z.infer<typeof NewsletterSchema>;
