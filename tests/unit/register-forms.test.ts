// Create account, forgot and reset password: the schemas' errors, worded in all
// seven locales (account:fieldErrors for the shared fields, register:* for this part's own), and the
// captcha check: right (any case), wrong, used twice, expired, moved to another session.
import { readFileSync } from "node:fs";
import { parseWithZod } from "@conform-to/zod/v4";
import { createSession, type SessionData } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { CREATE_ACCOUNT_SERVER_ERRORS, createAccountSchema } from "~/features/customer/create-account";
import {
  CAPTCHA_LIFETIME_MS,
  checkCaptcha,
  issueCaptcha,
  normalizeAnswer,
  testCaptchaText,
} from "~/forms/captcha.server";
import { ForgotPasswordSchema } from "~/features/customer/forgot-password";
import { ResetPasswordSchema } from "~/features/customer/reset-password";

const LOCALES = ["en-GB", "en-IE", "en-US", "de-DE", "es-ES", "fr-FR", "it-IT"] as const;
type Texts = Record<string, unknown>;
const texts = (locale: string, ns: string) => JSON.parse(readFileSync(`locales/${locale}/${ns}.json`, "utf8")) as Texts;
const lookup = (tree: Texts, path: string): unknown =>
  path.split(".").reduce<unknown>((node, key) => (node as Texts | undefined)?.[key], tree);

function form(entries: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) for (const v of [value].flat()) data.append(name, v);
  return data;
}

/** A parse's errors by field (null when it passed). */
const errorsOf = (result: { status?: string; error?: Record<string, string[] | null> | null }) =>
  result.status === "error" ? result.error : null;

/** The text a shopper reads for a field's error key in a locale. */
function wording(locale: string, key: string, ownPrefix: string, own: readonly string[]) {
  return own.includes(key)
    ? lookup(texts(locale, "register"), `${ownPrefix}.${key}`)
    : lookup(texts(locale, "account"), `fieldErrors.${key}`);
}

describe("create account schema", () => {
  const bad = form({
    firstname: "Jo",
    lastname: " ",
    email: "jo@example",
    password: "  short  ",
    passwordConfirmation: "x",
    mobileNumber: "12345",
    dateOfBirth: "2999-01-01",
    gender: "robot",
    referralCode: "no spaces!",
  });

  it("names every problem by field, checking the mobile number for the store's country", () => {
    expect(errorsOf(parseWithZod(bad, { schema: createAccountSchema("GB") }))).toEqual({
      lastname: ["required"],
      email: ["emailInvalid"],
      password: ["passwordMinLength"],
      mobileNumber: ["mobileInvalid"],
      dateOfBirth: ["dateOfBirthInvalid"],
      gender: ["required"],
      referralCode: ["referralInvalid"],
    });
    const ok = {
      firstname: "Jo",
      lastname: "Runner",
      email: "jö@exämple.de",
      password: "Strong-Pass-1",
      passwordConfirmation: "Strong-Pass-1",
      dietaryNeeds: ["VEGAN", "KETO"],
    };
    // A German mobile number is valid in the German store, not in the British one.
    expect(
      parseWithZod(form({ ...ok, mobileNumber: "01512 3456789" }), { schema: createAccountSchema("DE") }).status,
    ).toBe("success");
    expect(
      errorsOf(parseWithZod(form({ ...ok, mobileNumber: "01512 3456789" }), { schema: createAccountSchema("GB") })),
    ).toEqual({
      mobileNumber: ["mobileInvalid"],
    });
    expect(
      errorsOf(
        parseWithZod(form({ ...ok, passwordConfirmation: "Strong-Pass-2" }), { schema: createAccountSchema("GB") }),
      ),
    ).toEqual({
      passwordConfirmation: ["passwordMismatch"],
    });
  });

  it.each(LOCALES)("words every error in %s", (locale) => {
    const keys = new Set([
      ...Object.values(errorsOf(parseWithZod(bad, { schema: createAccountSchema("GB") })) ?? {}).flat(),
      "passwordMismatch",
      ...CREATE_ACCOUNT_SERVER_ERRORS,
    ]);
    for (const key of keys) {
      const text = wording(locale, key!, "create.errors", CREATE_ACCOUNT_SERVER_ERRORS);
      expect(typeof text === "string" && text.trim().length > 0, `${locale} ${key}`).toBe(true);
    }
    expect(lookup(texts(locale, "register"), "create.errors.emailTakenSignIn")).toBeTruthy();
  });
});

