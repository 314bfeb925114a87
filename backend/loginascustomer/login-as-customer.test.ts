// generateCustomerTokenAsAdmin as a stock 2.4.7 answers a caller without admin authorization: the
// embedded backend has no admin tokens, so a guest and a customer are both refused and get no token.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { DEMO_CUSTOMER } from "../seed/fixtures-customers.js";
import { gql, newBackend } from "../../tests/support/backend-helpers.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close());

const AS_ADMIN = `mutation($e: String!) { generateCustomerTokenAsAdmin(input: { customer_email: $e }) { customer_token } }`;

describe("generateCustomerTokenAsAdmin", () => {
  it("refuses a guest and a signed-in customer as not authorized", async () => {
    const { generateCustomerToken } = await gql(
      backend,
      `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`,
      { e: DEMO_CUSTOMER.email, p: DEMO_CUSTOMER.password },
    );
    for (const headers of [{}, { Authorization: `Bearer ${generateCustomerToken.token}` }] as Array<
      Record<string, string>
    >) {
      const r = await backend.execute<any>(AS_ADMIN, { e: DEMO_CUSTOMER.email }, headers);
      expect(r.data?.generateCustomerTokenAsAdmin).toBeNull();
      expect(r.errors?.[0].message).toBe("The current customer isn't authorized.");
      expect(r.errors?.[0].extensions?.category).toBe("graphql-authorization");
    }
  });

  it("asks for the email first", async () => {
    const r = await backend.execute<any>(AS_ADMIN, { e: "  " });
    expect(r.errors?.[0].message).toBe('Specify the "customer email" value.');
    expect(r.errors?.[0].extensions?.category).toBe("graphql-input");
  });
});
