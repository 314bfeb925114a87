// The success page's "create an account" form for a guest: only a password, under the store view's
// rules. The email and name are the order's, taken on the server from the session's last order,
// never from the form. Error codes are keys of the `payment` namespace under success.account.errors.
import * as z from "zod/mini";
import { DEFAULT_PASSWORD_RULES, newPasswordSchema, type PasswordRules } from "~/forms/customer-fields";

export function orderAccountSchema(passwordRules: PasswordRules = DEFAULT_PASSWORD_RULES) {
  return z.object({ password: newPasswordSchema(passwordRules) });
}

/** Under Magento's default rules. */
export const OrderAccountSchema = orderAccountSchema();
