// A German address on a stock Magento 2.4.7 backend, JS on and off: Magento has no house number field,
// so the shop writes the number into the first street line; when the shopper edits the address, the
// street and the number come back in their own fields, and saving it again keeps one number. The same
// for the checkout's delivery address, printed as Germany writes it ("Friedrichstraße 12a").
import { CHECKOUT_SPEC_PRODUCT } from "../../backend/seed/fixtures-checkout";
import { signInAs, ready } from "../account-helpers";
import { backendGraphQL, expect, test } from "./fixtures";

const PASSWORD = "Strong-Pass-2026";
let counter = 0;

test("a German address keeps its house number in its own field when edited", async ({ page, baseURL }, testInfo) => {
  const javaScriptEnabled = testInfo.project.use.javaScriptEnabled !== false;
  const email = `core-house-${testInfo.project.name}-${Date.now()}-${++counter}@example.com`;
  await backendGraphQL(
    baseURL!,
    `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
    { input: { firstname: "Hanna", lastname: "Haus", email, password: PASSWORD } },
  );
  await signInAs(page, javaScriptEnabled, { email, password: PASSWORD });

  const main = page.locator("main");
  const field = (label: string) => main.getByLabel(label, { exact: true });
  await page.goto("/de/account/addresses/new");
  await ready(page, javaScriptEnabled);
  await field("Straße").fill("Friedrichstraße");
  await field("Hausnummer").fill("12a");
  await field("Postleitzahl").fill("10117");
  await field("Ort").fill("Berlin");
  await field("Telefonnummer").fill("030 1234567");
  await main.getByRole("button", { name: "Adresse speichern" }).click();
  await expect(page.getByRole("status").getByText("Die Adresse wurde gespeichert.")).toBeVisible();
  await expect(main.getByText("Friedrichstraße 12a")).toBeVisible();

  await main.getByRole("link", { name: /Adresse .*Friedrichstraße 12a.* bearbeiten/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Adresse bearbeiten" })).toBeVisible();
  await ready(page, javaScriptEnabled);
  await expect(field("Straße")).toHaveValue("Friedrichstraße");
  await expect(field("Hausnummer")).toHaveValue("12a");
  await field("Ort").fill("Berlin-Mitte");
  await main.getByRole("button", { name: "Adresse speichern" }).click();
  await expect(page.getByRole("status").getByText("Die Adresse wurde gespeichert.")).toBeVisible();
  await expect(main.getByText("Berlin-Mitte")).toBeVisible();
  await expect(main.getByText("Friedrichstraße 12a")).toBeVisible();
  await expect(main.getByText(/12a 12a/)).toHaveCount(0);
});

test("a guest's German delivery address keeps its house number after the street, and in its own field", async ({
  page,
  session,
}, testInfo) => {
  const javaScriptEnabled = testInfo.project.use.javaScriptEnabled !== false;
  await session.useBasket("de", [{ sku: CHECKOUT_SPEC_PRODUCT.sku, quantity: 1 }]);
  const main = page.locator("main");
  await page.goto("/de/checkout/information");
  await ready(page, javaScriptEnabled);
  await main.getByLabel("E-Mail-Adresse").fill(`core-house-guest-${Date.now()}-${++counter}@example.com`);
  await main.getByRole("button", { name: "Weiter zur Lieferung" }).click();
  await expect(page).toHaveURL(/\/de\/checkout\/delivery$/);
  await ready(page, javaScriptEnabled);
  await main.getByLabel("Vorname").fill("Jonas");
  await main.getByLabel("Nachname").fill("Läufer");
  await main.getByLabel("Straße", { exact: true }).fill("Friedrichstraße");
  await main.getByLabel("Hausnummer").fill("12a");
  await main.getByLabel("Postleitzahl").fill("10117");
  await main.getByLabel("Ort", { exact: true }).fill("Berlin");
  await main.getByLabel("Telefonnummer").fill("030 1234567");
  await main.getByRole("button", { name: "Versandarten anzeigen" }).click();
  await ready(page, javaScriptEnabled);
  await main.getByRole("radio").first().check();
  await main.getByRole("button", { name: "Weiter zu Prüfen und bezahlen" }).click();
  await expect(page).toHaveURL(/\/de\/checkout\/review$/);
  await expect(main.getByText("Friedrichstraße 12a").first()).toBeVisible();
  await expect(main.getByText("12a Friedrichstraße")).toHaveCount(0);

  // Back to the delivery step: the street and the number in their own fields, as typed.
  await page.goto("/de/checkout/delivery");
  await ready(page, javaScriptEnabled);
  await expect(main.getByLabel("Straße", { exact: true })).toHaveValue("Friedrichstraße");
  await expect(main.getByLabel("Hausnummer")).toHaveValue("12a");
});
