// A signed-in customer's basket in any store view is theirs: after switching store with the header's
// switcher, or adding in another store than the one they signed in on, the checkout takes their
// address book and a new address, and the order is placed (js and nojs). The customer is one of the
// test's own, like the demo one (a UK default address) with a Berlin address added, so orders placed
// here never change the demo customer's order history that other specs read.
import type { Page } from "@playwright/test";
import { CHECKOUT_SPEC_PRODUCT } from "../backend/seed/fixtures-checkout";
import { ready, signInAs } from "./account-helpers";
import { closeMiniBasket, expect, test } from "./fixtures";

const main = (page: Page) => page.locator("main");

async function graphql(baseURL: string, query: string, variables: Record<string, unknown>, token?: string) {
  const response = await fetch(new URL("/graphql", baseURL), {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: any; errors?: Array<{ message: string }> };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join("; "));
  return body.data;
}

/** A new customer with a UK default address and a second one in Berlin. */
async function customerWithBerlinAddress(baseURL: string) {
  const customer = (await (await fetch(new URL("/__test/card-customer", baseURL), { method: "POST" })).json()) as {
    email: string;
    password: string;
  };
  const { generateCustomerToken } = await graphql(
    baseURL,
    "mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }",
    { e: customer.email, p: customer.password },
  );
  await graphql(
    baseURL,
    `
      mutation ($a: CustomerAddressInput!) {
        createCustomerAddress(input: $a) {
          id
        }
      }
    `,
    {
      a: {
        firstname: "Alex",
        lastname: "Berlin",
        street: ["Torstraße"],
        house_number: "125",
        city: "Berlin",
        postcode: "10119",
        country_code: "DE",
        telephone: "+49 30 901820",
      },
    },
    generateCustomerToken.token,
  );
  return customer;
}

async function addStraps(page: Page, javaScriptEnabled: boolean, productPath: string, button: RegExp) {
  await page.goto(productPath);
  await ready(page, javaScriptEnabled);
  await main(page).getByRole("button", { name: button }).first().click();
  await expect(page.getByTestId("basket-link")).toContainText(/[1-9]/);
  await closeMiniBasket(page, javaScriptEnabled);
}

/** The header's store selector: a disclosure without JavaScript, a popup with it. */
async function switchStore(page: Page, store: string, javaScriptEnabled: boolean) {
  await ready(page, javaScriptEnabled);
  await page.getByTestId("store-preferences").click();
  const form = javaScriptEnabled
    ? page.getByRole("dialog", { name: /^(Store and currency|Shop und Währung)$/ })
    : page.locator("details.store-preferences");
  await form.getByLabel(/^(Store|Shop)$/).selectOption(store);
  await form.getByRole("button", { name: /^(Save preferences|Einstellungen speichern)$/ }).click();
}

interface Words {
  /** "Show delivery options", or "Update delivery options" when options are already listed */
  saveAddress: RegExp;
  continue: string;
  newAddress: string;
  bankTransfer: string;
  terms: RegExp;
  place: string;
  thanks: string;
}

const GERMAN: Words = {
  saveAddress: /^(Versandarten anzeigen|Versandarten aktualisieren)$/,
  continue: "Weiter zu Prüfen und bezahlen",
  newAddress: "Neue Adresse verwenden",
  bankTransfer: "Banküberweisung",
  terms: /Ich habe die AGB/,
  place: "Zahlungspflichtig bestellen",
  thanks: "Vielen Dank für Ihre Bestellung!",
};

const ENGLISH: Words = {
  saveAddress: /^(Show delivery options|Update delivery options)$/,
  continue: "Continue to review and pay",
  newAddress: "Use a new address",
  bankTransfer: "Bank transfer",
  terms: /I have read and accept the terms/,
  place: "Place order",
  thanks: "Thank you for your order!",
};

