// The delivery step of a customer whose address book holds addresses the store does not deliver to
// (a UK address in the French store), without JavaScript: a new address may still go in the book,
// and a post naming such an address (a page from before it moved abroad) is refused beside the
// address choice, in the store's language, with the input kept and the cart untouched.
import { describe, expect, it } from "vitest";
import { CHECKOUT_SPEC_PRODUCT } from "../../backend/seed/fixtures-checkout.js";
import { fieldErrorsOf, keptInputOf, useShop, type Answer } from "./harness";
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

describe("a post naming a saved address the store does not deliver to", () => {
  it("is refused beside the address choice, in French, the input kept and the cart untouched", async () => {
    const { cookie, manchester } = await customerInFrance(true);
    const screen = await loadScreen("checkout.delivery");
    const writes = shop.writes();
    for (const intent of ["address", "continue"]) {
      const posted = { addressId: manchester, intent, method: "flatrate_flatrate", firstname: "Nia" };
      const refused = await shop.submit(screen, "/fr/checkout/delivery", posted, { cookie });
      expect(refused.status, intent).toBe(400);
      expect(fieldErrorsOf(refused).addressId, intent).toEqual(["addressNotDelivered"]);
      expect(keptInputOf(refused), intent).toMatchObject(posted);
    }
    // Nothing reached the cart: no address was set, so the backend wrote nothing.
    expect(shop.writes()).toBe(writes);
  });

  it("shows the reason under the question «Livrer à», which it describes", async () => {
    const { cookie, manchester } = await customerInFrance(true);
    const refused = await shop.submit(
      await loadScreen("checkout.delivery"),
      "/fr/checkout/delivery",
      { addressId: manchester, intent: "continue" },
      { cookie },
    );
    const page = await deliveryPage(cookie, refused);
    const choice = page.querySelector<HTMLFieldSetElement>("fieldset.address-choice")!;
    expect(choice.querySelector("legend")?.textContent).toBe("Livrer à");
    const described = choice.getAttribute("aria-describedby");
    expect(described).toBeTruthy();
    expect(page.querySelector(`#${described}`)?.textContent).toBe(
      "Cette boutique ne livre pas à cette adresse. Veuillez en choisir une autre ou saisir une nouvelle adresse.",
    );
    // Only the addresses it delivers to are offered: Köln, chosen, and a new one.
    const offered = Array.from(page.querySelectorAll<HTMLInputElement>('input[name="addressId"]'));
    expect(offered.map((radio) => radio.value)).not.toContain(manchester);
  });

  it("is refused even when the customer has no address the store delivers to", async () => {
    const { cookie, manchester } = await customerInFrance(false);
    const refused = await shop.submit(
      await loadScreen("checkout.delivery"),
      "/fr/checkout/delivery",
      { addressId: manchester, intent: "continue" },
      { cookie },
    );
    expect(refused.status).toBe(400);
    const page = await deliveryPage(cookie, refused);
    expect(page.querySelector("form [role=alert]")?.textContent).toContain(
      "Cette boutique ne livre pas à cette adresse.",
    );
  });
});
