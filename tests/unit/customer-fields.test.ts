// The shared customer-account fields (SPEC §5): passwords, confirmation, mobile numbers, dates of birth.
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import {
  DateOfBirthSchema,
  mobileNumberSchema,
  NameSchema,
  NewPasswordSchema,
  PasswordConfirmationSchema,
  withPasswordConfirmation,
} from "~/forms/customer-fields";

const errors = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`);

describe("customer account fields", () => {
  it("refuse markup in a name, as the backend does, and take names of every script", () => {
    expect(errors(NameSchema.safeParse("<img src=x onerror=alert(1)>"))).toEqual([":nameInvalid"]);
    expect(errors(NameSchema.safeParse('"><script>'))).toEqual([":nameInvalid"]);
    for (const name of ["O'Brien-Núñez", "Jean-Luc St. Pierre", "Zoë ’t Hooft", "Łukasz", "José María"])
      expect(NameSchema.safeParse(name).success).toBe(true);
  });

  it("count a password's length without its leading and trailing spaces, and keep it as typed", () => {
    expect(errors(NewPasswordSchema.safeParse("   short1   "))).toEqual([":passwordMinLength"]);
    expect(NewPasswordSchema.safeParse("  Long enough 1  ")).toEqual({ success: true, data: "  Long enough 1  " });
    expect(errors(NewPasswordSchema.safeParse(""))).toEqual([":required"]);
  });

  it("ask for 3 of Magento's 4 classes of characters in a new password, spaces at the ends not counted", () => {
    for (const weak of ["abcdefgh12", "ABCDEFGH!!", "abcdefgh-x", "12345678", "  abcdefgh1  "])
      expect(errors(NewPasswordSchema.safeParse(weak)), weak).toEqual([":passwordClasses"]);
    for (const strong of ["Abcdefgh1", "abcdefg-1", "ABCDEFG-1", "Demo-Pass-2026", "long enough 1"])
      expect(NewPasswordSchema.safeParse(strong).success, strong).toBe(true);
    // Too short is said alone: one thing to put right at a time.
    expect(errors(NewPasswordSchema.safeParse("abc"))).toEqual([":passwordMinLength"]);
  });

  it("say when the confirmation does not match, on the confirmation field", () => {
    const schema = withPasswordConfirmation(
      z.object({ password: NewPasswordSchema, passwordConfirmation: PasswordConfirmationSchema }),
    );
    expect(errors(schema.safeParse({ password: "Secret-123", passwordConfirmation: "Secret-124" }))).toEqual([
      "passwordConfirmation:passwordMismatch",
    ]);
    expect(schema.safeParse({ password: "Secret-123", passwordConfirmation: "Secret-123" }).success).toBe(true);
    // A mismatch is said beside the other fields' mistakes, not only once they are put right.
    const withEmail = withPasswordConfirmation(
      z.object({
        email: z.email({ error: "emailInvalid" }),
        password: NewPasswordSchema,
        passwordConfirmation: PasswordConfirmationSchema,
      }),
    );
    expect(
      errors(withEmail.safeParse({ email: "no-at-sign", password: "Secret-123", passwordConfirmation: "Secret-124" })),
    ).toEqual(["email:emailInvalid", "passwordConfirmation:passwordMismatch"]);
    // A missing confirmation is "Required.", not also a mismatch.
    expect(errors(schema.safeParse({ password: "Secret-123" }))).toEqual(["passwordConfirmation:required"]);
  });

  it("accept mobile numbers of the store's country and international ones, and nothing else", () => {
    const gb = mobileNumberSchema("GB");
    expect(gb.safeParse("07400 123456").success).toBe(true);
    expect(gb.safeParse("+49 1512 3456789").success).toBe(true);
    expect(errors(gb.safeParse("12345"))).toEqual([":mobileInvalid"]);
    expect(mobileNumberSchema("DE").safeParse("01512 3456789").success).toBe(true);
    // A landline gets no text message: refused, in the store's form and in international form.
    expect(errors(gb.safeParse("020 7946 0000"))).toEqual([":mobileInvalid"]);
    expect(errors(gb.safeParse("+44 20 7946 0000"))).toEqual([":mobileInvalid"]);
    expect(errors(mobileNumberSchema("DE").safeParse("030 1234567"))).toEqual([":mobileInvalid"]);
    expect(errors(mobileNumberSchema("FR").safeParse("01 23 45 67 89"))).toEqual([":mobileInvalid"]);
    expect(mobileNumberSchema("FR").safeParse("06 12 34 56 78").success).toBe(true);
  });

  it("take a real past day as a date of birth", () => {
    expect(DateOfBirthSchema.safeParse("1990-02-28").success).toBe(true);
    for (const bad of ["1990-02-30", "31/01/1990", "1850-01-01", "2999-01-01"])
      expect(errors(DateOfBirthSchema.safeParse(bad)), bad).toEqual([":dateOfBirthInvalid"]);
  });
});