/** From the basket's checkout to the success page, delivering to `deliverTo` (a saved address or a new one). */
async function checkOut(
  page: Page,
  javaScriptEnabled: boolean,
  prefix: string,
  words: Words,
  deliverTo: { saved: string } | { fill: (page: Page) => Promise<void> },
) {
  await page.goto(`${prefix}/checkout`);
  // Signed in: no email step, straight to delivery with the address book.
  await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/delivery$`));
  await ready(page, javaScriptEnabled);
  const saved = main(page).getByTestId("saved-address");
  if ("saved" in deliverTo) {
    await saved.filter({ hasText: deliverTo.saved }).getByRole("radio").check();
    if (!javaScriptEnabled) await main(page).getByRole("button", { name: words.saveAddress }).click();
  } else {
    await main(page).getByRole("radio", { name: words.newAddress }).check();
    await deliverTo.fill(page);
    // Without JavaScript the new address is saved first; with it, the options listed for the saved
    // address chosen at first stand while the new one is in the same country.
    if (!javaScriptEnabled) await main(page).getByRole("button", { name: words.saveAddress }).click();
  }
  await expect(main(page).getByTestId("shipping-method").first()).toBeVisible();
  await ready(page, javaScriptEnabled);
  await main(page).getByRole("button", { name: words.continue }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/review$`));
  await ready(page, javaScriptEnabled);
  await page.getByTestId("payment-choice").filter({ hasText: words.bankTransfer }).click();
  await page.getByLabel(words.terms).check();
  await page.getByRole("button", { name: words.place }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/success$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.thanks);
  await expect(page.getByTestId("order-number")).toHaveText(/\d{9}/);
}

test("a signed-in customer switches to Deutschland and checks out with a saved address, then a new one", async ({
  page,
  baseURL,
  javaScriptEnabled,
}) => {
  const customer = await customerWithBerlinAddress(baseURL!);
  await signInAs(page, javaScriptEnabled, customer);
  await addStraps(page, javaScriptEnabled, `/products/${CHECKOUT_SPEC_PRODUCT.urlKey}`, /^Add to basket/);

  await switchStore(page, "de", javaScriptEnabled);
  await expect(page).toHaveURL(new RegExp(`/de/produkte/${CHECKOUT_SPEC_PRODUCT.urlKey}`));
  await expect(page.getByTestId("basket-link")).toContainText("1");

  await checkOut(page, javaScriptEnabled, "/de", GERMAN, { saved: "Berlin" });
  // The confirmation repeats the whole address: the house number kept apart is not lost.
  await expect(page.locator("address").first()).toContainText("Torstraße 125");

  await addStraps(page, javaScriptEnabled, `/de/produkte/${CHECKOUT_SPEC_PRODUCT.urlKey}`, /^In den Warenkorb/);
  await checkOut(page, javaScriptEnabled, "/de", GERMAN, {
    fill: async (p) => {
      const form = main(p);
      const field = (name: string | RegExp) => form.getByRole("textbox", { name, exact: typeof name === "string" });
      await field("Vorname").fill("Kim");
      await field("Nachname").fill("Neu");
      await field("Straße").fill("Kastanienallee");
      await field("Hausnummer").fill("7");
      await field("Postleitzahl").fill("10435");
      await field("Ort").fill("Berlin");
      await field(/^Telefonnummer/).fill("030 4404400");
    },
  });
  await expect(page.locator("address").first()).toContainText("Kastanienallee 7");
  // No backend wording reached the shopper on the way.
  await expect(page.getByText(/customer address id|No such entity/)).toHaveCount(0);
});

test("signed in on the UK shop, a basket made in the Irish store is theirs and checks out", async ({
  page,
  baseURL,
  javaScriptEnabled,
}) => {
  const customer = await customerWithBerlinAddress(baseURL!);
  await signInAs(page, javaScriptEnabled, customer);
  await addStraps(page, javaScriptEnabled, `/ie/products/${CHECKOUT_SPEC_PRODUCT.urlKey}`, /^Add to basket/);
  await checkOut(page, javaScriptEnabled, "/ie", ENGLISH, { saved: "Berlin" });
});
