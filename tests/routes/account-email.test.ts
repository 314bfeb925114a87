// The sign-in email on the account details page (Magento's updateCustomerEmail): the current password
// confirms a new address; refusals come back next to their field with the address kept and the
// password never sent back; a change keeps the shopper signed in and every page shows the new address.
import { describe, expect, it } from "vitest";
import { DEMO_CUSTOMER, fieldErrorsOf, keptInputOf, useShop } from "./harness";
import { loadScreen } from "./screen";

const shop = useShop();

/** A customer of the test's own (the demo customer's email is read by other tests). */
async function ownCustomer() {
  const made = (await (await fetch(`${shop.config.commerceUrl}/__test/perks-customer`, { method: "POST" })).json()) as {
    email: string;
    password: string;
  };
  return { ...made, cookie: await shop.signIn(made) };
}

const changeEmail = async (cookie: string, email: string, currentPassword: string) =>
  shop.submit(
    await loadScreen("account.details"),
    "/account/details",
    { intent: "email", email, currentPassword },
    {
      cookie,
    },
  );

describe("changing the sign-in email", () => {
  it("with the password: saved with a 303 and a message; still signed in, the pages show the new address", async () => {
    const customer = await ownCustomer();
    const email = `moved-${customer.email}`;
    const changed = await changeEmail(customer.cookie, email, customer.password);
    expect(changed.status).toBe(303);
    expect(changed.location).toBe("/account/details");
    expect(changed.context.shop.session.get("messages")?.at(-1)).toMatchObject({
      type: "success",
      text: `Your email address is now ${email}. Use it to sign in from now on.`,
    });
    const details = await shop.load(await loadScreen("account.details"), "/account/details", {
      cookie: changed.cookie,
    });
    expect(details.status).toBe(200);
    expect(details.data.defaults.email).toBe(email);
    const dashboard = await shop.load(await loadScreen("account"), "/account", { cookie: changed.cookie });
    expect(dashboard.data.dashboard.email).toBe(email);
    // The new address signs in; the old one no longer does.
    await expect(shop.signIn({ email, password: customer.password })).resolves.toBeTruthy();
    await expect(shop.signIn(customer)).rejects.toThrow();
  });

  it("a wrong password is refused next to the password field, the address kept, the password not sent back", async () => {
    const customer = await ownCustomer();
    const wrong = await changeEmail(customer.cookie, "new-address@example.com", "not-my-password");
    expect(wrong.status).toBe(400);
    expect(fieldErrorsOf(wrong).currentPassword).toEqual(["The password doesn't match this account."]);
    expect(keptInputOf(wrong)).toEqual({ intent: "email", email: "new-address@example.com" });
    const details = await shop.load(await loadScreen("account.details"), "/account/details", {
      cookie: customer.cookie,
    });
    expect(details.data.defaults.email).toBe(customer.email);
  });

  it("an address another account has, an invalid one, the same one, or no password: refused by that field", async () => {
    const customer = await ownCustomer();
    const taken = await changeEmail(customer.cookie, DEMO_CUSTOMER.email, customer.password);
    expect(taken.status).toBe(400);
    expect(fieldErrorsOf(taken).email).toEqual(["There is already an account with this email address."]);
    expect(keptInputOf(taken)).toMatchObject({ email: DEMO_CUSTOMER.email });
    const invalid = await changeEmail(customer.cookie, "not-an-address@", customer.password);
    expect(invalid.status).toBe(400);
    expect(fieldErrorsOf(invalid).email).toEqual(["emailInvalid"]);
    const same = await changeEmail(customer.cookie, customer.email, customer.password);
    expect(same.status).toBe(400);
    expect(fieldErrorsOf(same).email).toEqual(["This is already your email address."]);
    const noPassword = await changeEmail(customer.cookie, "new-address@example.com", "");
    expect(noPassword.status).toBe(400);
    expect(fieldErrorsOf(noPassword).currentPassword).toEqual(["required"]);
  });

  it("wrong passwords count as failed sign-ins: past the limit the form says to wait (429), never a 500", async () => {
    const customer = await ownCustomer();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await changeEmail(customer.cookie, "new-address@example.com", `wrong-${i}`)).status);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses[5]).toBe(429);
    const limited = await changeEmail(customer.cookie, "new-address@example.com", customer.password);
    expect(limited.status).toBe(429);
    expect(limited.data.result.error[""]).toEqual(["Too many attempts. Please wait 15 minutes and try again."]);
  });

  it("the details form still saves the details alone", async () => {
    const customer = await ownCustomer();
    const saved = await shop.submit(
      await loadScreen("account.details"),
      "/account/details",
      { firstname: "Robin", lastname: "Runner" },
      { cookie: customer.cookie },
    );
    expect(saved.status).toBe(303);
    const details = await shop.load(await loadScreen("account.details"), "/account/details", {
      cookie: customer.cookie,
    });
    expect(details.data.defaults).toMatchObject({ firstname: "Robin", email: customer.email });
  });
});
