// The store view's rules for a new password, as its backend enforces them (Magento's storeConfig
// minimum_password_length and required_character_classes_number): the forms check and name the same
// numbers the backend will, so a shop that asks for more says so before the first try.
import { MIN_PASSWORD_LENGTH, REQUIRED_CHARACTER_CLASSES } from "./customer-fields.fields";
import { MAX_PASSWORD_LENGTH } from "./sign-in";

export interface PasswordRules {
  /** at least this many characters, leading and trailing spaces not counted */
  minLength: number;
  /** at least this many of the four classes: lower case, upper case, digits, anything else */
  requiredClasses: number;
}

/** Magento's defaults: what a store view without the settings (or with unusable ones) asks. */
export const DEFAULT_PASSWORD_RULES: PasswordRules = {
  minLength: MIN_PASSWORD_LENGTH,
  requiredClasses: REQUIRED_CHARACTER_CLASSES,
};

const whole = (value: string | null | undefined, fallback: number, max: number): number => {
  const number = Number(value);
  return value && Number.isInteger(number) && number >= 1 && number <= max ? number : fallback;
};

/** A store view's rules from its storeConfig (Magento serves both numbers as strings). */
export function passwordRulesOf(
  config:
    { minimum_password_length?: string | null; required_character_classes_number?: string | null } | null | undefined,
): PasswordRules {
  return {
    minLength: whole(config?.minimum_password_length, DEFAULT_PASSWORD_RULES.minLength, MAX_PASSWORD_LENGTH),
    requiredClasses: whole(config?.required_character_classes_number, DEFAULT_PASSWORD_RULES.requiredClasses, 4),
  };
}

/**
 * The values the password texts name ({{min}}, {{classes}}): hints and errors alike. A type, not an
 * interface, so that it passes as translation options.
 */
export type PasswordTextValues = { min: number; classes: number };

/** What a loader gives its form so that the hint and the errors name the store's numbers. */
export const passwordTextValues = (rules: PasswordRules): PasswordTextValues => ({
  min: rules.minLength,
  classes: rules.requiredClasses,
});
