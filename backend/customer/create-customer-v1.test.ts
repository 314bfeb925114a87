// createCustomer, the first version still sent by Venia 11: the same account as createCustomerV2,
// and Magento's message for a missing name.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { gql, newBackend } from "../../tests/support/backend-helpers.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close());

const CREATE = `mutation($input: CustomerInput!) {
  createCustomer(input: $input) { customer { firstname lastname email is_subscribed } }
}`;

describe("createCustomer (v1)", () => {
  it("creates an account the customer can sign in to", async () => {
    const input = { firstname: "Ada", lastname: "Lift", email: "ada.lift@example.com", password: "Lift-Pass-2026" };
    const r = await backend.execute<any>(CREATE, { input });
    expect(r.errors).toBeUndefined();
    expect(r.data.createCustomer.customer).toEqual({
      firstname: "Ada",
      lastname: "Lift",
      email: "ada.lift@example.com",
      is_subscribed: false,
    });
    const { generateCustomerToken } = await gql(
      backend,
      `mutation { generateCustomerToken(email: "ada.lift@example.com", password: "Lift-Pass-2026") { token } }`,
    );
    expect(generateCustomerToken.token).toEqual(expect.any(String));
  });

  it("refuses a missing first name with Magento's message", async () => {
    const r = await backend.execute<any>(CREATE, {
      input: { lastname: "Lift", email: "no.name@example.com", password: "Lift-Pass-2026" },
    });
    expect(r.errors?.[0].message).toBe("Required parameters are missing: First Name");
    expect(r.errors?.[0].extensions?.category).toBe("graphql-input");
  });
});