describe("forgot and reset password schemas", () => {
  it("ask for the email, the captcha's answer, and a new password twice", () => {
    expect(errorsOf(parseWithZod(form({ email: "" }), { schema: ForgotPasswordSchema }))).toEqual({
      email: ["required"],
      captcha: ["captchaRequired"],
    });
    expect(
      errorsOf(
        parseWithZod(form({ password: "Strong-Pass-1", passwordConfirmation: "other" }), {
          schema: ResetPasswordSchema,
        }),
      ),
    ).toEqual({ passwordConfirmation: ["passwordMismatch"] });
    expect(errorsOf(parseWithZod(form({ password: "  seven7  " }), { schema: ResetPasswordSchema }))).toEqual({
      password: ["passwordMinLength"],
      passwordConfirmation: ["required"],
    });
  });

  it.each(LOCALES)("word their errors and states in %s", (locale) => {
    for (const key of ["captchaRequired", "captchaWrong"])
      expect(wording(locale, key, "forgot.errors", ["captchaRequired", "captchaWrong"]), key).toBeTruthy();
    const register = texts(locale, "register");
    for (const path of ["forgot.sent", "reset.invalid.text", "reset.expired.text", "reset.missing.text"])
      expect(lookup(register, path), path).toBeTruthy();
    expect(lookup(register, "forgot.sent")).toContain("{{email}}");
    expect(Object.keys(lookup(register, "forgot.captcha.numbers") as Texts)).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
      "6",
      "7",
      "8",
      "9",
    ]);
  });
});

describe("captcha", () => {
  const SECRET = "test-secret";
  const NOW = Date.UTC(2026, 0, 1);

  it("accepts the right answer in any case and spacing, once", async () => {
    const session = createSession();
    const challenge = issueCaptcha(session, SECRET, "image", { now: NOW, text: "K7M3X" });
    expect(challenge.mode === "image" && challenge.image.startsWith("data:image/svg+xml;base64,")).toBe(true);
    // The session (a signed, readable cookie) never holds the answer.
    expect(JSON.stringify(session.data)).not.toMatch(/k7m3x/i);
    expect(await checkCaptcha(session, SECRET, " k7m 3x ", NOW + 1000)).toBe(true);
    // Used up: the same answer again is refused.
    expect(await checkCaptcha(session, SECRET, "K7M3X", NOW + 2000)).toBe(false);
  });

  it("refuses a wrong answer and uses the captcha up", async () => {
    const session = createSession();
    issueCaptcha(session, SECRET, "image", { now: NOW, text: "K7M3X" });
    expect(await checkCaptcha(session, SECRET, "K7M3Y", NOW)).toBe(false);
    expect(await checkCaptcha(session, SECRET, "K7M3X", NOW)).toBe(false);
  });

  it("is offered once: a copy of the session kept from before the check is refused, right or wrong first", async () => {
    for (const first of ["K7M3X", "WRONG"]) {
      const session = createSession();
      issueCaptcha(session, SECRET, "image", { now: NOW, text: "K7M3X" });
      // What a replayed cookie carries: the session as it was before the check.
      const copies = [1, 2, 3].map(() => createSession(structuredClone(session.data) as SessionData));
      expect(await checkCaptcha(session, SECRET, first, NOW)).toBe(first === "K7M3X");
      for (const copy of copies) expect(await checkCaptcha(copy, SECRET, "K7M3X", NOW + 1000)).toBe(false);
    }
  });

  it("refuses an expired one", async () => {
    const session = createSession();
    issueCaptcha(session, SECRET, "image", { now: NOW, text: "K7M3X" });
    expect(await checkCaptcha(session, SECRET, "K7M3X", NOW + CAPTCHA_LIFETIME_MS)).toBe(false);
  });

  it("is bound to its session and the secret", async () => {
    const session = createSession();
    issueCaptcha(session, SECRET, "image", { now: NOW, text: "K7M3X" });
    const copied = createSession({ ...session.data, sid: "another-session" } as SessionData);
    expect(await checkCaptcha(copied, SECRET, "K7M3X", NOW)).toBe(false);
    const other = createSession({ ...session.data } as SessionData);
    expect(await checkCaptcha(other, "another-secret", "K7M3X", NOW)).toBe(false);
  });

  it("asks a sum in words as the text alternative, answered in digits", async () => {
    const session = createSession();
    const challenge = issueCaptcha(session, SECRET, "text", { now: NOW });
    if (challenge.mode !== "text") throw new Error("expected the question");
    expect(await checkCaptcha(session, SECRET, String(challenge.a + challenge.b), NOW)).toBe(true);
  });

  it("draws a new random text each time, and lets tests choose it only with test hooks on", () => {
    const session = createSession();
    const images = new Set(
      Array.from({ length: 5 }, () => {
        const c = issueCaptcha(session, SECRET, "image", { now: NOW });
        return c.mode === "image" ? c.image : "";
      }),
    );
    expect(images.size).toBe(5);
    expect(normalizeAnswer("ａｂ c")).toBe("ABC");
    const request = new Request("http://shop.test/", { headers: { Cookie: "pw_test_captcha=ABCDE" } });
    const before = process.env.EMBEDDED_TEST_HOOKS;
    try {
      delete process.env.EMBEDDED_TEST_HOOKS;
      expect(testCaptchaText(request)).toBeUndefined();
      process.env.EMBEDDED_TEST_HOOKS = "1";
      expect(testCaptchaText(request)).toBe("ABCDE");
    } finally {
      if (before === undefined) delete process.env.EMBEDDED_TEST_HOOKS;
      else process.env.EMBEDDED_TEST_HOOKS = before;
    }
  });
});
