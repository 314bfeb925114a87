// Magento's rules for a new password (AccountManagement::checkPasswordStrength), from the store
// view's configuration (customer/password/minimum_password_length and
// required_character_classes_number, served as storeConfig's fields of those names). They apply
// when a password is set (a new account, a reset, a change), never to signing in, so a password set
// before a rule tightened keeps working. Leading and trailing spaces are not counted (SPEC §5).
import { ShopError } from "../shared/errors.js";
import type { StoreConfigValues } from "../store/repository.js";

export interface PasswordRules {
  /** at least this many characters, leading and trailing spaces not counted */
  minLength: number;
  /** at least this many of the four classes: lower case, upper case, digits, special characters */
  requiredClasses: number;
}

/** Magento's defaults. */
export const DEFAULT_PASSWORD_RULES: PasswordRules = { minLength: 8, requiredClasses: 3 };
export const MAX_PASSWORD_LENGTH = 256;

export const passwordTooShort = (min: number) =>
  `The password needs at least ${min} characters. Create a new password and try again.`;
export const tooFewCharacterClasses = (required: number) =>
  `Minimum of different classes of characters in password is ${required}. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.`;

const whole = (value: unknown, fallback: number, max: number): number => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= max ? number : fallback;
};

/** A store view's rules; a missing or unusable setting is Magento's default. */
export function passwordRulesOf(config: StoreConfigValues): PasswordRules {
  return {
    minLength: whole(config.minimum_password_length, DEFAULT_PASSWORD_RULES.minLength, MAX_PASSWORD_LENGTH),
    requiredClasses: whole(config.required_character_classes_number, DEFAULT_PASSWORD_RULES.requiredClasses, 4),
  };
}

/** How many of Magento's four classes the password uses (its regular expressions: any other character is special). */
export function characterClassesOf(password: string): number {
  return [/[0-9]/, /[A-Z]/, /[a-z]/, /[^a-zA-Z0-9]/].filter((pattern) => pattern.test(password)).length;
}

/** Refuses a new password as Magento does, with its messages ("input" errors). */
export function checkPasswordStrength(password: string, rules: PasswordRules = DEFAULT_PASSWORD_RULES): void {
  if (password.length > MAX_PASSWORD_LENGTH) throw new ShopError("The password is too long.", "input");
  const counted = password.trim();
  if (counted.length < rules.minLength) throw new ShopError(passwordTooShort(rules.minLength), "input");
  if (characterClassesOf(counted) < rules.requiredClasses)
    throw new ShopError(tooFewCharacterClasses(rules.requiredClasses), "input");
}
