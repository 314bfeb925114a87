// The fields of a customer account (SPEC §3 "Customer (account)", §5), shared by the forms that
// create and edit one (create account, account details, password change, reset password) so that
// every form says the same thing about the same field. Error messages are keys of the `account`
// namespace under fieldErrors (useErrorText("account", "fieldErrors")).
import type { CountryCode } from "libphonenumber-js/min";
// Mobile numbers only: the mobile metadata takes a landline for invalid, as a text message to one
// never arrives (where a country's numbers do not tell mobiles apart, as in the US, both pass).
import { isValidPhoneNumber as isValidMobileNumber } from "libphonenumber-js/mobile";
import * as z from "zod/mini";
import { GENDERS } from "./newsletter";
import { isValidName } from "./person-rules";
import { MAX_PASSWORD_LENGTH } from "./sign-in";
import { characterClassesOf, FITNESS_GOALS, DIETARY_NEEDS } from "./customer-fields.fields";
import { DEFAULT_PASSWORD_RULES, type PasswordRules } from "./password-rules";
export {
  MIN_PASSWORD_LENGTH,
  REQUIRED_CHARACTER_CLASSES,
  GENDER_IDS,
  genderOfId,
  FITNESS_GOALS,
  DIETARY_NEEDS,
  type Gender,
  type FitnessGoal,
  type DietaryNeed,
} from "./customer-fields.fields";

export { EmailSchema } from "./newsletter";
export { DEFAULT_PASSWORD_RULES, passwordRulesOf, passwordTextValues, type PasswordRules } from "./password-rules";
export { GENDERS };

export const NameSchema = z
  .string({ error: "required" })
  .check(
    z.trim(),
    z.minLength(1, { error: "required", abort: true }),
    z.maxLength(255, { error: "tooLong", abort: true }),
    z.refine(isValidName, { error: "nameInvalid" }),
  );

/**
 * A new password: at least the store's minimum length once leading and trailing spaces are left out
 * (SPEC §5), of at least its number of character classes (Magento's rule, which its backend
 * enforces too: the form says it first, in the shopper's language); the password itself is kept as
 * typed, spaces included, as Magento keeps it. Only a new password: signing in checks neither.
 */
export function newPasswordSchema(rules: PasswordRules = DEFAULT_PASSWORD_RULES) {
  return z.string({ error: "required" }).check(
    z.minLength(1, { error: "required", abort: true }),
    z.maxLength(MAX_PASSWORD_LENGTH, { error: "tooLong", abort: true }),
    z.refine((value) => value.trim().length >= rules.minLength, { error: "passwordMinLength", abort: true }),
    z.refine((value) => characterClassesOf(value.trim()) >= rules.requiredClasses, { error: "passwordClasses" }),
  );
}

/** A new password under Magento's default rules. */
export const NewPasswordSchema = newPasswordSchema();

/** The re-entry field: required; that it matches is checked by withPasswordConfirmation. */
export const PasswordConfirmationSchema = z
  .string({ error: "required" })
  .check(z.minLength(1, { error: "required" }), z.maxLength(MAX_PASSWORD_LENGTH, { error: "tooLong" }));

/** Adds "the passwords do not match" to `confirmationField` of an object schema with `passwordField`. */
export function withPasswordConfirmation<T extends z.ZodMiniObject>(
  schema: T,
  passwordField = "password",
  confirmationField = "passwordConfirmation",
) {
  return schema.check(
    z.refine(
      (value: Record<string, unknown>) =>
        typeof value[confirmationField] !== "string" || value[confirmationField] === value[passwordField],
      {
        error: "passwordMismatch",
        path: [confirmationField],
        // Said at once, beside a wrong e-mail or a missing name, so one round trip shows every
        // mistake; only a problem with either password itself (too short, missing) comes first.
        when: (payload) =>
          !payload.issues.some((issue) => [passwordField, confirmationField].includes(String(issue.path?.[0]))),
      },
    ),
  );
}

/** A mobile number (not a landline) of the store's country, or in international form of any country. */
export function mobileNumberSchema(country: string) {
  return z.string({ error: "required" }).check(
    z.trim(),
    z.minLength(1, { error: "required", abort: true }),
    z.maxLength(32, { error: "mobileInvalid", abort: true }),
    z.refine((value) => isValidMobileNumber(value, country as CountryCode), { error: "mobileInvalid" }),
  );
}

/** YYYY-MM-DD (an <input type="date">) of a real day between 1900 and today. */
export const DateOfBirthSchema = z.string().check(
  z.trim(),
  z.refine(
    (value) => {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
      if (!match) return false;
      const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
      return date.toISOString().slice(0, 10) === value && date.getUTCFullYear() >= 1900 && date <= new Date();
    },
    { error: "dateOfBirthInvalid" },
  ),
);

export const GenderSchema = z.enum(GENDERS, { error: "required" });
export const FitnessGoalSchema = z.enum(FITNESS_GOALS, { error: "required" });
/** Several checkboxes of one name: none ticked is an empty list. */
export const DietaryNeedsSchema = z._default(z.array(z.enum(DIETARY_NEEDS)), []);
