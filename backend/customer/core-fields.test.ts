// A real Magento client may ask for any field of Magento 2.4.7's core Customer: each one answers
// without an error for a signed-in customer. (wishlists, wishlist and wishlist_v2 belong to the
// wishlist module and are asked for in its own tests.)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { DEMO_CUSTOMER } from "../seed/fixtures-customers.js";
import { gql, newBackend } from "../../tests/support/backend-helpers.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close());

const EVERY_CORE_FIELD = `{
  customer {
    allow_remote_shopping_assistance created_at group_id prefix firstname middlename lastname suffix email
    default_billing default_shipping dob date_of_birth taxvat id is_subscribed gender
    addresses { id firstname city default_billing }
    custom_attributes { code }
    confirmation_status
    reviews { items { summary } page_info { current_page } }
    orders { total_count items { number } }
    compare_list { uid }
  }
}`;

describe("the core Customer fields", () => {
  it("all answer for a signed-in customer", async () => {
    const { generateCustomerToken } = await gql(
      backend,
      `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`,
      { e: DEMO_CUSTOMER.email, p: DEMO_CUSTOMER.password },
    );
    const r = await backend.execute<any>(
      EVERY_CORE_FIELD,
      {},
      { Authorization: `Bearer ${generateCustomerToken.token}` },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.customer.email).toBe(DEMO_CUSTOMER.email);
    expect(r.data.customer.confirmation_status).toBe("ACCOUNT_CONFIRMATION_NOT_REQUIRED");
    expect(r.data.customer.allow_remote_shopping_assistance).toBe(false);
    expect(typeof r.data.customer.created_at).toBe("string");
  });
});
