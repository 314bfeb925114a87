// What the forms say about a new password (SPEC §5): the length error says the field needs at least
// that many characters, leading and trailing spaces not counted, in the shopper's words rather than
// Magento's raw wording; every form that sets a password says it alike, and its hint says the same
// rules before the first try. The numbers are the store view's (storeConfig), filled in.
import { describe, expect, it } from "vitest";
import { DEFAULT_PASSWORD_RULES, passwordRulesOf, passwordTextValues } from "~/forms/customer-fields";
import { fixedT } from "~/i18n/translator.server";
import { supportedLocales } from "~/i18n/store-views";

/** The hint's last sentence: how each language says that spaces at the ends are not counted. */
const spacesSentence = (hint: string) => hint.slice(hint.lastIndexOf(". ", hint.length - 2) + 2);

/** A store that asks more than Magento's defaults. */
const STRICT = passwordTextValues(
  passwordRulesOf({ minimum_password_length: "12", required_character_classes_number: "4" }),
);

describe.each(supportedLocales)("%s: a new password's texts", (locale) => {
  const account = fixedT(locale, "account");
  const payment = fixedT(locale, "payment");
  const hint = fixedT(locale, "profile")("password.hint", STRICT);

  it("the length error names the store's minimum and, in the hint's words, the spaces left out; the same on every form", () => {
    const error = account("fieldErrors.passwordMinLength", STRICT);
    expect(error).toMatch(/\b12\b/);
    expect(error.endsWith(spacesSentence(hint))).toBe(true);
    expect(payment("success.account.errors.passwordMinLength", STRICT)).toBe(error);
  });

  it("the classes error names the store's number of classes; every hint says both rules", () => {
    expect(account("fieldErrors.passwordClasses", STRICT)).toMatch(/\b4\b/);
    expect(payment("success.account.errors.passwordClasses", STRICT)).toBe(
      account("fieldErrors.passwordClasses", STRICT),
    );
    const register = fixedT(locale, "register");
    for (const text of [
      hint,
      register("create.passwordHint", STRICT),
      register("reset.passwordHint", STRICT),
      payment("success.account.passwordHint", STRICT),
    ])
      expect(text).toBe(hint);
    expect(hint).toMatch(/\b12\b.*\b4\b/);
  });
});

it("English says it plainly, not in Magento's raw wording; a store without the settings asks Magento's defaults", () => {
  const defaults = passwordTextValues(passwordRulesOf(null));
  expect(defaults).toEqual({ min: DEFAULT_PASSWORD_RULES.minLength, classes: DEFAULT_PASSWORD_RULES.requiredClasses });
  for (const locale of ["en-GB", "en-IE", "en-US"])
    expect(fixedT(locale, "account")("fieldErrors.passwordMinLength", defaults)).toBe(
      "This field must have at least 8 characters. Leading and trailing spaces are not counted.",
    );
});

it("takes the store's numbers only when they make sense", () => {
  expect(passwordRulesOf({ minimum_password_length: "x", required_character_classes_number: "9" })).toEqual(
    DEFAULT_PASSWORD_RULES,
  );
  expect(passwordRulesOf({ minimum_password_length: "6", required_character_classes_number: "1" })).toEqual({
    minLength: 6,
    requiredClasses: 1,
  });
});
