// What the forms say about a new password (SPEC §5): the length error says the field needs at least
// that many characters, leading and trailing spaces not counted, in the shopper's words rather than
// Magento's raw wording; every form that sets a password says it alike, and its hint says the same
// rules before the first try.
import { describe, expect, it } from "vitest";
import { MIN_PASSWORD_LENGTH, REQUIRED_CHARACTER_CLASSES } from "~/forms/customer-fields";
import { fixedT } from "~/i18n/translator.server";
import { supportedLocales } from "~/i18n/store-views";

/** The hint's last sentence: how each language says that spaces at the ends are not counted. */
const spacesSentence = (hint: string) => hint.slice(hint.lastIndexOf(". ", hint.length - 2) + 2);

describe.each(supportedLocales)("%s: a new password's texts", (locale) => {
  const account = fixedT(locale, "account");
  const payment = fixedT(locale, "payment");
  const hint = fixedT(locale, "profile")("password.hint");

  it("the length error names the minimum and, in the hint's words, the spaces left out; the same on every form", () => {
    const error = account("fieldErrors.passwordMinLength");
    expect(error).toContain(String(MIN_PASSWORD_LENGTH));
    expect(error.endsWith(spacesSentence(hint))).toBe(true);
    expect(payment("success.account.errors.passwordMinLength")).toBe(error);
  });

  it("the classes error names how many classes; every hint says both rules", () => {
    expect(account("fieldErrors.passwordClasses")).toContain(String(REQUIRED_CHARACTER_CLASSES));
    expect(payment("success.account.errors.passwordClasses")).toBe(account("fieldErrors.passwordClasses"));
    const register = fixedT(locale, "register");
    for (const text of [
      hint,
      register("create.passwordHint"),
      register("reset.passwordHint"),
      payment("success.account.passwordHint"),
    ])
      expect(text).toBe(hint);
    expect(hint).toContain(String(MIN_PASSWORD_LENGTH));
    expect(hint).toContain(String(REQUIRED_CHARACTER_CLASSES));
  });
});

it("English says it plainly, not in Magento's raw wording", () => {
  for (const locale of ["en-GB", "en-IE", "en-US"])
    expect(fixedT(locale, "account")("fieldErrors.passwordMinLength")).toBe(
      "This field must have at least 8 characters. Leading and trailing spaces are not counted.",
    );
});
