// The contact form (name, email, optional phone, message): one schema for the action and the form's
// constraints. Error messages are keys of the `contact` namespace (form.errors).
import * as z from "zod/mini";
import { EmailSchema } from "~/forms/newsletter";
import { isValidName } from "~/forms/person-rules";
import {
  CONTACT_INTENT,
  MAX_CONTACT_MESSAGE_LENGTH,
  MAX_CONTACT_NAME_LENGTH,
  MAX_CONTACT_PHONE_LENGTH,
} from "./contact-form.fields";
export { CONTACT_INTENT, type ContactAnswer } from "./contact-form.fields";

/** Digits with the usual separators and an optional leading plus: "+44 (0)7700 900123". */
const PHONE = /^\+?[\d\s().-]*$/;

export const ContactFormSchema = z.object({
  intent: z.literal(CONTACT_INTENT),
  name: z
    .string({ error: "required" })
    .check(
      z.trim(),
      z.minLength(1, { error: "required", abort: true }),
      z.maxLength(MAX_CONTACT_NAME_LENGTH, { error: "tooLong", abort: true }),
      z.refine(isValidName, { error: "nameInvalid" }),
    ),
  email: EmailSchema,
  telephone: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(MAX_CONTACT_PHONE_LENGTH, { error: "phoneInvalid", abort: true }),
        z.regex(PHONE, { error: "phoneInvalid" }),
      ),
  ),
  message: z
    .string({ error: "required" })
    .check(
      z.trim(),
      z.minLength(1, { error: "required", abort: true }),
      z.maxLength(MAX_CONTACT_MESSAGE_LENGTH, { error: "tooLong" }),
    ),
});

export type ContactForm = z.infer<typeof ContactFormSchema>;
