// The delivery step's address book in a store that does not deliver everywhere: a customer whose
// default address is in the UK and who has another in Germany, in the French store, starts with the
// German one chosen and its delivery options listed; the UK one is not offered. A customer with only
// the UK address may still keep a new one in the address book, and a saved address that moved
// abroad while the page was open is refused beside the choice. js and nojs.
import { DEMO_CUSTOMER, ready, signInAs } from "./account-helpers";
import { expect, seed, test } from "./fixtures";
import { freshCustomer, graphql } from "./shop-api";

const { CREATINE } = seed;

/** The German address of the customers here (the card customer's default is in Manchester). */
const KOELN = {
  firstname: "Perks",
  lastname: "Tester",
  street: ["Friesenplatz 17"],
  city: "Köln",
  postcode: "50672",
  country_code: "DE",
  telephone: "+49 221 123456",
};

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
    { input: KOELN },
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

test("in the French store a customer whose only address is in the UK may keep a new one in the address book", async ({
  page,
  baseURL,
  session,
  javaScriptEnabled,
}) => {
  const customer = await freshCustomer(baseURL!, "card-customer");
  await session.useBasket("fr", [{ sku: CREATINE.sku, quantity: 1 }]);
  await signInAs(page, javaScriptEnabled, customer);
  await page.goto("/fr/checkout/delivery");
  await ready(page, javaScriptEnabled);

  const main = page.locator("main");
  // The UK address is not offered here: the shopper types one, as other customers may.
  await expect(main.getByTestId("saved-address")).toHaveCount(0);
  const keep = main.getByLabel("Enregistrer dans mon carnet d’adresses");
  await expect(keep).not.toBeChecked();
  await main.getByLabel("Adresse", { exact: true }).fill("12 rue de Rivoli");
  await main.getByLabel("Ville").fill("Paris");
  await main.getByLabel("Code postal").fill("75001");
  await main.getByLabel("Téléphone").fill("06 12 34 56 78");
  await main.getByRole("button", { name: "Voir les modes de livraison" }).click();
  await expect(main.getByTestId("shipping-method").first().getByRole("radio")).toBeChecked();
  await ready(page, javaScriptEnabled);
  await keep.check();
  await main.getByRole("button", { name: "Continuer vers la vérification et le paiement" }).click();
  await expect(page).toHaveURL(/\/fr\/checkout\/review$/);

  // The order placed, the new address is in the book beside the UK one.
  await ready(page, javaScriptEnabled);
  await page.getByTestId("payment-choice").filter({ hasText: "Virement bancaire" }).click();
  await main.getByLabel(/J’ai lu et j’accepte/).check();
  await main.getByRole("button", { name: "Passer la commande" }).click();
  await expect(page).toHaveURL(/\/fr\/checkout\/success$/);
  const book = await graphql(baseURL!, "{ customer { addresses { city country_code } } }", {}, customer.token);
  expect(book.customer.addresses).toEqual(
    expect.arrayContaining([
      { city: "Manchester", country_code: "GB" },
      { city: "Paris", country_code: "FR" },
    ]),
  );
});

test("a saved address that moved abroad while the page was open is refused beside the address choice", async ({
  page,
  baseURL,
  session,
  javaScriptEnabled,
}) => {
  const customer = await freshCustomer(baseURL!, "card-customer");
  const addAddress = (input: typeof KOELN) =>
    graphql(
      baseURL!,
      "mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }",
      { input },
      customer.token,
    );
  const added = await addAddress(KOELN);
  await addAddress({ ...KOELN, street: ["Unter den Linden 5"], city: "Berlin", postcode: "10117" });
  await session.useBasket("fr", [{ sku: CREATINE.sku, quantity: 1 }]);
  await signInAs(page, javaScriptEnabled, customer);
  await page.goto("/fr/checkout/delivery");
  await ready(page, javaScriptEnabled);
  const main = page.locator("main");
  await expect(main.getByTestId("saved-address").filter({ hasText: "Köln" }).getByRole("radio")).toBeChecked();
  await expect(main.getByTestId("shipping-method").first().getByRole("radio")).toBeChecked();

  // Meanwhile, on another device, the customer moves that address to Manchester.
  await graphql(
    baseURL!,
    "mutation ($id: Int!, $input: CustomerAddressInput!) { updateCustomerAddress(id: $id, input: $input) { id } }",
    {
      id: added.createCustomerAddress.id,
      input: { street: ["2 Deansgate"], city: "Manchester", postcode: "M3 1AZ", country_code: "GB" },
    },
    customer.token,
  );
  await main.getByRole("button", { name: "Continuer vers la vérification et le paiement" }).click();

  // The reason is under the question, whose choices (Berlin, a new address) stay to choose from.
  const choice = main.getByRole("group", { name: "Livrer à" });
  await expect(choice.getByTestId("saved-address").filter({ hasText: "Berlin" })).toBeVisible();
  await expect(choice.getByTestId("saved-address").filter({ hasText: /Köln|Manchester/ })).toHaveCount(0);
  await expect(choice).toContainText(
    "Cette boutique ne livre pas à cette adresse. Veuillez en choisir une autre ou saisir une nouvelle adresse.",
  );
  await expect(page).toHaveURL(/\/fr\/checkout\/delivery$/);
  await expect(main.getByText("Veuillez vérifier l’adresse")).toHaveCount(0);
});
