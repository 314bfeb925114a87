// Magento 2.4.7's remaining customer mutations, with its semantics and words: updateCustomer (the
// first version, CustomerInput), updateCustomerEmail (the password confirms a new address) and
// deleteCustomer (a signed-in customer closes their own account; no setting guards it in 2.4.7).
import { beforeEach, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { DEMO_CUSTOMER, OTHER_CUSTOMER } from "../seed/fixtures-customers.js";
import { customerToken, gql, newBackend } from "../../tests/support/backend-helpers.js";

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

const UPDATE_V1 = `mutation($input: CustomerInput!) {
  updateCustomer(input: $input) { customer { firstname lastname email date_of_birth gender is_subscribed } }
}`;
const UPDATE_EMAIL = `mutation($email: String!, $password: String!) {
  updateCustomerEmail(email: $email, password: $password) { customer { email firstname } }
}`;
const DELETE = `mutation { deleteCustomer }`;
const WHO = `{ customer { email firstname } }`;

/** What the shop sent to an address about a change of its sign-in email. */
const emailChangeNotices = (to: string) =>
  backend.db
    .prepare(
      "SELECT recipient, store_code, subject, body_text AS text FROM mail_outbox WHERE recipient = ? COLLATE NOCASE AND kind = 'email-changed'",
    )
    .all(to) as Array<{ recipient: string; store_code: string; subject: string; text: string }>;

/** What the shop sent to the new address after such a change. */
const nowHereNotices = (to: string) =>
  backend.db
    .prepare(
      "SELECT store_code, subject, body_text AS text FROM mail_outbox WHERE recipient = ? COLLATE NOCASE AND kind = 'email-now-here'",
    )
    .all(to) as Array<{ store_code: string; subject: string; text: string }>;

let backend: EmbeddedBackend;
let token: string;
beforeEach(async () => {
  backend = newBackend();
  token = await customerToken(backend, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
});

describe("updateCustomer (v1)", () => {
  it("changes the names, the date of birth and the newsletter, and keeps what is left out", async () => {
    const r = await backend.execute<any>(
      UPDATE_V1,
      { input: { firstname: "Alexa", date_of_birth: "1990-04-12", is_subscribed: true } },
      bearer(token),
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.updateCustomer.customer).toMatchObject({
      firstname: "Alexa",
      lastname: DEMO_CUSTOMER.lastname,
      email: DEMO_CUSTOMER.email,
      date_of_birth: "1990-04-12",
      is_subscribed: true,
    });
  });

  it("changes the email with the password, and the customer signs in with the new one", async () => {
    const r = await backend.execute<any>(
      UPDATE_V1,
      { input: { email: "alex.new@example.com", password: DEMO_CUSTOMER.password } },
      bearer(token),
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.updateCustomer.customer.email).toBe("alex.new@example.com");
    expect(await customerToken(backend, "alex.new@example.com", DEMO_CUSTOMER.password)).toEqual(expect.any(String));
  });

  it.each([
    [{ email: "alex.new@example.com" }, 'Provide the current "password" to change "email".', "graphql-input"],
    [{ email: "alex.new@example.com", password: "wrong-pass" }, "Invalid login or password.", "graphql-authentication"],
    [{ firstname: " " }, "Required parameters are missing: First Name", "graphql-input"],
    [{ firstname: "", lastname: "" }, "Required parameters are missing: First Name, Last Name", "graphql-input"],
    [{}, '"input" value should be specified', "graphql-input"],
  ])("refuses %o with Magento's message, changing nothing", async (input, message, category) => {
    const r = await backend.execute<any>(UPDATE_V1, { input }, bearer(token));
    expect(r.data?.updateCustomer ?? null).toBeNull();
    expect(r.errors?.[0].message).toBe(message);
    expect(r.errors?.[0].extensions?.category).toBe(category);
    const who = await backend.execute<any>(WHO, {}, bearer(token));
    expect(who.data.customer).toEqual({ email: DEMO_CUSTOMER.email, firstname: DEMO_CUSTOMER.firstname });
  });

  it("is the signed-in customer's alone", async () => {
    const r = await backend.execute<any>(UPDATE_V1, { input: { firstname: "Guest" } });
    expect(r.errors?.[0].message).toBe("The current customer isn't authorized.");
    expect(r.errors?.[0].extensions?.category).toBe("graphql-authorization");
  });
});

describe("updateCustomerEmail", () => {
  it("changes the address when the password is right", async () => {
    const r = await backend.execute<any>(
      UPDATE_EMAIL,
      { email: "alex.moved@example.com", password: DEMO_CUSTOMER.password },
      bearer(token),
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.updateCustomerEmail.customer).toEqual({
      email: "alex.moved@example.com",
      firstname: DEMO_CUSTOMER.firstname,
    });
    // The session goes on: Magento keeps the customer's tokens.
    expect((await backend.execute<any>(WHO, {}, bearer(token))).data.customer.email).toBe("alex.moved@example.com");
    // The old address is told, in case it was not its owner; the new one shows only partly.
    const [notice, ...more] = emailChangeNotices(DEMO_CUSTOMER.email);
    expect(more).toEqual([]);
    expect(notice!.subject).toMatch(/email has been changed/);
    expect(notice!.text).toContain(`Hello ${DEMO_CUSTOMER.firstname}`);
    expect(notice!.text).toContain("changed from this address to al…@example.com");
    expect(notice!.text).not.toContain("alex.moved@example.com");
    expect(notice!.text).toMatch(/If it was not, reply to this email/);
    expect(emailChangeNotices("alex.moved@example.com")).toEqual([]);
    // The new address is told too, as Magento's notice goes to both: the change took.
    const [welcome, ...again] = nowHereNotices("alex.moved@example.com");
    expect(again).toEqual([]);
    expect(welcome!.subject).toBe("Your new Peak Whey email address");
    expect(welcome!.text).toContain(`Hello ${DEMO_CUSTOMER.firstname}`);
    expect(welcome!.text).toContain("From now on you sign in to your Peak Whey account with this email address");
    expect(welcome!.text).not.toContain(DEMO_CUSTOMER.email);
    expect(nowHereNotices(DEMO_CUSTOMER.email)).toEqual([]);
  });

  it("tells the old address in the store view's language", async () => {
    const r = await backend.execute<any>(
      UPDATE_EMAIL,
      { email: "alex.umgezogen@example.com", password: DEMO_CUSTOMER.password },
      { ...bearer(token), Store: "de" },
    );
    expect(r.errors).toBeUndefined();
    const [notice] = emailChangeNotices(DEMO_CUSTOMER.email);
    expect(notice).toMatchObject({
      store_code: "de",
      subject: expect.stringMatching(/E-Mail-Adresse .* wurde geändert/),
    });
    expect(notice!.text).toContain("auf al…@example.com geändert");
    expect(nowHereNotices("alex.umgezogen@example.com")).toEqual([
      expect.objectContaining({ store_code: "de", subject: "Ihre neue E-Mail-Adresse bei Peak Whey" }),
    ]);
  });

  it("tells the old address when updateCustomer (v1) changes the email", async () => {
    const r = await backend.execute<any>(
      UPDATE_V1,
      { input: { email: "alex.v1@example.com", password: DEMO_CUSTOMER.password } },
      bearer(token),
    );
    expect(r.errors).toBeUndefined();
    expect(emailChangeNotices(DEMO_CUSTOMER.email)).toHaveLength(1);
  });

  it("refuses a wrong password with Magento's message", async () => {
    const r = await backend.execute<any>(
      UPDATE_EMAIL,
      { email: "alex.moved@example.com", password: "Not-The-Pass-1" },
      bearer(token),
    );
    expect(r.errors?.[0].message).toBe("Invalid login or password.");
    expect(r.errors?.[0].extensions?.category).toBe("graphql-authentication");
    expect((await backend.execute<any>(WHO, {}, bearer(token))).data.customer.email).toBe(DEMO_CUSTOMER.email);
  });

  it("refuses another account's address and a malformed one", async () => {
    const taken = await backend.execute<any>(
      UPDATE_EMAIL,
      { email: OTHER_CUSTOMER.email, password: DEMO_CUSTOMER.password },
      bearer(token),
    );
    expect(taken.errors?.[0].message).toBe(
      "A customer with the same email address already exists in an associated website.",
    );
    const malformed = await backend.execute<any>(
      UPDATE_EMAIL,
      { email: "alex@", password: DEMO_CUSTOMER.password },
      bearer(token),
    );
    expect(malformed.errors?.[0].message).toBe('"alex@" is not a valid email address.');
    expect((await backend.execute<any>(WHO, {}, bearer(token))).data.customer.email).toBe(DEMO_CUSTOMER.email);
    // A refused change tells no one.
    expect(emailChangeNotices(DEMO_CUSTOMER.email)).toEqual([]);
  });

  it("needs no password for the address the account already has", async () => {
    const r = await backend.execute<any>(UPDATE_EMAIL, { email: DEMO_CUSTOMER.email, password: "x" }, bearer(token));
    expect(r.errors).toBeUndefined();
    expect(r.data.updateCustomerEmail.customer.email).toBe(DEMO_CUSTOMER.email);
    // Nothing changed, so nothing to tell.
    expect(emailChangeNotices(DEMO_CUSTOMER.email)).toEqual([]);
  });
});

describe("deleteCustomer", () => {
  it("closes the signed-in customer's account: the token stops working, the email is free again", async () => {
    const customerId = () =>
      (backend.db.prepare("SELECT id FROM customers WHERE email = ?").get(DEMO_CUSTOMER.email) as { id: number })?.id;
    const id = customerId();
    const ordersBefore = (backend.db.prepare("SELECT COUNT(*) AS n FROM orders").get() as { n: number }).n;
    const r = await backend.execute<any>(DELETE, {}, bearer(token));
    expect(r.errors).toBeUndefined();
    expect(r.data.deleteCustomer).toBe(true);
    expect(customerId()).toBeUndefined();
    const after = await backend.execute<any>(WHO, {}, bearer(token));
    expect(after.errors?.[0].message).toBe("The current customer isn't authorized.");
    // What the shop keeps stays, without the customer; what was theirs alone is gone.
    expect((backend.db.prepare("SELECT COUNT(*) AS n FROM orders").get() as { n: number }).n).toBe(ordersBefore);
    for (const table of ["orders", "reviews", "customer_addresses", "saved_cards", "reward_points_ledger"])
      expect(
        (backend.db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE customer_id = ?`).get(id) as { n: number }).n,
        table,
      ).toBe(0);
    const { isEmailAvailable } = await gql(
      backend,
      `query($e: String!) { isEmailAvailable(email: $e) { is_email_available } }`,
      { e: DEMO_CUSTOMER.email },
    );
    expect(isEmailAvailable.is_email_available).toBe(true);
  });

  it("is refused to a guest with Magento's message", async () => {
    const r = await backend.execute<any>(DELETE, {});
    expect(r.errors?.[0].message).toBe("The current customer isn't authorized.");
    expect(r.errors?.[0].extensions?.category).toBe("graphql-authorization");
  });
});
