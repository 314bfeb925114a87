// The address book, account details, password change and contact preferences,
// with and without JavaScript. Every test that changes data signs in as a customer of its own,
// written into the test server's database (the backend's tables, a password hashed as the backend
// hashes it), so the seeded demo customers stay as other specs expect them.
import type { Locator, Page } from "@playwright/test";
import Database from "better-sqlite3";
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { encodeReferer } from "../app/routing/referer";
import { hashPassword } from "../backend/customer/passwords";
import { hook, ready } from "./account-helpers";
import { holdOnce } from "./held-requests";
import { placeBeforeAndAfterHydration } from "./steady-hydration";
import { expect, test } from "./fixtures";

const PASSWORD = "Profile-Pass-2026";

/** A new customer with one GB address (default billing and shipping) and one German one. */
function createCustomer(dataDir: string): { email: string } {
  const email = `profile-${randomUUID()}@example.com`;
  const db = new Database(join(dataDir, "commerce.sqlite"));
  db.pragma("busy_timeout = 5000");
  try {
    const now = "2025-06-01 10:00:00";
    const id = Number(
      db
        .prepare(
          `INSERT INTO customers (website_id, email, password_hash, firstname, lastname, group_id, store_code, created_at, updated_at)
           VALUES (1, ?, ?, 'Robin', 'Runner', 1, 'default', ?, ?)`,
        )
        .run(email, hashPassword(PASSWORD), now, now).lastInsertRowid,
    );
    const address = db.prepare(`INSERT INTO customer_addresses (customer_id, firstname, lastname, street, house_number,
      city, postcode, country_id, telephone, created_at) VALUES (?, 'Robin', 'Runner', ?, ?, ?, ?, ?, ?, ?)`);
    const home = Number(
      address.run(id, JSON.stringify(["5 Park Lane"]), null, "Leeds", "LS1 4DY", "GB", "+447911123456", now)
        .lastInsertRowid,
    );
    address.run(id, JSON.stringify(["Hauptstraße"]), "7", "Köln", "50667", "DE", "+4922112345", now);
    db.prepare("UPDATE customers SET default_billing = ?, default_shipping = ? WHERE id = ?").run(home, home, id);
  } finally {
    db.close();
  }
  return { email };
}

/** Sends the sign-in form for `to` (a refused sign-in stays on the sign-in page). */
async function trySignIn(page: Page, javaScriptEnabled: boolean, email: string, password: string, to: string) {
  await page.goto(`/customer/account/login/referer/${encodeReferer(to)}`);
  await ready(page, javaScriptEnabled);
  const main = page.locator("main");
  await main.getByLabel("Email", { exact: true }).fill(email);
  await main.getByLabel("Password", { exact: true }).fill(password);
  await main.getByRole("button", { name: "Sign in" }).click();
}

async function signIn(page: Page, javaScriptEnabled: boolean, email: string, password = PASSWORD, to = "/account") {
  await trySignIn(page, javaScriptEnabled, email, password, to);
  // Signed in once the referer is reached (a page.goto before that would cancel the sign-in).
  await expect(page).toHaveURL((url) => url.pathname === to);
}

/** Types the password change form's three fields (the new password twice). */
async function typePasswords(main: Locator, current: string, next: string) {
  await main.getByLabel("Current password").fill(current);
  await main.getByLabel("New password", { exact: true }).fill(next);
  await main.getByLabel("Confirm new password").fill(next);
}

const card = (page: Page, text: string) => page.locator(".address-card").filter({ hasText: text });

