// Set a new password (customer/account/resetpassword): the shared new-password and confirmation
// fields (customer-fields.ts; errors in account:fieldErrors). The link's email and token are in the
// session, never in the form.
import * as z from "zod/mini";
import { NewPasswordSchema, PasswordConfirmationSchema, withPasswordConfirmation } from "~/forms/customer-fields";

export const ResetPasswordSchema = withPasswordConfirmation(
  z.object({ password: NewPasswordSchema, passwordConfirmation: PasswordConfirmationSchema }),
);

export type ResetPasswordSubmission = z.infer<typeof ResetPasswordSchema>;
