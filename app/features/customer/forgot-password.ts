// Forgot password (customer/account/forgotpassword): the email and the captcha's answer. The email's
// errors are account:fieldErrors (shared field); the captcha's are register:forgot.errors.
import * as z from "zod/mini";
import { EmailSchema } from "~/forms/customer-fields";

export const ForgotPasswordSchema = z.object({
  email: EmailSchema,
  captcha: z
    .string({ error: "captchaRequired" })
    .check(z.trim(), z.minLength(1, { error: "captchaRequired" }), z.maxLength(32, { error: "captchaWrong" })),
});

export type ForgotPasswordSubmission = z.infer<typeof ForgotPasswordSchema>;
