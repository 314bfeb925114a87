// "Email to a Friend" as a stock Magento Open Source 2.4.7 answers it with its default configuration:
// off, for guests and customers, and storeConfig says so.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { DEMO_CUSTOMER } from "../seed/fixtures-customers.js";
import { gql, newBackend } from "../../tests/support/backend-helpers.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close());

const SEND = `mutation { sendEmailToFriend(input: { product_id: 1,
  sender: { name: "Sam", email: "sam@example.com", message: "Look at this whey" },
  recipients: [{ name: "Alex", email: "alex@example.com" }] }) { sender { name } recipients { email } } }`;

describe("sendEmailToFriend", () => {
  it("is refused as not enabled, for a guest and for a signed-in customer, and sends nothing", async () => {
    const { generateCustomerToken } = await gql(
      backend,
      `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`,
      { e: DEMO_CUSTOMER.email, p: DEMO_CUSTOMER.password },
    );
    for (const headers of [{}, { Authorization: `Bearer ${generateCustomerToken.token}` }] as Array<
      Record<string, string>
    >) {
      const r = await backend.execute<any>(SEND, {}, headers);
      expect(r.data?.sendEmailToFriend).toBeNull();
      expect(r.errors?.[0].message).toBe('"Email to a Friend" is not enabled.');
      expect(r.errors?.[0].extensions?.category).toBe("graphql-input");
    }
  });

  it("is off in storeConfig for customers and guests", async () => {
    const d = await gql(backend, `{ storeConfig { send_friend { enabled_for_customers enabled_for_guests } } }`);
    expect(d.storeConfig.send_friend).toEqual({ enabled_for_customers: false, enabled_for_guests: false });
  });
});
