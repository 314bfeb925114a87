// The password change form (customer/account/edit/changepass): the current password, a new one
// (SPEC §5's minimum, the shared schema) and its confirmation. Error messages: `account` namespace,
// fieldErrors; a wrong current password comes back from the backend next to its field.
import * as z from "zod/mini";
import { NewPasswordSchema, PasswordConfirmationSchema, withPasswordConfirmation } from "~/forms/customer-fields";
import { MAX_PASSWORD_LENGTH } from "~/forms/sign-in";

export const PasswordChangeSchema = withPasswordConfirmation(
  z.object({
    currentPassword: z
      .string({ error: "required" })
      .check(z.minLength(1, { error: "required" }), z.maxLength(MAX_PASSWORD_LENGTH, { error: "tooLong" })),
    password: NewPasswordSchema,
    passwordConfirmation: PasswordConfirmationSchema,
  }),
);

export type PasswordChangeSubmission = z.infer<typeof PasswordChangeSchema>;

/** Passwords never come back into the page. */
export const PASSWORD_FIELDS = ["currentPassword", "password", "passwordConfirmation"];
