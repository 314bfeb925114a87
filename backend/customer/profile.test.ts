// The address book, account details, password change and contact preferences:
// every one the signed-in customer's own, with Magento's rules and words.
import { beforeEach, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { DEMO_CUSTOMER, OTHER_CUSTOMER } from "../seed/fixtures-customers.js";
import { DEMO_ADDRESSES, DEMO_DETAILS } from "../seed/fixtures-profile.js";
import { customerToken, gql, newBackend } from "../../tests/support/backend-helpers.js";

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

const ADDRESS_FIELDS = `id firstname lastname company street house_number city postcode country_code telephone
  region { region region_code } default_billing default_shipping`;

const NEW_ADDRESS = {
  firstname: "Alex",
  lastname: "Demo",
  street: ["Keizersgracht"],
  house_number: "99",
  city: "Amsterdam",
  postcode: "1015 CJ",
  country_code: "NL",
  telephone: "+31 20 123 4567",
};

describe("the address book", () => {
  let backend: EmbeddedBackend;
  let demo: string;
  let other: string;
  beforeEach(async () => {
    backend = newBackend();
    demo = await customerToken(backend, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    other = await customerToken(backend, OTHER_CUSTOMER.email, OTHER_CUSTOMER.password);
  });

  const addresses = async (token: string) =>
    (
      await gql(
        backend,
        `{ customer { default_billing default_shipping addresses { ${ADDRESS_FIELDS} } } }`,
        {},
        bearer(token),
      )
    ).customer;

  it("answers the seeded addresses, the default one marked and the German one with its house number", async () => {
    const customer = await addresses(demo);
    expect(customer.addresses).toHaveLength(2);
    const [home, berlin] = customer.addresses;
    expect(home).toMatchObject({
      street: [...DEMO_ADDRESSES.home.street],
      country_code: "GB",
      default_billing: true,
      default_shipping: true,
    });
    expect(customer.default_billing).toBe(String(home.id));
    expect(berlin).toMatchObject({ house_number: "125", country_code: "DE", default_billing: false });
  });

  it("creates, updates and deletes an address, and moves the defaults to it", async () => {
    const created = (
      await gql(
        backend,
        `mutation($i: CustomerAddressInput!) { createCustomerAddress(input: $i) { ${ADDRESS_FIELDS} } }`,
        { i: { ...NEW_ADDRESS, default_shipping: true } },
        bearer(other),
      )
    ).createCustomerAddress;
    expect(created).toMatchObject({ house_number: "99", default_shipping: true, default_billing: false });

    const updated = (
      await gql(
        backend,
        `mutation($id: Int!, $i: CustomerAddressInput) { updateCustomerAddress(id: $id, input: $i) { ${ADDRESS_FIELDS} } }`,
        { id: created.id, i: { city: "Rotterdam", default_billing: true } },
        bearer(other),
      )
    ).updateCustomerAddress;
    expect(updated).toMatchObject({ city: "Rotterdam", street: ["Keizersgracht"], default_billing: true });

    // The default address cannot go: Magento's words.
    const refused = await backend.execute(
      `mutation($id: Int!) { deleteCustomerAddress(id: $id) }`,
      { id: created.id },
      bearer(other),
    );
    expect(refused.errors?.[0].message).toBe(
      `Customer Address ${created.id} is set as default billing address and can not be deleted`,
    );

    // Once the defaults are elsewhere, it can.
    const first = (await addresses(other)).addresses[0];
    await gql(
      backend,
      `mutation($id: Int!) { updateCustomerAddress(id: $id, input: { default_billing: true, default_shipping: true }) { id } }`,
      { id: first.id },
      bearer(other),
    );
    const deleted = await gql(
      backend,
      `mutation($id: Int!) { deleteCustomerAddress(id: $id) }`,
      { id: created.id },
      bearer(other),
    );
    expect(deleted.deleteCustomerAddress).toBe(true);
    expect((await addresses(other)).addresses.map((a: { id: number }) => a.id)).toEqual([first.id]);
  });

  it("never reaches another customer's address: it is not found", async () => {
    const berlin = (await addresses(demo)).addresses[1];
    for (const query of [
      `mutation($id: Int!) { deleteCustomerAddress(id: $id) }`,
      `mutation($id: Int!) { updateCustomerAddress(id: $id, input: { city: "Paris" }) { id } }`,
    ]) {
      const r = await backend.execute(query, { id: berlin.id }, bearer(other));
      expect(r.errors?.[0].message).toBe(`Could not find a address with ID "${berlin.id}"`);
      expect(r.errors?.[0].extensions).toMatchObject({ category: "graphql-no-such-entity" });
    }
    expect((await addresses(demo)).addresses[1].city).toBe("Berlin");
  });

  it("refuses an address without its required fields, and a guest", async () => {
    const r = await backend.execute(
      `mutation($i: CustomerAddressInput!) { createCustomerAddress(input: $i) { id } }`,
      { i: { ...NEW_ADDRESS, city: "  " } },
      bearer(other),
    );
    expect(r.errors?.[0].message).toBe('"city" is required. Enter and try again.');
    // Markup in a name or a street line is refused, as Magento refuses it.
    for (const [over, message] of [
      [{ firstname: "<img src=x>" }, "First Name is not valid!"],
      [
        { street: ['"><script>'] },
        "Invalid Street Address. Please use only A-Z, a-z, 0-9, spaces, commas, -, ., ', &, [], ()",
      ],
    ] as const) {
      const bad = await backend.execute(
        `mutation($i: CustomerAddressInput!) { createCustomerAddress(input: $i) { id } }`,
        { i: { ...NEW_ADDRESS, ...over } },
        bearer(other),
      );
      expect(bad.errors?.[0].message).toBe(message);
    }
    const guest = await backend.execute(
      `mutation($i: CustomerAddressInput!) { createCustomerAddress(input: $i) { id } }`,
      {
        i: NEW_ADDRESS,
      },
    );
    expect(guest.errors?.[0].extensions).toMatchObject({ category: "graphql-authorization" });
  });
});

describe("account details, password and contact preferences", () => {
  let backend: EmbeddedBackend;
  let other: string;
  beforeEach(async () => {
    backend = newBackend();
    other = await customerToken(backend, OTHER_CUSTOMER.email, OTHER_CUSTOMER.password);
  });

  it("answers the demo customer's seeded details and preferences", async () => {
    const demo = await customerToken(backend, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const d = await gql(
      backend,
      `{ customer { mobile_number fitness_goal dietary_needs date_of_birth gender contact_preferences { channel enabled } } }`,
      {},
      bearer(demo),
    );
    expect(d.customer).toMatchObject({
      mobile_number: DEMO_DETAILS.mobile_number,
      fitness_goal: DEMO_DETAILS.fitness_goal,
      dietary_needs: [...DEMO_DETAILS.dietary_needs],
      date_of_birth: DEMO_DETAILS.date_of_birth,
    });
    expect(d.customer.contact_preferences).toEqual([
      { channel: "EMAIL", enabled: true },
      { channel: "SMS", enabled: true },
      { channel: "POST", enabled: false },
      { channel: "PHONE", enabled: false },
    ]);
  });

  it("updates names, date of birth, gender, attributes and the newsletter with updateCustomerV2", async () => {
    const d = await gql(
      backend,
      `mutation($i: CustomerUpdateInput!) { updateCustomerV2(input: $i) { customer {
        firstname lastname date_of_birth gender mobile_number fitness_goal dietary_needs is_subscribed } } }`,
      {
        i: {
          firstname: " Samira ",
          lastname: "Other",
          date_of_birth: "1985-02-28",
          gender: 3,
          mobile_number: "+447700900456",
          fitness_goal: "ENDURANCE",
          dietary_needs: ["VEGAN"],
          is_subscribed: true,
        },
      },
      bearer(other),
    );
    expect(d.updateCustomerV2.customer).toEqual({
      firstname: "Samira",
      lastname: "Other",
      date_of_birth: "1985-02-28",
      gender: 3,
      mobile_number: "+447700900456",
      fitness_goal: "ENDURANCE",
      dietary_needs: ["VEGAN"],
      is_subscribed: true,
    });
    const off = await gql(
      backend,
      `mutation { updateCustomerV2(input: { is_subscribed: false }) { customer { firstname is_subscribed } } }`,
      {},
      bearer(other),
    );
    expect(off.updateCustomerV2.customer).toEqual({ firstname: "Samira", is_subscribed: false });

    const bad = await backend.execute(
      `mutation { updateCustomerV2(input: { date_of_birth: "2999-01-01", gender: 9 }) { customer { firstname } } }`,
      {},
      bearer(other),
    );
    expect(bad.errors?.[0].extensions).toMatchObject({ category: "graphql-input" });
    const markup = await backend.execute(
      `mutation { updateCustomerV2(input: { firstname: "<img src=x onerror=alert(1)>" }) { customer { firstname } } }`,
      {},
      bearer(other),
    );
    expect(markup.errors?.[0].message).toBe("First Name is not valid!");
  });

  it("changes the password: a wrong current one is refused, and every token ends, the changing one too", async () => {
    const elsewhere = await customerToken(backend, OTHER_CUSTOMER.email, OTHER_CUSTOMER.password);
    const change = (current: string, next: string) =>
      backend.execute(
        `mutation($c: String!, $n: String!) { changeCustomerPassword(currentPassword: $c, newPassword: $n) { email } }`,
        { c: current, n: next },
        bearer(other),
      );
    const wrong = await change("not-my-password", "Brand-New-2026");
    expect(wrong.errors?.[0].message).toBe(
      "The password doesn't match this account. Verify the password and try again.",
    );
    const short = await change(OTHER_CUSTOMER.password, "  short  ");
    expect(short.errors?.[0].message).toMatch(/at least 8 characters/);

    const noticesTo = () =>
      backend.db
        .prepare("SELECT body_text AS text FROM mail_outbox WHERE recipient = ? AND kind = 'password-changed'")
        .all(OTHER_CUSTOMER.email) as Array<{ text: string }>;
    // Refused changes tell no one.
    expect(noticesTo()).toHaveLength(0);
    const done = await change(OTHER_CUSTOMER.password, "Brand-New-2026");
    expect(done.errors).toBeUndefined();
    // The owner is told of the change, in case it was not them.
    expect(noticesTo()).toHaveLength(1);
    expect(noticesTo()[0]!.text).toContain("has just been changed");
    for (const old of [other, elsewhere]) {
      const revoked = await backend.execute(`{ customer { email } }`, {}, bearer(old));
      expect(revoked.errors?.[0].extensions).toMatchObject({ category: "graphql-authorization" });
    }
    // The device that changed it signs in with the new password: a new token, which works.
    const fresh = await customerToken(backend, OTHER_CUSTOMER.email, "Brand-New-2026");
    expect(fresh).not.toBe(other);
    expect((await gql(backend, `{ customer { email } }`, {}, bearer(fresh))).customer.email).toBe(OTHER_CUSTOMER.email);
    other = fresh;
  });

  it("limits wrong current passwords as it limits sign-ins", async () => {
    let last;
    for (let i = 0; i < 6; i++) {
      last = await backend.execute(
        `mutation { changeCustomerPassword(currentPassword: "guess-${i}", newPassword: "Brand-New-2026") { email } }`,
        {},
        bearer(other),
      );
    }
    expect(last?.errors?.[0].extensions).toMatchObject({ category: "graphql-too-many-requests" });
  });

  it("saves contact preferences, each customer their own", async () => {
    const d = await gql(
      backend,
      `mutation { updateCustomerContactPreferences(input: { channels: [{ channel: POST, enabled: true }, { channel: SMS, enabled: false }] }) {
        contact_preferences { channel enabled } } }`,
      {},
      bearer(other),
    );
    expect(d.updateCustomerContactPreferences.contact_preferences).toEqual([
      { channel: "EMAIL", enabled: false },
      { channel: "SMS", enabled: false },
      { channel: "POST", enabled: true },
      { channel: "PHONE", enabled: false },
    ]);
    const demo = await customerToken(backend, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const mine = await gql(backend, `{ customer { contact_preferences { channel enabled } } }`, {}, bearer(demo));
    expect(mine.customer.contact_preferences[2]).toEqual({ channel: "POST", enabled: false });
  });
});
