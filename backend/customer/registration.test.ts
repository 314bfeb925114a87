// Create account and password reset: createCustomerV2 with Magento's checks and the
// shop's attributes, a duplicate email, isEmailAvailable over REST, a friend's referral recorded, the
// welcome and reset emails in the outbox, reset links single use and valid 24 hours, request limits.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { RESET_TOKEN_LIFETIME_MS } from "./password-reset.js";
import { DEMO_CUSTOMER, OTHER_CUSTOMER } from "../seed/fixtures-customers.js";
import { gql, serveBackend, type ServedBackend } from "../../tests/support/backend-helpers.js";

let backend: EmbeddedBackend;
let served: ServedBackend;
let url: string;

beforeAll(async () => {
  served = await serveBackend();
  backend = served.backend;
  url = served.url;
});
afterAll(async () => {
  await served.stop();
});

const CREATE = `mutation Create($input: CustomerCreateInput!) {
  createCustomerV2(input: $input) {
    customer { firstname lastname email gender date_of_birth is_subscribed mobile_number fitness_goal dietary_needs referral_code }
  }
}`;
const TOKEN = `mutation($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`;
const REQUEST = `mutation($email: String!) { requestPasswordResetEmail(email: $email) }`;
const RESET = `mutation($email: String!, $token: String!, $password: String!) {
  resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password)
}`;
const STATUS = `query($email: String!, $token: String!) { passwordResetTokenStatus(email: $email, resetPasswordToken: $token) }`;

let counter = 0;
/** A fresh address per test (one backend serves the file). */
const freshEmail = (name: string) => `${name}.${++counter}@example.com`;

const newCustomer = (email: string, extra: Record<string, unknown> = {}) => ({
  firstname: "Jo",
  lastname: "Runner",
  email,
  password: "Strong-Pass-1",
  ...extra,
});

const messages = (r: { errors?: Array<{ message: string }> }) => (r.errors ?? []).map((e) => e.message);

function outbox(email: string) {
  return backend.db
    .prepare(
      "SELECT kind, subject, body_text AS text, store_code FROM mail_outbox WHERE recipient = ? ORDER BY id DESC",
    )
    .all(email) as Array<{ kind: string; subject: string; text: string; store_code: string }>;
}

/** The reset link's token and email from the newest reset mail to `email`. */
function resetLink(email: string) {
  const mail = outbox(email).find((m) => m.kind === "password-reset");
  if (!mail) throw new Error(`no reset mail to ${email}`);
  const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
  return { link, token: link.searchParams.get("token")!, email: link.searchParams.get("email")! };
}

