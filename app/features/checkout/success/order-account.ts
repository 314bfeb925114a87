// The success page's "create an account" form for a guest: only a password. The
// email and name are the order's, taken on the server from the session's last order, never from
// the form. Error codes are keys of the `payment` namespace under success.account.errors.
import * as z from "zod/mini";
import { NewPasswordSchema } from "~/forms/customer-fields";

export const OrderAccountSchema = z.object({ password: NewPasswordSchema });
