// The checkout's information step: the email, and, when an account already uses
// it, the password to sign in right there or the choice to go on as a guest. One schema for the
// action and Conform; error messages are keys of the `checkout` namespace (errors.*).
import * as z from "zod/mini";
import { EmailSchema } from "~/forms/newsletter";
import { MAX_PASSWORD_LENGTH } from "~/forms/sign-in";
import { InformationIntent } from "./information.fields";
export { InformationIntent } from "./information.fields";

export const InformationSchema = z.object({
  email: EmailSchema,
  // Never trimmed (a space may be part of a password); required only to sign in (the action checks).
  password: z.optional(z.string().check(z.maxLength(MAX_PASSWORD_LENGTH, { error: "required" }))),
  intent: z._default(
    z.enum([InformationIntent.email, InformationIntent.signIn, InformationIntent.guest]),
    InformationIntent.email,
  ),
});

export type InformationSubmission = z.infer<typeof InformationSchema>;
