// confirmEmail as Magento 2.4.7 answers it in a shop whose accounts need no confirmation: a known
// account is already active, an unknown address cannot be confirmed, a malformed one is refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { DEMO_CUSTOMER } from "../seed/fixtures-customers.js";
import { newBackend } from "../../tests/support/backend-helpers.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close());

const CONFIRM = `mutation($e: String!, $k: String!) { confirmEmail(input: { email: $e, confirmation_key: $k }) {
  customer { email } } }`;

describe("confirmEmail", () => {
  it.each([
    [DEMO_CUSTOMER.email, "The account is already active."],
    [DEMO_CUSTOMER.email.toUpperCase(), "The account is already active."],
    ["nobody-here@example.com", "There was an error confirming the account"],
    ["not an email", "Email is invalid"],
  ])("answers %s with %s", async (email, message) => {
    const r = await backend.execute<any>(CONFIRM, { e: email, k: "0123456789abcdef" });
    expect(r.data?.confirmEmail).toBeNull();
    expect(r.errors?.[0].message).toBe(message);
    expect(r.errors?.[0].extensions?.category).toBe("graphql-input");
  });
});
