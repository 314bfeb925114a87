// A new password under the store view's own rules (storeConfig minimum_password_length and
// required_character_classes_number, which the backend enforces): the forms check the same numbers
// before the backend is asked, answer a refusal next to the field, and give the page the numbers its
// hint and errors name.
import { afterEach, describe, expect, it } from "vitest";
import { fieldErrorsOf, keptInputOf, useShop } from "./harness";
import { loadScreen } from "./screen";

const shop = useShop();

/** The default store view asks 12 characters of all four classes. */
function stricterRules() {
  shop.backend.services.stores.setConfig("default", "minimum_password_length", "12");
  shop.backend.services.stores.setConfig("default", "required_character_classes_number", "4");
}

/** The seed's: Magento's defaults. */
function seededRules() {
  shop.backend.services.stores.setConfig("default", "minimum_password_length", "8");
  shop.backend.services.stores.setConfig("default", "required_character_classes_number", "3");
}

async function ownCustomer() {
  const made = (await (await fetch(`${shop.config.commerceUrl}/__test/perks-customer`, { method: "POST" })).json()) as {
    email: string;
    password: string;
  };
  return { ...made, cookie: await shop.signIn(made) };
}

const newAccount = (password: string) => ({
  firstname: "Robin",
  lastname: "Runner",
  email: "robin.rules@example.com",
  password,
  passwordConfirmation: password,
});

describe("a new password under the store's rules", () => {
  afterEach(seededRules);

  it("create account: the page names the store's numbers; a password long enough for Magento's default is refused", async () => {
    stricterRules();
    const screen = await loadScreen("customer.create");
    const page = await shop.load(screen, "/customer/account/create");
    expect(page.data.passwordTexts).toEqual({ min: 12, classes: 4 });

    const short = await shop.submit(screen, "/customer/account/create", newAccount("Strong-Pass"));
    expect(short.status).toBe(400);
    expect(fieldErrorsOf(short).password).toEqual(["passwordMinLength"]);
    expect(keptInputOf(short)).not.toHaveProperty("password");
    const threeClasses = await shop.submit(screen, "/customer/account/create", newAccount("Strong-Pass-word"));
    expect(fieldErrorsOf(threeClasses).password).toEqual(["passwordClasses"]);
    const available = await shop.gql(`query($e: String!) { isEmailAvailable(email: $e) { is_email_available } }`, {
      e: "robin.rules@example.com",
    });
    expect(available.isEmailAvailable.is_email_available).toBe(true);

    const made = await shop.submit(screen, "/customer/account/create", newAccount("Strong-Pass-2026"));
    expect(made.status).toBe(303);
  });

  it("change password: the store's minimum is checked next to the field, before the backend", async () => {
    stricterRules();
    const customer = await ownCustomer();
    const screen = await loadScreen("account.password");
    const page = await shop.load(screen, "/account/password", { cookie: customer.cookie });
    expect(page.data.passwordTexts).toEqual({ min: 12, classes: 4 });
    const short = await shop.submit(
      screen,
      "/account/password",
      { currentPassword: customer.password, password: "New-Pass-26", passwordConfirmation: "New-Pass-26" },
      { cookie: customer.cookie },
    );
    expect(short.status).toBe(400);
    expect(fieldErrorsOf(short).password).toEqual(["passwordMinLength"]);
  });

  it("the seeded store view names Magento's defaults", async () => {
    const page = await shop.load(await loadScreen("customer.create"), "/customer/account/create");
    expect(page.data.passwordTexts).toEqual({ min: 8, classes: 3 });
  });
});
