// The account details form (customer/account/edit): names, date of birth, gender, mobile number for
// the store's country, fitness goal and dietary needs, from the shared customer fields. The email has
// its own form (email-change.ts). Error messages: `account` namespace, fieldErrors.
import * as z from "zod/mini";
import {
  DateOfBirthSchema,
  DietaryNeedsSchema,
  FITNESS_GOALS,
  GENDERS,
  mobileNumberSchema,
  NameSchema,
} from "~/forms/customer-fields";

/** An empty select or date is "not given", not an error: these fields are optional in an account. */
const optional = <T extends z.ZodMiniType>(schema: T) =>
  z.optional(
    z.pipe(
      z.transform((value: unknown) => (value === "" ? undefined : value)),
      z.optional(schema),
    ),
  );

export function accountDetailsSchema(country: string) {
  return z.object({
    firstname: NameSchema,
    lastname: NameSchema,
    dateOfBirth: optional(DateOfBirthSchema),
    gender: optional(z.enum(GENDERS, { error: "choiceInvalid" })),
    mobileNumber: optional(mobileNumberSchema(country)),
    fitnessGoal: optional(z.enum(FITNESS_GOALS, { error: "choiceInvalid" })),
    dietaryNeeds: DietaryNeedsSchema,
  });
}

export type AccountDetailsSubmission = z.infer<ReturnType<typeof accountDetailsSchema>>;
