// The password change form (customer/account/edit/changepass): the current password, a new one
// (the shared schema, under the store view's rules) and its confirmation. Error messages: `account` namespace,
// fieldErrors; a wrong current password comes back from the backend next to its field.
import * as z from "zod/mini";
import {
  DEFAULT_PASSWORD_RULES,
  newPasswordSchema,
  PasswordConfirmationSchema,
  withPasswordConfirmation,
  type PasswordRules,
} from "~/forms/customer-fields";
import { MAX_PASSWORD_LENGTH } from "~/forms/sign-in";

export function passwordChangeSchema(passwordRules: PasswordRules = DEFAULT_PASSWORD_RULES) {
  return withPasswordConfirmation(
    z.object({
      currentPassword: z
        .string({ error: "required" })
        .check(z.minLength(1, { error: "required" }), z.maxLength(MAX_PASSWORD_LENGTH, { error: "tooLong" })),
      password: newPasswordSchema(passwordRules),
      passwordConfirmation: PasswordConfirmationSchema,
    }),
  );
}

/** Under Magento's default rules. */
export const PasswordChangeSchema = passwordChangeSchema();

export type PasswordChangeSubmission = z.infer<typeof PasswordChangeSchema>;

/** Passwords never come back into the page. */
export const PASSWORD_FIELDS = ["currentPassword", "password", "passwordConfirmation"];
