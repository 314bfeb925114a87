// The sign-in form (customer/account/login): one schema for the action and the component. Error
// messages are keys of the `account` namespace (signIn.errors).
import * as z from "zod/mini";
import { EmailSchema } from "./newsletter";

/** Passwords are never trimmed (a space may be part of one); the length only bounds the post. */
export const MAX_PASSWORD_LENGTH = 256;

export const SignInSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: "required" })
    .check(z.minLength(1, { error: "required" }), z.maxLength(MAX_PASSWORD_LENGTH, { error: "required" })),
});

export type SignInSubmission = z.infer<typeof SignInSchema>;
