// The sign-in email form on the account details page: the new address and the current password that
// confirms it (Magento's updateCustomerEmail). Error messages: `account` namespace, fieldErrors; a
// wrong password or an address already in use come back from the backend next to their field.
import * as z from "zod/mini";
import { EmailSchema } from "~/forms/customer-fields";
import { MAX_PASSWORD_LENGTH } from "~/forms/sign-in";
import { EMAIL_INTENT } from "./email-change.fields";

export { EMAIL_INTENT };

export const EmailChangeSchema = z.object({
  intent: z.literal(EMAIL_INTENT),
  email: EmailSchema,
  currentPassword: z
    .string({ error: "required" })
    .check(z.minLength(1, { error: "required" }), z.maxLength(MAX_PASSWORD_LENGTH, { error: "tooLong" })),
});

export type EmailChangeSubmission = z.infer<typeof EmailChangeSchema>;

/** The password never comes back into the page. */
export const EMAIL_PASSWORD_FIELDS = ["currentPassword"];
