// subscribeEmailToNewsletter for a signed-in customer, as Magento 2.4.7 answers it: their own
// account's address subscribes the account; another account's address is refused to everyone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { DEMO_CUSTOMER } from "../seed/fixtures-customers.js";
import { gql, newBackend } from "../../tests/support/backend-helpers.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close());

const SUBSCRIBE = `mutation($e: String!) { subscribeEmailToNewsletter(email: $e) { status } }`;
const subscribe = (email: string, headers: Record<string, string> = {}) =>
  backend.execute<any>(SUBSCRIBE, { e: email }, headers);

async function newCustomer(email: string) {
  const password = "Runner-Pass-2026";
  await gql(
    backend,
    `mutation($e: String!, $p: String!) {
      createCustomerV2(input: { firstname: "Jo", lastname: "Runner", email: $e, password: $p }) { customer { email } }
    }`,
    { e: email, p: password },
  );
  const { generateCustomerToken } = await gql(
    backend,
    `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`,
    { e: email, p: password },
  );
  return { Authorization: `Bearer ${generateCustomerToken.token}` };
}

const subscriberRow = (email: string) =>
  backend.db
    .prepare("SELECT status, customer_id FROM newsletter_subscribers WHERE email = ? AND store_code = 'default'")
    .get(email) as { status: string; customer_id: number | null } | undefined;

describe("subscribeEmailToNewsletter for a signed-in customer", () => {
  it("subscribes the customer's own address, linked to their account", async () => {
    const signedIn = await newCustomer("jo.runner@example.com");
    const r = await subscribe("Jo.Runner@example.com", signedIn);
    expect(r.errors).toBeUndefined();
    expect(r.data.subscribeEmailToNewsletter.status).toBe("SUBSCRIBED");
    expect(subscriberRow("jo.runner@example.com")).toMatchObject({ status: "SUBSCRIBED" });
    expect(subscriberRow("jo.runner@example.com")?.customer_id).toEqual(expect.any(Number));
    const { customer } = await gql(backend, `{ customer { is_subscribed } }`, {}, signedIn);
    expect(customer.is_subscribed).toBe(true);
  });

  it("says an already subscribed account is already subscribed", async () => {
    const signedIn = await newCustomer("twice@example.com");
    expect((await subscribe("twice@example.com", signedIn)).errors).toBeUndefined();
    const again = await subscribe("twice@example.com", signedIn);
    expect(again.errors?.[0].message).toBe("This email address is already subscribed.");
  });

  it("refuses another account's address, to a customer as to a guest", async () => {
    const signedIn = await newCustomer("nosy@example.com");
    const asCustomer = await subscribe(DEMO_CUSTOMER.email, signedIn);
    expect(asCustomer.errors?.[0].message).toBe("Cannot create a newsletter subscription.");
    const asGuest = await subscribe("nosy@example.com");
    expect(asGuest.errors?.[0].message).toBe("Cannot create a newsletter subscription.");
  });

  it("lets a customer subscribe an address without an account, as a guest subscription", async () => {
    const signedIn = await newCustomer("friend-of@example.com");
    const r = await subscribe("no-account@example.com", signedIn);
    expect(r.errors).toBeUndefined();
    expect(subscriberRow("no-account@example.com")).toEqual({ status: "SUBSCRIBED", customer_id: null });
  });
});
