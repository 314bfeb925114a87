// The address form per country (postcode, phone, house number, US states, allowed countries) and the
// account details, password change and contact preference forms, with the
// messages their error keys turn into in all 7 locales.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { accountDetailsSchema } from "~/features/account/profile/account-details";
import { addressBookSchema, optionalAddressFields, POSTCODE_FORMATS } from "~/forms/address";
import { ContactPreferencesSchema } from "~/features/account/profile/contact-preferences";
import { PasswordChangeSchema } from "~/features/account/profile/password-change";

const LOCALES = ["en-GB", "en-IE", "en-US", "de-DE", "es-ES", "fr-FR", "it-IT"];
const ALLOWED = ["GB", "IE", "US", "DE", "AT", "NL", "BE", "ES", "IT", "FR"];

type Issues = { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } };
const errors = (result: Issues) =>
  result.success ? [] : result.error!.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`);

const texts = (locale: string, ns: string) =>
  JSON.parse(readFileSync(join("locales", locale, `${ns}.json`), "utf8")) as Record<string, Record<string, unknown>>;

const ADDRESS = {
  firstname: "Alex",
  lastname: "Demo",
  street1: "12 Riverside Walk",
  city: "Manchester",
  postcode: "M3 4JR",
  country: "GB",
  telephone: "0161 496 0123",
};

describe("the address form", () => {
  it("checks the postcode against the country's pattern", () => {
    const gb = addressBookSchema("GB", ALLOWED);
    expect(gb.safeParse(ADDRESS).success).toBe(true);
    expect(errors(gb.safeParse({ ...ADDRESS, postcode: "12345" }))).toEqual(["postcode:postcodeInvalid"]);
    expect(errors(gb.safeParse({ ...ADDRESS, postcode: "" }))).toEqual(["postcode:required"]);
    const nl = addressBookSchema("NL", ALLOWED);
    const dutch = { ...ADDRESS, country: "NL", houseNumber: "99", telephone: "020 123 4567" };
    expect(nl.safeParse({ ...dutch, postcode: "1015 CJ" }).success).toBe(true);
    expect(errors(nl.safeParse({ ...dutch, postcode: "M3 4JR" }))).toEqual(["postcode:postcodeInvalid"]);
    // Spanish postcodes run from 01 (Álava) to 52 (Melilla); Italian ones from 00010 to 98168.
    const postcodeOf = (country: string, postcode: string) =>
      errors(
        addressBookSchema(country, ALLOWED).safeParse({
          ...ADDRESS,
          country,
          houseNumber: "3",
          telephone: country === "ES" ? "612 34 56 78" : "333 123 4567",
          postcode,
        }),
      ).filter((error) => error.startsWith("postcode"));
    expect(postcodeOf("ES", "08001")).toEqual([]);
    expect(postcodeOf("ES", "52001")).toEqual([]);
    expect(postcodeOf("ES", "53000")).toEqual(["postcode:postcodeInvalid"]);
    expect(postcodeOf("ES", "00000")).toEqual(["postcode:postcodeInvalid"]);
    expect(postcodeOf("IT", "00184")).toEqual([]);
    expect(postcodeOf("IT", "98168")).toEqual([]);
    expect(postcodeOf("IT", "99999")).toEqual(["postcode:postcodeInvalid"]);
    expect(postcodeOf("IT", "00000")).toEqual(["postcode:postcodeInvalid"]);
    // Many Irish addresses have no Eircode.
    const ie = { ...ADDRESS, country: "IE", telephone: "01 555 0142" };
    expect(addressBookSchema("IE", ALLOWED).safeParse({ ...ie, postcode: undefined }).success).toBe(true);
    // Every example the message shows passes its own pattern.
    for (const [country, format] of Object.entries(POSTCODE_FORMATS))
      expect(format.pattern.test(format.example), country).toBe(true);
  });

  it("lets a shopper leave empty exactly the fields its labels call optional, in every country", () => {
    const filled: Record<string, Record<string, string>> = {
      GB: { ...ADDRESS, company: "Acme", street2: "Flat 2", region: "Greater Manchester" },
      IE: { ...ADDRESS, country: "IE", postcode: "D02 X285", telephone: "01 555 0142", region: "Dublin" },
      US: { ...ADDRESS, country: "US", postcode: "10001", telephone: "(201) 555-0123", region: "NY" },
      DE: { ...ADDRESS, country: "DE", houseNumber: "12a", postcode: "10119", telephone: "030 901820" },
      FR: { ...ADDRESS, country: "FR", postcode: "75001", telephone: "06 12 34 56 78" },
    };
    for (const [country, address] of Object.entries(filled)) {
      const schema = addressBookSchema(country, ALLOWED);
      const full = { company: "Acme", street2: "Flat 2", region: "Somewhere", ...address };
      expect(errors(schema.safeParse(full)), country).toEqual([]);
      for (const field of Object.keys(full)) {
        // An empty field arrives as no value (Conform's parse, which every action uses, drops empty strings).
        const left = errors(schema.safeParse({ ...full, [field]: undefined })).some((error) =>
          error.startsWith(`${field}:`),
        );
        expect(left, `${country} ${field} left empty`).toBe(!optionalAddressFields(country).has(field));
      }
    }
  });

  it("asks for a house number only where the country writes one", () => {
    const german = { ...ADDRESS, country: "DE", postcode: "10119", telephone: "030 901820" };
    expect(errors(addressBookSchema("DE", ALLOWED).safeParse(german))).toEqual(["houseNumber:required"]);
    expect(addressBookSchema("DE", ALLOWED).safeParse({ ...german, houseNumber: "125" }).success).toBe(true);
    for (const country of ["ES", "IT", "AT", "NL", "BE"])
      expect(errors(addressBookSchema(country, ALLOWED).safeParse({ ...ADDRESS, country })), country).toContain(
        "houseNumber:required",
      );
    expect(errors(addressBookSchema("FR", ALLOWED).safeParse({ ...ADDRESS, country: "FR" }))).not.toContain(
      "houseNumber:required",
    );
  });

  it("checks the phone number for the address's country", () => {
    const gb = addressBookSchema("GB", ALLOWED);
    expect(errors(gb.safeParse({ ...ADDRESS, telephone: "12345" }))).toEqual(["telephone:phoneInvalid"]);
    expect(gb.safeParse({ ...ADDRESS, telephone: "+49 30 901820" }).success).toBe(true);
    const us = { ...ADDRESS, country: "US", postcode: "90210", region: "CA" };
    expect(errors(addressBookSchema("US", ALLOWED).safeParse({ ...us, telephone: "0161 496 0123" }))).toEqual([
      "telephone:phoneInvalid",
    ]);
    expect(addressBookSchema("US", ALLOWED).safeParse({ ...us, telephone: "(201) 555-0123" }).success).toBe(true);
  });

  it("takes US states from the list and only the store's countries", () => {
    const us = { ...ADDRESS, country: "US", postcode: "90210", telephone: "(201) 555-0123" };
    expect(errors(addressBookSchema("US", ALLOWED).safeParse(us))).toEqual(["region:required"]);
    expect(errors(addressBookSchema("US", ALLOWED).safeParse({ ...us, region: "XX" }))).toEqual([
      "region:regionInvalid",
    ]);
    expect(errors(addressBookSchema("GB", ["DE"]).safeParse(ADDRESS))).toEqual(["country:countryInvalid"]);
  });

  it("has every error in the shopper's words in all 7 locales, the postcode's with its example", () => {
    for (const locale of LOCALES) {
      const address = texts(locale, "profile").address as { errors: Record<string, string> };
      for (const key of ["required", "tooLong", "postcodeInvalid", "phoneInvalid", "regionInvalid", "countryInvalid"])
        expect(address.errors[key], `${locale} ${key}`).toBeTruthy();
      expect(address.errors.postcodeInvalid, locale).toContain("{{example}}");
    }
  });
});

describe("account details, password change and contact preferences", () => {
  it("leave optional details empty, and check the mobile number for the store's country", () => {
    const gb = accountDetailsSchema("GB");
    const base = { firstname: "Alex", lastname: "Demo" };
    expect(gb.safeParse({ ...base, dateOfBirth: "", gender: "", mobileNumber: "", fitnessGoal: "" }).success).toBe(
      true,
    );
    expect(errors(gb.safeParse({ ...base, mobileNumber: "12345" }))).toEqual(["mobileNumber:mobileInvalid"]);
    expect(errors(gb.safeParse({ ...base, dateOfBirth: "2999-01-01" }))).toEqual(["dateOfBirth:dateOfBirthInvalid"]);
    expect(errors(gb.safeParse({ firstname: " ", lastname: "Demo" }))).toEqual(["firstname:required"]);
    // A value the selects do not offer (an old or altered form) is told in the shopper's words.
    expect(errors(gb.safeParse({ ...base, gender: "bogus", fitnessGoal: "NOPE" }))).toEqual([
      "gender:choiceInvalid",
      "fitnessGoal:choiceInvalid",
    ]);
  });

  it("need the current password, a long enough new one and the same value again", () => {
    expect(errors(PasswordChangeSchema.safeParse({ password: "short", passwordConfirmation: "short" }))).toEqual([
      "currentPassword:required",
      "password:passwordMinLength",
    ]);
    expect(
      errors(
        PasswordChangeSchema.safeParse({
          currentPassword: "old",
          password: "Fresh-Pass-2027",
          passwordConfirmation: "Fresh-Pass-2028",
        }),
      ),
    ).toEqual(["passwordConfirmation:passwordMismatch"]);
  });

  it("say the details' and passwords' errors in all 7 locales", () => {
    const keys = [
      "required",
      "tooLong",
      "passwordMinLength",
      "passwordMismatch",
      "mobileInvalid",
      "dateOfBirthInvalid",
      "choiceInvalid",
    ];
    for (const locale of LOCALES) {
      const fieldErrors = texts(locale, "account").fieldErrors as Record<string, string>;
      for (const key of keys) expect(fieldErrors[key], `${locale} ${key}`).toBeTruthy();
      const password = texts(locale, "profile").password as Record<string, string>;
      expect(password.wrong, locale).toBeTruthy();
    }
  });

  it("take the ticked channels and the newsletter box, and refuse a channel the shop does not know", () => {
    expect(ContactPreferencesSchema.safeParse({ newsletter: "on", channels: ["SMS", "POST"] }).data).toEqual({
      newsletter: true,
      channels: ["SMS", "POST"],
    });
    expect(ContactPreferencesSchema.safeParse({}).data).toEqual({ newsletter: false, channels: [] });
    expect(ContactPreferencesSchema.safeParse({ channels: ["FAX"] }).success).toBe(false);
  });
});
