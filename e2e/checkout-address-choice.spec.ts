// The delivery step's address book in a store that does not deliver everywhere: a customer whose
// default address is in the UK and who has another in Germany, in the French store, starts with the
// German one chosen and its delivery options listed; the UK one is not offered. js and nojs.
import { DEMO_CUSTOMER, ready, signInAs } from "./account-helpers";
import { expect, seed, test } from "./fixtures";
import { freshCustomer, graphql } from "./shop-api";

const { CREATINE } = seed;

test("in the French store the German address is chosen, not the UK default it cannot deliver to", async ({
  page,
  baseURL,
  session,
  javaScriptEnabled,
}) => {
  // A customer of this test's own, with the demo customer's kind of address book (a UK default
  // and a German address): the demo customer's basket is shared with other specs running at once.
  const customer = await freshCustomer(baseURL!, "card-customer");
  const added = await graphql(
    baseURL!,
    "mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }",
    {
      input: {
        firstname: "Perks",
        lastname: "Tester",
        street: ["Friesenplatz 17"],
        city: "Köln",
        postcode: "50672",
        country_code: "DE",
        telephone: "+49 221 123456",
      },
    },
    customer.token,
  );
  expect(added.createCustomerAddress.id).toBeTruthy();
  expect(customer.email).not.toBe(DEMO_CUSTOMER.email);

  await session.useBasket("fr", [{ sku: CREATINE.sku, quantity: 1 }]);
  await signInAs(page, javaScriptEnabled, customer);
  await page.goto("/fr/checkout/delivery");
  await expect(page).toHaveURL(/\/fr\/checkout\/delivery$/);
  await ready(page, javaScriptEnabled);

  const main = page.locator("main");
  const saved = main.getByTestId("saved-address");
  await expect(saved.filter({ hasText: "Köln" }).getByRole("radio")).toBeChecked();
  await expect(saved.filter({ hasText: "Manchester" })).toHaveCount(0);
  await expect(main.getByTestId("shipping-method").first().getByRole("radio")).toBeChecked();
  await expect(main.getByText("Nous ne livrons pas à cette adresse")).toHaveCount(0);
});
