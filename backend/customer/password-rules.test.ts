// Magento's rules for a new password (AccountManagement::checkPasswordStrength): the store view's
// minimum length and number of character classes (lower case, upper case, digits, special characters),
// with Magento's messages, wherever a password is set: a new account, a reset, a change. Signing in
// never checks them: a password set before a rule tightened keeps working.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { characterClassesOf, DEFAULT_PASSWORD_RULES, passwordRulesOf } from "./password-rules.js";
import { hashPassword } from "./passwords.js";
import { OTHER_CUSTOMER } from "../seed/fixtures-customers.js";
import { customerToken, gql, serveBackend, type ServedBackend } from "../../tests/support/backend-helpers.js";

let served: ServedBackend;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

beforeAll(async () => {
  served = await serveBackend();
});
afterAll(async () => {
  await served.stop();
});

const CLASSES_MESSAGE =
  "Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.";
const CREATE = `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`;
const messages = (r: { errors?: Array<{ message: string }> }) => (r.errors ?? []).map((e) => e.message);
let counter = 0;
const freshEmail = () => `rules.${++counter}@example.com`;
const create = (email: string, password: string, headers?: Record<string, string>) =>
  served.backend.execute(CREATE, { input: { firstname: "Jo", lastname: "Runner", email, password } }, headers);

describe("the character classes", () => {
  it.each([
    ["abcdefgh", 1],
    ["abcdefgh12", 2],
    ["abcdefgh!", 2],
    ["Abcdefgh1", 3],
    ["Demo-Pass-2026", 4],
    // Magento's classes are ASCII: any other character, a space or an accented letter, is special.
    ["abcdefgh é", 2],
  ])("%s uses %i", (password, classes) => {
    expect(characterClassesOf(password)).toBe(classes);
  });

  it("come from the store's configuration, Magento's defaults where it has none or nonsense", () => {
    expect(passwordRulesOf({})).toEqual(DEFAULT_PASSWORD_RULES);
    expect(passwordRulesOf({ minimum_password_length: "12", required_character_classes_number: "4" })).toEqual({
      minLength: 12,
      requiredClasses: 4,
    });
    expect(passwordRulesOf({ minimum_password_length: "x", required_character_classes_number: "9" })).toEqual(
      DEFAULT_PASSWORD_RULES,
    );
  });
});

describe("a new account", () => {
  it.each(["abcdefgh12", "ABCDEFGH!!", "abcdefgh-x"])(
    "%s (two classes) is refused with Magento's message",
    async (password) => {
      const r = await create(freshEmail(), password);
      expect(messages(r)).toEqual([CLASSES_MESSAGE]);
      expect(r.errors?.[0].extensions?.category).toBe("graphql-input");
    },
  );

  it("three classes are enough; leading and trailing spaces count neither for length nor as a class", async () => {
    expect((await create(freshEmail(), "Abcdefgh1")).errors).toBeUndefined();
    expect(messages(await create(freshEmail(), "  abcdefgh1  "))).toEqual([CLASSES_MESSAGE]);
  });

  it("follows the store view's setting", async () => {
    served.backend.services.stores.setConfig("de", "required_character_classes_number", "4");
    try {
      const r = await create(freshEmail(), "Abcdefgh1", { Store: "de" });
      expect(messages(r)).toEqual([
        "Minimum of different classes of characters in password is 4. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.",
      ]);
      expect((await create(freshEmail(), "Abcdefgh1")).errors).toBeUndefined();
    } finally {
      served.backend.services.stores.setConfig("de", "required_character_classes_number", "3");
    }
  });
});

describe("a password set before the rules", () => {
  it("still signs in; a change to another weak one is refused once the current one is checked", async () => {
    const email = freshEmail();
    served.backend.db
      .prepare(
        `INSERT INTO customers (website_id, email, password_hash, firstname, lastname, group_id, store_code, created_at, updated_at)
         VALUES (1, ?, ?, 'Old', 'Timer', 1, 'default', '2020-01-01 00:00:00', '2020-01-01 00:00:00')`,
      )
      .run(email, hashPassword("oldweakpassword"));
    const token = await customerToken(served.backend, email, "oldweakpassword");
    const change = (current: string, next: string) =>
      served.backend.execute(
        `mutation($c: String!, $n: String!) { changeCustomerPassword(currentPassword: $c, newPassword: $n) { email } }`,
        { c: current, n: next },
        bearer(token),
      );
    expect(messages(await change("not-it", "newweakpassword"))).toEqual([
      "The password doesn't match this account. Verify the password and try again.",
    ]);
    expect(messages(await change("oldweakpassword", "newweakpassword"))).toEqual([CLASSES_MESSAGE]);
    expect(await customerToken(served.backend, email, "oldweakpassword")).toBeTruthy();
    expect((await change("oldweakpassword", "New-Strong-2026")).errors).toBeUndefined();
  });
});

describe("a reset", () => {
  it("refuses a weak new password with Magento's message, and takes a strong one", async () => {
    await gql(served.backend, `mutation { requestPasswordResetEmail(email: "${OTHER_CUSTOMER.email}") }`);
    const mail = served.backend.db
      .prepare(
        "SELECT body_text AS text FROM mail_outbox WHERE recipient = ? AND kind = 'password-reset' ORDER BY id DESC",
      )
      .get(OTHER_CUSTOMER.email) as { text: string };
    const token = new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get("token")!;
    const reset = (password: string) =>
      served.backend.execute(
        `mutation($e: String!, $t: String!, $p: String!) { resetPassword(email: $e, resetPasswordToken: $t, newPassword: $p) }`,
        { e: OTHER_CUSTOMER.email, t: token, p: password },
      );
    expect(messages(await reset("weakpassword1"))).toEqual([CLASSES_MESSAGE]);
    expect((await reset("Reset-Strong-2026")).errors).toBeUndefined();
  });
});