test.describe("address book", () => {
  test("an Irish address's wrong Eircode is refused by that name, with an example", async ({
    page,
    shopServer,
    javaScriptEnabled,
  }) => {
    const { email } = createCustomer(shopServer.dataDir);
    await signIn(page, javaScriptEnabled, email, PASSWORD, "/account/addresses");
    await page.getByRole("link", { name: "Add a new address" }).click();
    await ready(page, javaScriptEnabled);
    const main = page.locator("main");
    await main.getByLabel("Country").selectOption("IE");
    if (!javaScriptEnabled) await main.getByRole("button", { name: "Show fields for this country" }).click();
    await main.getByLabel("Address line 1").fill("4 Quay Street");
    await main.getByLabel("Town or city").fill("Galway");
    await main.getByLabel("Eircode (optional)").fill("12345");
    await main.getByLabel("Phone number").fill("085 123 4567");
    await main.getByRole("button", { name: "Save address" }).click();
    await expect(main.getByText("Please enter a valid Eircode (e.g. D02 X285).")).toBeVisible();
    await expect(main.getByLabel("Eircode (optional)")).toHaveAttribute("aria-invalid", "true");
    // Without JavaScript the page comes back with a summary at the top: it names the field, not
    // whether it may be left empty. With JavaScript the answer comes in place, without one.
    const summary = main.locator(".error-summary");
    if (javaScriptEnabled) await expect(summary).toHaveCount(0);
    else await expect(summary.getByRole("link")).toHaveText(["Eircode"]);
  });

  test("lists the seeded addresses, adds one with a refused postcode first, edits it, sets it as default", async ({
    page,
    shopServer,
    javaScriptEnabled,
  }) => {
    const { email } = createCustomer(shopServer.dataDir);
    await signIn(page, javaScriptEnabled, email, PASSWORD, "/account/addresses");
    await expect(page).toHaveURL(/\/account\/addresses$/);
    await expect(page.getByRole("heading", { level: 1, name: "Address book" })).toBeVisible();
    await expect(card(page, "5 Park Lane")).toContainText("Default billing address");
    await expect(card(page, "Hauptstraße 7")).toContainText("50667 Köln");

    await page.getByRole("link", { name: "Add a new address" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Add a new address" })).toBeVisible();
    await ready(page, javaScriptEnabled);
    const main = page.locator("main");
    await main.getByLabel("Address line 1").fill("22 Harbour Street");
    await main.getByLabel("Town or city").fill("Brighton");
    await main.getByLabel("Postcode").fill("12345");
    await main.getByLabel("Phone number").fill("07400 123456");
    await main.getByRole("button", { name: "Save address" }).click();
    // The postcode is refused next to its field, with an example; the input stays.
    await expect(main.getByText("Please enter a valid postcode (e.g. SW1A 1AA).")).toBeVisible();
    await expect(main.getByLabel("Postcode")).toHaveAttribute("aria-invalid", "true");
    await expect(main.getByLabel("Address line 1")).toHaveValue("22 Harbour Street");
    await expect(main.getByLabel("Town or city")).toHaveValue("Brighton");

    await main.getByLabel("Postcode").fill("BN1 1AA");
    await main.getByRole("button", { name: "Save address" }).click();
    await expect(page).toHaveURL(/\/account\/addresses$/);
    await expect(page.getByText("The address has been saved.")).toBeVisible();
    const added = card(page, "22 Harbour Street");
    await expect(added).toContainText("BN1 1AA");
    // Kept in the international form, shown as a British number is written.
    await expect(added).toContainText("Phone: 07400 123456");

    await added.getByRole("link", { name: "Edit" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit address" })).toBeVisible();
    await ready(page, javaScriptEnabled);
    await expect(main.getByLabel("Town or city")).toHaveValue("Brighton");
    await expect(main.getByLabel("Phone number")).toHaveValue("07400 123456");
    await main.getByLabel("Town or city").fill("Hove");
    await main.getByRole("button", { name: "Save address" }).click();
    await expect(page).toHaveURL(/\/account\/addresses$/);
    await expect(card(page, "22 Harbour Street")).toContainText("Hove");

    await card(page, "22 Harbour Street").getByRole("button", { name: "Set as default delivery" }).click();
    await expect(page.getByText("This is now your default delivery address.")).toBeVisible();
    await expect(card(page, "22 Harbour Street")).toContainText("Default delivery address");
    await expect(card(page, "5 Park Lane")).not.toContainText("Default delivery address");
    await expect(card(page, "5 Park Lane")).toContainText("Default billing address");

    // The dashboard shows the new default with its phone written as the address book writes it.
    await page.goto("/account");
    const delivery = page.locator(".dashboard-address").filter({ hasText: "22 Harbour Street" });
    await expect(delivery).toContainText("07400 123456");
  });

  test("a new address's fields stay under the shopper's finger when React takes the page over", async ({
    page,
    shopServer,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "without JavaScript nothing takes the page over");
    const { email } = createCustomer(shopServer.dataDir);
    await signIn(page, javaScriptEnabled, email, PASSWORD, "/account/addresses");
    const { before, after } = await placeBeforeAndAfterHydration(page, "/account/addresses/new", (page) =>
      page.locator("main").getByLabel("Address line 1"),
    );
    expect(after).toEqual(before);
  });

  test("a German address asks for its house number; a change of country lays the form out again", async ({
    page,
    shopServer,
    javaScriptEnabled,
  }) => {
    const { email } = createCustomer(shopServer.dataDir);
    await signIn(page, javaScriptEnabled, email, PASSWORD, "/account/addresses/new");
    await ready(page, javaScriptEnabled);
    const main = page.locator("main");
    await expect(main.getByLabel("House number")).toHaveCount(0);
    await main.getByLabel("Address line 1").fill("Torstraße");
    await main.getByLabel("Country").selectOption("DE");
    if (!javaScriptEnabled) await main.getByRole("button", { name: "Show fields for this country" }).click();
    await expect(main.getByLabel("House number")).toBeVisible();
    await expect(main.getByLabel("Address line 1")).toHaveValue("Torstraße");
    // No errors yet: the form was only laid out for Germany.
    await expect(main.locator(".field__error")).toHaveCount(0);
    await main.getByLabel("Town or city").fill("Berlin");
    await main.getByLabel("Postcode").fill("10119");
    await main.getByLabel("Phone number").fill("030 901820");
    await main.getByRole("button", { name: "Save address" }).click();
    await expect(main.getByLabel("House number")).toHaveAttribute("aria-invalid", "true");
    await expect(main.getByText("Required.")).toBeVisible();
    await main.getByLabel("House number").fill("125");
    await main.getByRole("button", { name: "Save address" }).click();
    await expect(page).toHaveURL(/\/account\/addresses$/);
    await expect(card(page, "Torstraße 125")).toContainText("10119 Berlin");
  });

  test("deleting asks first: cancel keeps the address, delete removes it; a default has no delete", async ({
    page,
    shopServer,
    javaScriptEnabled,
  }) => {
    const { email } = createCustomer(shopServer.dataDir);
    await signIn(page, javaScriptEnabled, email, PASSWORD, "/account/addresses");
    await expect(card(page, "5 Park Lane").getByRole("link", { name: /^Delete/ })).toHaveCount(0);

    await card(page, "Hauptstraße 7")
      .getByRole("link", { name: /^Delete/ })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Delete this address?" })).toBeVisible();
    await expect(page.locator("main address")).toContainText("Hauptstraße 7");
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/account\/addresses$/);
    await expect(card(page, "Hauptstraße 7")).toBeVisible();

    await card(page, "Hauptstraße 7")
      .getByRole("link", { name: /^Delete/ })
      .click();
    await ready(page, javaScriptEnabled);
    await page.locator("main").getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(/\/account\/addresses$/);
    await expect(page.getByText("The address has been deleted.")).toBeVisible();
    await expect(card(page, "Hauptstraße 7")).toHaveCount(0);
  });

  test("an address in a country the store does not deliver to says so, and leads to the store that does", async ({
    page,
    shopServer,
    javaScriptEnabled,
  }) => {
    const { email } = createCustomer(shopServer.dataDir);
    await signIn(page, javaScriptEnabled, email, PASSWORD, "/account/addresses");
    await page.goto("/fr/account/addresses");
    await card(page, "5 Park Lane").getByRole("link", { name: "Modifier" }).click();
    await expect(page).toHaveURL(/\/fr\/account\/addresses\/\d+\/edit$/);
    const note = page.getByRole("note");
    await expect(note).toContainText("Cette boutique ne livre pas dans ce pays (Royaume-Uni)");
    await note.getByRole("link", { name: "La modifier dans la boutique Royaume-Uni" }).click();
    await expect(page).toHaveURL(/^[^?#]*\/\/[^/]+\/account\/addresses\/\d+\/edit$/);
    await ready(page, javaScriptEnabled);
    const main = page.locator("main");
    await expect(main.getByLabel("Town or city")).toHaveValue("Leeds");
    await expect(page.getByRole("note")).toHaveCount(0);
    await main.getByLabel("Postcode").fill("LS1 5DL");
    await main.getByRole("button", { name: "Save address" }).click();
    await expect(page.getByText("The address has been saved.")).toBeVisible();
    await expect(card(page, "5 Park Lane")).toContainText("LS1 5DL");
  });

  test("another customer's address is not found", async ({ page, shopServer, javaScriptEnabled }) => {
    const { email } = createCustomer(shopServer.dataDir);
    await signIn(page, javaScriptEnabled, email);
    // Address 1 is the seeded demo customer's.
    const response = await page.goto("/account/addresses/1/edit");
    expect(response?.status()).toBe(404);
    expect((await page.goto("/account/addresses/1/delete"))?.status()).toBe(404);
  });
});

test.describe("account details, password and contact preferences", () => {
  test("account details: a bad mobile number is refused next to its field, then the changes are saved", async ({
    page,
    shopServer,
    javaScriptEnabled,
  }) => {
    const { email } = createCustomer(shopServer.dataDir);
    await signIn(page, javaScriptEnabled, email, PASSWORD, "/account/details");
    await ready(page, javaScriptEnabled);
    const main = page.locator("main");
    await expect(main.getByLabel("Email")).toHaveValue(email);
    await main.getByLabel("First name").fill("Robyn");
    await main.getByLabel("Mobile number (optional)").fill("12345");
    await main.getByLabel("Fitness goal (optional)").selectOption("ENDURANCE");
    await main.getByLabel("Vegan").check();
    await main.getByRole("button", { name: "Save details" }).click();
    await expect(main.getByText("Please enter a valid mobile number.")).toBeVisible();
    await expect(main.getByLabel("First name")).toHaveValue("Robyn");

    await main.getByLabel("Mobile number (optional)").fill("07911 123456");
    await main.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByText("Your account details have been saved.")).toBeVisible();
    await page.reload();
    await expect(main.getByLabel("First name")).toHaveValue("Robyn");
    await expect(main.getByLabel("Mobile number (optional)")).toHaveValue("07911 123456");
    await expect(main.getByLabel("Fitness goal (optional)")).toHaveValue("ENDURANCE");
    await expect(main.getByLabel("Vegan")).toBeChecked();
  });

  test("sign-in email: a wrong password is refused next to its field; with the right one the new address is the account's", async ({
    page,
    shopServer,
    javaScriptEnabled,
  }) => {
    const { email } = createCustomer(shopServer.dataDir);
    const moved = `moved-${email}`;
    await signIn(page, javaScriptEnabled, email, PASSWORD, "/account/details");
    await ready(page, javaScriptEnabled);
    const form = page.locator("main form").filter({ has: page.getByRole("button", { name: "Change email" }) });
    await expect(form.getByLabel("Email")).toHaveValue(email);
    await form.getByLabel("Email").fill(moved);
    await form.getByLabel("Current password").fill("not-my-password");
    await form.getByRole("button", { name: "Change email" }).click();
    await expect(form.getByText("The password doesn't match this account.")).toBeVisible();
    await expect(form.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Current password")).toHaveValue("");
    await expect(form.getByLabel("Email")).toHaveValue(moved);

    await form.getByLabel("Current password").fill(PASSWORD);
    await form.getByRole("button", { name: "Change email" }).click();
    await expect(page.getByText(`Your email address is now ${moved}.`)).toBeVisible();
    await expect(form.getByLabel("Email")).toHaveValue(moved);
    await expect(form.getByLabel("Current password")).toHaveValue("");
    // Still signed in: the dashboard shows the new address.
    await page.goto("/account");
    await expect(page.locator("main").getByText(moved)).toBeVisible();
  });

  test("password change: a wrong current password is refused next to its field; the new one signs in", async ({
    page,
    shopServer,
    baseURL,
    javaScriptEnabled,
  }) => {
    const { email } = createCustomer(shopServer.dataDir);
    await signIn(page, javaScriptEnabled, email, PASSWORD, "/account/password");
    await ready(page, javaScriptEnabled);
    const main = page.locator("main");
    const fill = async (current: string, next: string) => {
      await typePasswords(main, current, next);
      await main.getByRole("button", { name: "Change password" }).click();
    };
    await fill("not-my-password", "Fresh-Pass-2027");
    await expect(main.getByText("The password doesn't match this account.")).toBeVisible();
    await expect(main.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");
    await expect(main.getByLabel("New password", { exact: true })).toHaveValue("");

    await fill(PASSWORD, "Fresh-Pass-2027");
    await expect(page.getByText("Your password has been changed.")).toBeVisible();
    // The passwords just typed are not left in their boxes.
    for (const label of ["Current password", "New password", "Confirm new password"])
      await expect(main.getByLabel(label, { exact: true })).toHaveValue("");
    // The owner is told by email, in case it was not them.
    const mail = (await hook(baseURL!, `/__test/mail?to=${encodeURIComponent(email)}`)) as Array<{ kind: string }>;
    expect(mail.map((m) => m.kind)).toContain("password-changed");

    // A new visit without the session: the old password is refused, the new one signs in.
    await page.context().clearCookies({ name: "pw_session" });
    await trySignIn(page, javaScriptEnabled, email, PASSWORD, "/account");
    await expect(page.getByText(/account sign-in was incorrect/)).toBeVisible();
    await signIn(page, javaScriptEnabled, email, "Fresh-Pass-2027");
    await expect(page).toHaveURL(/\/account$/);
  });

  test("password change: what is typed after a refusal stays while the page's data still loads", async ({
    page,
    shopServer,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "without JavaScript the refusal is a page of its own, loaded whole");
    const { email } = createCustomer(shopServer.dataDir);
    await signIn(page, javaScriptEnabled, email, PASSWORD, "/account/password");
    await ready(page, javaScriptEnabled);
    const main = page.locator("main");
    // The page's data, asked for again once the refusal is in: held until the shopper has typed again.
    const pageData = holdOnce(
      (request) => request.method() === "GET" && new URL(request.url()).pathname === "/account/password.data",
    );
    await page.route((url) => url.pathname === "/account/password.data", pageData.handler);

    await typePasswords(main, "not-my-password", "Fresh-Pass-2027");
    await main.getByRole("button", { name: "Change password" }).click();
    await pageData.held;
    await expect(main.getByText("The password doesn't match this account.")).toBeVisible();
    await expect(main.getByLabel("New password", { exact: true })).toHaveValue("");

    await typePasswords(main, PASSWORD, "Fresh-Pass-2027");
    const pageDataAnswered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/account/password.data",
    );
    await pageData.release();
    await pageDataAnswered;
    await page.waitForFunction(
      () =>
        (window as unknown as { __remixRouter: { state: { navigation: { state: string } } } }).__remixRouter.state
          .navigation.state === "idle",
    );
    await expect(main.getByLabel("Current password")).toHaveValue(PASSWORD);
    await expect(main.getByLabel("New password", { exact: true })).toHaveValue("Fresh-Pass-2027");
    await expect(main.getByLabel("Confirm new password")).toHaveValue("Fresh-Pass-2027");

    await main.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Your password has been changed.")).toBeVisible();
    for (const label of ["Current password", "New password", "Confirm new password"])
      await expect(main.getByLabel(label, { exact: true })).toHaveValue("");
    await expect(main.getByText("The password doesn't match this account.")).toHaveCount(0);
  });

  test("contact preferences are saved", async ({ page, shopServer, javaScriptEnabled }) => {
    const { email } = createCustomer(shopServer.dataDir);
    await signIn(page, javaScriptEnabled, email, PASSWORD, "/account/contact-preferences");
    await ready(page, javaScriptEnabled);
    const main = page.locator("main");
    await expect(main.getByLabel("Text message (SMS)")).not.toBeChecked();
    await main.getByLabel("Send me the newsletter with offers and training tips").check();
    await main.getByLabel("Text message (SMS)").check();
    await main.getByLabel("Post", { exact: true }).check();
    await main.getByRole("button", { name: "Save preferences" }).click();
    await expect(page.getByText("Your contact preferences have been saved.")).toBeVisible();
    await page.reload();
    await expect(main.getByLabel("Send me the newsletter with offers and training tips")).toBeChecked();
    await expect(main.getByLabel("Text message (SMS)")).toBeChecked();
    await expect(main.getByLabel("Post", { exact: true })).toBeChecked();
    await expect(main.getByLabel("Email", { exact: true })).not.toBeChecked();
  });
});

/** Ends the customer's sign-in in the backend: every token revoked (signed out elsewhere) or expired. */
function endSignIn(dataDir: string, email: string, how: "revoked" | "expired") {
  const db = new Database(join(dataDir, "commerce.sqlite"));
  db.pragma("busy_timeout = 5000");
  try {
    const change = how === "revoked" ? "revoked = 1" : "expires_at = '2000-01-01 00:00:00'";
    db.prepare(
      `UPDATE customer_tokens SET ${change} WHERE customer_id = (SELECT id FROM customers WHERE email = ?)`,
    ).run(email);
  } finally {
    db.close();
  }
}

const SIGN_IN_AGAIN = "Your sign-in has expired. Please sign in again: what you typed will be back in the form.";

/** On the sign-in page that leads back to `to`, with the message; signs in there and comes back. */
async function signInAgain(page: Page, javaScriptEnabled: boolean, email: string, to: string) {
  await expect(page).toHaveURL((url) => url.pathname === `/customer/account/login/referer/${encodeReferer(to)}`);
  await expect(page.getByText(SIGN_IN_AGAIN)).toBeVisible();
  await ready(page, javaScriptEnabled);
  const main = page.locator("main");
  await main.getByLabel("Email", { exact: true }).fill(email);
  await main.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await main.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL((url) => url.pathname === to);
  await ready(page, javaScriptEnabled);
}

test.describe("a form sent after the sign-in ended", () => {
  test("account details: sign in again, and the form comes back as typed", async ({
    page,
    shopServer,
    javaScriptEnabled,
  }) => {
    const { email } = createCustomer(shopServer.dataDir);
    await signIn(page, javaScriptEnabled, email, PASSWORD, "/account/details");
    await ready(page, javaScriptEnabled);
    const main = page.locator("main");
    await main.getByLabel("First name").fill("Robyn");
    await main.getByLabel("Mobile number (optional)").fill("07911 123456");
    await main.getByLabel("Fitness goal (optional)").selectOption("ENDURANCE");
    await main.getByLabel("Vegan").check();
    endSignIn(shopServer.dataDir, email, "revoked");
    await main.getByRole("button", { name: "Save details" }).click();

    await signInAgain(page, javaScriptEnabled, email, "/account/details");
    await expect(main.getByLabel("First name")).toHaveValue("Robyn");
    await expect(main.getByLabel("Mobile number (optional)")).toHaveValue("07911 123456");
    await expect(main.getByLabel("Fitness goal (optional)")).toHaveValue("ENDURANCE");
    await expect(main.getByLabel("Vegan")).toBeChecked();
    // Nothing was saved yet: the shopper saves now, signed in.
    await main.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByText("Your account details have been saved.")).toBeVisible();
    await page.reload();
    await expect(main.getByLabel("First name")).toHaveValue("Robyn");
    // The draft was given back once: a later visit shows what is saved.
    await expect(main.getByLabel("Mobile number (optional)")).toHaveValue("07911 123456");
  });

  test("on a shared device, the next customer to sign in never sees the previous one's typing", async ({
    page,
    shopServer,
    javaScriptEnabled,
  }) => {
    const first = createCustomer(shopServer.dataDir);
    const next = createCustomer(shopServer.dataDir);
    await signIn(page, javaScriptEnabled, first.email, PASSWORD, "/account/addresses/new");
    await ready(page, javaScriptEnabled);
    const main = page.locator("main");
    await main.getByLabel("Address line 1").fill("9 Private Mews");
    await main.getByLabel("Town or city").fill("Lewes");
    endSignIn(shopServer.dataDir, first.email, "expired");
    await main.getByRole("button", { name: "Save address" }).click();

    // The first shopper walks away; someone else signs in on the page they left.
    await signInAgain(page, javaScriptEnabled, next.email, "/account/addresses/new");
    await expect(main.getByLabel("Address line 1")).toHaveValue("");
    await expect(main.getByLabel("Town or city")).toHaveValue("");
    await expect(page.getByText("9 Private Mews")).toHaveCount(0);
  });

  test("new and edited addresses: sign in again, the address form comes back as typed", async ({
    page,
    shopServer,
    javaScriptEnabled,
  }) => {
    const { email } = createCustomer(shopServer.dataDir);
    await signIn(page, javaScriptEnabled, email, PASSWORD, "/account/addresses/new");
    await ready(page, javaScriptEnabled);
    const main = page.locator("main");
    await main.getByLabel("Address line 1").fill("22 Harbour Street");
    await main.getByLabel("Town or city").fill("Brighton");
    await main.getByLabel("Postcode").fill("BN1 1AA");
    await main.getByLabel("Phone number").fill("07400 123456");
    endSignIn(shopServer.dataDir, email, "expired");
    await main.getByRole("button", { name: "Save address" }).click();

    await signInAgain(page, javaScriptEnabled, email, "/account/addresses/new");
    await expect(main.getByLabel("Address line 1")).toHaveValue("22 Harbour Street");
    await expect(main.getByLabel("Town or city")).toHaveValue("Brighton");
    await expect(main.getByLabel("Postcode")).toHaveValue("BN1 1AA");
    await expect(main.getByLabel("Phone number")).toHaveValue("07400 123456");
    await main.getByRole("button", { name: "Save address" }).click();
    await expect(page).toHaveURL(/\/account\/addresses$/);
    await expect(card(page, "22 Harbour Street")).toContainText("Brighton");

    await card(page, "22 Harbour Street").getByRole("link", { name: "Edit" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit address" })).toBeVisible();
    const editPath = new URL(page.url()).pathname;
    await ready(page, javaScriptEnabled);
    await main.getByLabel("Town or city").fill("Hove");
    endSignIn(shopServer.dataDir, email, "revoked");
    await main.getByRole("button", { name: "Save address" }).click();
    await signInAgain(page, javaScriptEnabled, email, editPath);
    await expect(main.getByLabel("Town or city")).toHaveValue("Hove");
    await expect(main.getByLabel("Address line 1")).toHaveValue("22 Harbour Street");
  });

  test("deleting an address after the sign-in ended asks to sign in, then back to the question", async ({
    page,
    shopServer,
    javaScriptEnabled,
  }) => {
    const { email } = createCustomer(shopServer.dataDir);
    await signIn(page, javaScriptEnabled, email, PASSWORD, "/account/addresses");
    await card(page, "Hauptstraße 7")
      .getByRole("link", { name: /^Delete/ })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Delete this address?" })).toBeVisible();
    const deletePath = new URL(page.url()).pathname;
    await ready(page, javaScriptEnabled);
    endSignIn(shopServer.dataDir, email, "expired");
    await page.locator("main").getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === `/customer/account/login/referer/${encodeReferer(deletePath)}`,
    );
    await expect(page.getByText(/Your sign-in has expired\. Please sign in again\.$/)).toBeVisible();
    await ready(page, javaScriptEnabled);
    const main = page.locator("main");
    await main.getByLabel("Email", { exact: true }).fill(email);
    await main.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await main.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL((url) => url.pathname === deletePath);
    await expect(page.locator("main address")).toContainText("Hauptstraße 7");
  });
});
