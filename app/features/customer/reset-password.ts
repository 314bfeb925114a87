// Set a new password (customer/account/resetpassword): the shared new-password and confirmation
// fields (customer-fields.ts; errors in account:fieldErrors), the new one under the store view's
// rules. The link's email and token are in the session, never in the form.
import * as z from "zod/mini";
import {
  DEFAULT_PASSWORD_RULES,
  newPasswordSchema,
  PasswordConfirmationSchema,
  withPasswordConfirmation,
  type PasswordRules,
} from "~/forms/customer-fields";

export function resetPasswordSchema(passwordRules: PasswordRules = DEFAULT_PASSWORD_RULES) {
  return withPasswordConfirmation(
    z.object({ password: newPasswordSchema(passwordRules), passwordConfirmation: PasswordConfirmationSchema }),
  );
}

/** Under Magento's default rules (what the browser's constraints are made from). */
export const ResetPasswordSchema = resetPasswordSchema();

export type ResetPasswordSubmission = z.infer<typeof ResetPasswordSchema>;
