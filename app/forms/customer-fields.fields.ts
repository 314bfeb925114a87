// The customer account's choices (gender, fitness goals, dietary needs) and password rules, without Zod: what the browser loads (the schemas are in customer-fields.ts).
import { GENDERS } from "./newsletter.fields";

export { GENDERS };

export type Gender = (typeof GENDERS)[number];

/** SPEC §5 leaves the number to us: Magento's default minimum password length. */
export const MIN_PASSWORD_LENGTH = 8;

/**
 * How many of Magento's four classes of characters a new password needs (its default
 * required_character_classes_number): lower case, upper case, digits, anything else.
 */
export const REQUIRED_CHARACTER_CLASSES = 3;

/** The classes a password uses, as Magento counts them (ASCII letters and digits; anything else is special). */
export function characterClassesOf(password: string): number {
  return [/[0-9]/, /[A-Z]/, /[a-z]/, /[^a-zA-Z0-9]/].filter((pattern) => pattern.test(password)).length;
}

/** Magento's gender option ids (backend/customer/attributes.ts), by the form's values. */
export const GENDER_IDS: Readonly<Record<Gender, number>> = { male: 1, female: 2, nonBinary: 3, ratherNotSay: 4 };

export const genderOfId = (id: number | null | undefined): Gender | undefined =>
  GENDERS.find((gender) => GENDER_IDS[gender] === id);

/** SPEC §3's fitness goals, by the backend's enum names (CustomerFitnessGoal). */
export const FITNESS_GOALS = [
  "WEIGHT_LOSS",
  "MUSCLE_MASS",
  "HEALTHY_LIVING",
  "LEAN_MUSCLE",
  "WEIGHT_GAIN",
  "SPORTS_FITNESS",
  "TONING",
  "ENDURANCE",
] as const;

export type FitnessGoal = (typeof FITNESS_GOALS)[number];

/** SPEC §3's dietary needs, by the backend's enum names (CustomerDietaryNeed). */
export const DIETARY_NEEDS = [
  "DAIRY_FREE",
  "GLUTEN_FREE",
  "LACTOSE_FREE",
  "WHEAT_FREE",
  "VEGAN",
  "VEGETARIAN",
  "PALEO",
  "ORGANIC",
  "KETO",
] as const;

export type DietaryNeed = (typeof DIETARY_NEEDS)[number];

/**
 * What the browser can tell about the account fields as the shopper leaves one (an empty required
 * field, an email field that holds no address), worded as the schemas' errors: the create-account
 * and reset-password forms show them then. tests/unit/form-constraints.test.ts holds them to the schemas.
 */
export const ACCOUNT_VALIDITY_ERRORS = {
  firstname: { valueMissing: "required" },
  lastname: { valueMissing: "required" },
  email: { valueMissing: "required", typeMismatch: "emailInvalid" },
  password: { valueMissing: "required" },
  passwordConfirmation: { valueMissing: "required" },
} as const;
