// The delivery step of a customer whose address book holds addresses the store does not deliver to
// (a UK address in the French store), without JavaScript: a new address may still go in the book.
import { describe, expect, it } from "vitest";
import { CHECKOUT_SPEC_PRODUCT } from "../../backend/seed/fixtures-checkout.js";
import { useShop, type Answer } from "./harness";
import { renderPage } from "./render";
import { loadRoot, loadScreen } from "./screen";

const shop = useShop();

const straps = [{ sku: CHECKOUT_SPEC_PRODUCT.sku, quantity: 1 }];
const KOELN = {
  firstname: "Perks",
  lastname: "Tester",
  street: ["Friesenplatz 17"],
  city: "Köln",
  postcode: "50672",
  country_code: "DE",
  telephone: "+49 221 123456",
};

/**
 * A new customer with a default address in Manchester (and, with `withKoeln`, one in Köln), signed
 * in with a basket of the French store: the session's cookie, and the ids of the addresses.
 */
async function customerInFrance(withKoeln: boolean) {
  const made = (await (await fetch(`${shop.config.commerceUrl}/__test/card-customer`, { method: "POST" })).json()) as {
    email: string;
    password: string;
  };
  const { generateCustomerToken } = await shop.gql(
    "mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }",
    { e: made.email, p: made.password },
  );
  const auth = { Authorization: `Bearer ${generateCustomerToken.token}` };
  const koeln = withKoeln
    ? (
        await shop.gql(
          "mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }",
          { input: KOELN },
          auth,
        )
      ).createCustomerAddress.id
    : null;
  const { customer } = await shop.gql("{ customer { addresses { id country_code } } }", {}, auth);
  const manchester = customer.addresses.find((a: { country_code: string }) => a.country_code === "GB").id;
  const basket = await shop.basketSession(straps, "fr");
  const cookie = await shop.signIn(made, basket.cookie);
  return { cookie, manchester: String(manchester), koeln: koeln === null ? null : String(koeln) };
}

async function deliveryPage(cookie: string, answer?: Answer) {
  const module = await loadScreen("checkout.delivery");
  const path = "/fr/checkout/delivery";
  const [root, page] = await Promise.all([
    shop.load(await loadRoot(), path, { cookie }),
    shop.load(module, path, { cookie }),
  ]);
  expect(page.status).toBe(200);
  return renderPage(module, { path, root: root.data, loaderData: page.data, actionData: answer?.data });
}

describe("a customer whose saved addresses are all abroad", () => {
  it("types a new address with the box to keep it in the address book, as other customers do", async () => {
    const { cookie } = await customerInFrance(false);
    const page = await deliveryPage(cookie);
    // No choice of saved addresses (none is deliverable here)...
    expect(page.querySelectorAll('input[name="addressId"]')).toHaveLength(0);
    // ...but the new address may be kept, the box not ticked.
    const box = page.querySelector<HTMLInputElement>('input[type="checkbox"][name="saveInBook"]');
    expect(box, "the save in address book box").not.toBeNull();
    expect(page.querySelector(`label[for="${box!.id}"]`)?.textContent).toBe("Enregistrer dans mon carnet d’adresses");
    expect(box!.hasAttribute("checked")).toBe(false);
  });
});
