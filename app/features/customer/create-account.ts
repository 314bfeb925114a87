// The create-account form (customer/account/create, SPEC §3 "Customer (account)", §5): one schema
// for the action and Conform, built for the store view's country (the mobile number is checked for
// it) and its password rules. Field rules are the shared ones (customer-fields.ts, errors in account:fieldErrors); the
// server adds `emailTaken` and `referralInvalid` (register:create.errors).
import * as z from "zod/mini";
import {
  DateOfBirthSchema,
  DietaryNeedsSchema,
  EmailSchema,
  FitnessGoalSchema,
  GenderSchema,
  mobileNumberSchema,
  NameSchema,
  newPasswordSchema,
  DEFAULT_PASSWORD_RULES,
  type PasswordRules,
  PasswordConfirmationSchema,
  withPasswordConfirmation,
} from "~/forms/customer-fields";
import { REFERRAL_CODE_PATTERN } from "./create-account.fields";
export { CREATE_ACCOUNT_SERVER_ERRORS, REFERRAL_CODE_PATTERN } from "./create-account.fields";

export function createAccountSchema(country: string, passwordRules: PasswordRules = DEFAULT_PASSWORD_RULES) {
  return withPasswordConfirmation(
    z.object({
      firstname: NameSchema,
      lastname: NameSchema,
      email: EmailSchema,
      password: newPasswordSchema(passwordRules),
      passwordConfirmation: PasswordConfirmationSchema,
      // Optional ones: an empty field is no answer (Conform leaves it out).
      gender: z.optional(GenderSchema),
      dateOfBirth: z.optional(DateOfBirthSchema),
      mobileNumber: z.optional(mobileNumberSchema(country)),
      fitnessGoal: z.optional(FitnessGoalSchema),
      dietaryNeeds: DietaryNeedsSchema,
      referralCode: z.optional(
        z.string().check(z.trim(), z.regex(REFERRAL_CODE_PATTERN, { error: "referralInvalid" })),
      ),
      newsletter: z.optional(z.literal("on")),
    }),
  );
}

export type CreateAccountSubmission = z.infer<ReturnType<typeof createAccountSchema>>;