describe("createCustomerV2", () => {
  it("creates the account with the shop's attributes, signs in with it and sends a welcome", async () => {
    const email = freshEmail("new");
    const d = await gql(backend, CREATE, {
      input: newCustomer(email, {
        gender: 3,
        date_of_birth: "1990-04-12",
        mobile_number: "+447700900123",
        fitness_goal: "ENDURANCE",
        dietary_needs: ["VEGAN", "GLUTEN_FREE"],
        is_subscribed: true,
      }),
    });
    expect(d.createCustomerV2.customer).toMatchObject({
      firstname: "Jo",
      email,
      gender: 3,
      date_of_birth: "1990-04-12",
      mobile_number: "+447700900123",
      fitness_goal: "ENDURANCE",
      dietary_needs: ["VEGAN", "GLUTEN_FREE"],
      is_subscribed: true,
    });
    // Their own code to hand to friends.
    expect(d.createCustomerV2.customer.referral_code).toMatch(/^[A-Z2-9]{8}$/);
    const signedIn = await gql(backend, TOKEN, { email, password: "Strong-Pass-1" });
    expect(signedIn.generateCustomerToken.token).toBeTruthy();
    // The account's welcome, and (asked for the newsletter) the subscriber's single-use welcome code.
    expect(outbox(email)).toEqual([
      expect.objectContaining({ kind: "welcome", store_code: "default" }),
      expect.objectContaining({ kind: "newsletter-welcome", text: expect.stringMatching(/WELCOME-[A-Z2-9]{8}/) }),
    ]);
  });

  it("refuses an email that has an account, whatever its case, with Magento's message", async () => {
    const r = await backend.execute(CREATE, { input: newCustomer(DEMO_CUSTOMER.email.toUpperCase()) });
    expect(messages(r)).toEqual(["A customer with the same email address already exists in an associated website."]);
    expect(r.errors?.[0].extensions?.category).toBe("graphql-input");
  });

  it.each([
    [{ firstname: " " }, '"First Name" is a required value.'],
    [{ lastname: "" }, '"Last Name" is a required value.'],
    // Markup is no name: Magento's name rule (letters, spaces, digits and , - _ . ').
    [{ firstname: "<img src=x onerror=alert(1)>" }, "First Name is not valid!"],
    [{ lastname: '"><script>' }, "Last Name is not valid!"],
    [{ email: "not-an-email" }, '"not-an-email" is not a valid email address.'],
    [{ password: "  short1  " }, "The password needs at least 8 characters. Create a new password and try again."],
    [{ gender: 9 }, '"9" is not a valid gender.'],
    [{ date_of_birth: "2999-01-01" }, '"2999-01-01" is not a valid date of birth.'],
    [{ mobile_number: "12" }, '"12" is not a valid mobile number.'],
    [{ referral_code: "NOSUCHCODE" }, 'The referral code "NOSUCHCODE" is not valid.'],
  ])("refuses %o", async (change, message) => {
    const r = await backend.execute(CREATE, { input: { ...newCustomer(freshEmail("bad")), ...change } });
    expect(messages(r)).toEqual([message]);
  });

  it("records the friend's referral: the invitation to this address, else a new one", async () => {
    const inviter = backend.db.prepare("SELECT id FROM customers WHERE email = ?").get(OTHER_CUSTOMER.email) as {
      id: number;
    };
    backend.db.prepare("UPDATE customers SET referral_code = 'SAMCODE9' WHERE id = ?").run(inviter.id);
    const invited = freshEmail("invited");
    backend.db
      .prepare(
        "INSERT INTO referrals (customer_id, friend_name, friend_email, created_at) VALUES (?, 'Kim', ?, '2026-01-01 00:00:00')",
      )
      .run(inviter.id, invited.toUpperCase());
    const walkIn = freshEmail("walkin");
    await gql(backend, CREATE, { input: newCustomer(invited, { referral_code: "samcode9" }) });
    await gql(backend, CREATE, { input: newCustomer(walkIn, { referral_code: "SAMCODE9" }) });

    const rows = backend.db
      .prepare(
        `SELECT r.friend_name, r.friend_email, c.email AS friend FROM referrals r
         LEFT JOIN customers c ON c.id = r.friend_customer_id WHERE r.customer_id = ? ORDER BY r.id`,
      )
      .all(inviter.id);
    expect(rows).toEqual([
      { friend_name: "Kim", friend_email: invited.toUpperCase(), friend: invited },
      { friend_name: "Jo Runner", friend_email: walkIn, friend: walkIn },
    ]);
  });

  it("answers isEmailAvailable over REST as Magento does (a JSON boolean)", async () => {
    const ask = async (body: unknown, store = "default") => {
      const response = await fetch(`${url}/rest/${store}/V1/customers/isEmailAvailable`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    expect(await ask({ customerEmail: DEMO_CUSTOMER.email, websiteId: 1 })).toEqual({ status: 200, body: false });
    expect(await ask({ customerEmail: "Demo@Example.com" }, "de")).toEqual({ status: 200, body: false });
    expect(await ask({ customerEmail: freshEmail("free"), websiteId: 1 })).toEqual({ status: 200, body: true });
    expect(await ask({ websiteId: 1 })).toEqual({
      status: 400,
      body: { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: "customerEmail" } },
    });
  });
});

describe("password reset", () => {
  async function account(name: string) {
    const email = freshEmail(name);
    await gql(backend, CREATE, { input: newCustomer(email) });
    return email;
  }

  it("answers true for any address and mails a link only to an account, for the store view asked from", async () => {
    const email = await account("reset");
    const unknown = freshEmail("nobody");
    expect(await gql(backend, REQUEST, { email: unknown }, { "x-forwarded-for": "10.0.0.1" })).toEqual({
      requestPasswordResetEmail: true,
    });
    expect(outbox(unknown)).toEqual([]);
    expect(await gql(backend, REQUEST, { email }, { store: "de", "x-forwarded-for": "10.0.0.1" })).toEqual({
      requestPasswordResetEmail: true,
    });
    const { link, token } = resetLink(email);
    expect(link.pathname).toBe("/de/customer/account/resetpassword");
    // In the language of the store view it was asked from (the welcome came from the UK store).
    const [reset, welcome] = outbox(email);
    expect(reset.subject).toMatch(/^Setzen Sie Ihr Passwort bei .+ zurück$/);
    expect(reset.text).toContain("Der Link gilt einmal und 24 Stunden lang.");
    expect(welcome.subject).toMatch(/^Welcome to /);
    expect(link.searchParams.get("email")).toBe(email);
    // Only the token's hash is stored.
    const stored = backend.db.prepare("SELECT token_hash FROM password_reset_tokens").all() as Array<{
      token_hash: string;
    }>;
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
  });

  it("resets once: signs in with the new password, the link is refused after, old sessions end", async () => {
    const email = await account("once");
    const before = (await gql(backend, TOKEN, { email, password: "Strong-Pass-1" })).generateCustomerToken.token;
    await gql(backend, REQUEST, { email }, { "x-forwarded-for": "10.0.0.2" });
    const { token } = resetLink(email);
    expect(await gql(backend, STATUS, { email, token })).toEqual({ passwordResetTokenStatus: "VALID" });
    // Another account's email with this token is no use.
    expect(await gql(backend, STATUS, { email: DEMO_CUSTOMER.email, token })).toEqual({
      passwordResetTokenStatus: "INVALID",
    });
    const short = await backend.execute(RESET, { email, token, password: "short" });
    expect(messages(short)).toEqual(["The password needs at least 8 characters. Create a new password and try again."]);

    expect(outbox(email).filter((m) => m.kind === "password-changed")).toHaveLength(0);
    expect(await gql(backend, RESET, { email, token, password: "Brand-New-Pass-2" })).toEqual({ resetPassword: true });
    // The owner is told, with no link and no secret in the notice.
    const notice = outbox(email).filter((m) => m.kind === "password-changed");
    expect(notice).toHaveLength(1);
    expect(notice[0]!.text).toContain(`(${email}) has just been changed`);
    expect(notice[0]!.text).not.toMatch(/https?:\/\/|Brand-New-Pass-2/);
    expect(
      (await gql(backend, TOKEN, { email, password: "Brand-New-Pass-2" })).generateCustomerToken.token,
    ).toBeTruthy();
    const old = await backend.execute(TOKEN, { email, password: "Strong-Pass-1" });
    expect(old.errors?.[0].extensions?.category).toBe("graphql-authentication");
    // The bearer token from before the reset no longer works.
    const me = await backend.execute(`{ customer { email } }`, {}, { authorization: `Bearer ${before}` });
    expect(me.errors?.[0].extensions?.category).toBe("graphql-authorization");

    expect(await gql(backend, STATUS, { email, token })).toEqual({ passwordResetTokenStatus: "INVALID" });
    const again = await backend.execute(RESET, { email, token, password: "Another-Pass-3" });
    expect(messages(again)).toEqual(["The password token is mismatched. Reset and try again."]);
  });

  it("a newer link replaces the older one", async () => {
    const email = await account("twice");
    await gql(backend, REQUEST, { email }, { "x-forwarded-for": "10.0.0.3" });
    const first = resetLink(email).token;
    await gql(backend, REQUEST, { email }, { "x-forwarded-for": "10.0.0.3" });
    const second = resetLink(email).token;
    expect(second).not.toBe(first);
    expect(await gql(backend, STATUS, { email, token: first })).toEqual({ passwordResetTokenStatus: "INVALID" });
    expect(await gql(backend, STATUS, { email, token: second })).toEqual({ passwordResetTokenStatus: "VALID" });
  });

  it("a link expires after 24 hours", async () => {
    const email = await account("expires");
    await gql(backend, REQUEST, { email }, { "x-forwarded-for": "10.0.0.4" });
    const { token } = resetLink(email);
    const reset = backend.db.prepare("SELECT created_at, expires_at FROM password_reset_tokens WHERE used_at IS NULL");
    const row = (reset.all() as Array<{ created_at: string; expires_at: string }>).at(-1)!;
    expect(Date.parse(`${row.expires_at}Z`) - Date.parse(`${row.created_at}Z`)).toBe(RESET_TOKEN_LIFETIME_MS);
    backend.db
      .prepare(
        "UPDATE password_reset_tokens SET expires_at = datetime('now', '-1 minute') WHERE used_at IS NULL AND expires_at = ?",
      )
      .run(row.expires_at);
    expect(await gql(backend, STATUS, { email, token })).toEqual({ passwordResetTokenStatus: "EXPIRED" });
    const r = await backend.execute(RESET, { email, token, password: "Brand-New-Pass-2" });
    expect(messages(r)).toEqual(["The password token is expired. Reset and try again."]);
  });

  it("limits requests per email and per IP, answering 429 without sending more mail", async () => {
    const email = await account("flood");
    for (let i = 0; i < 3; i++) await gql(backend, REQUEST, { email }, { "x-forwarded-for": `10.1.0.${i}` });
    const limited = await backend.execute(REQUEST, { email }, { "x-forwarded-for": "10.1.0.9" });
    expect(limited.errors?.[0].extensions?.category).toBe("graphql-too-many-requests");
    expect(outbox(email).filter((m) => m.kind === "password-reset")).toHaveLength(3);
    // One IP asking for many addresses.
    for (let i = 0; i < 10; i++)
      await gql(backend, REQUEST, { email: freshEmail("ip") }, { "x-forwarded-for": "10.2.0.1" });
    const byIp = await backend.execute(REQUEST, { email: freshEmail("ip") }, { "x-forwarded-for": "10.2.0.1" });
    expect(byIp.errors?.[0].extensions?.category).toBe("graphql-too-many-requests");
  });
});
