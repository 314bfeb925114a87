// click and collect. In /es a guest searches a Spanish town, sees the collection
// points in kilometres with their hours and whether they are open now, chooses one with the
// collector's name and mobile number and goes on to review and pay; the point is then the cart's
// delivery address. Distances in miles in the British store; an unknown town explained; a bad
// mobile number refused with the input kept. js and nojs.
import type { Page } from "@playwright/test";
import { COLLECT_SEARCHES, COLLECTION_POINTS } from "../backend/seed/fixtures-clickcollect";
import { DEMO_CUSTOMER, signInAs, submitSignIn } from "./account-helpers";
import { expect, seed, test } from "./fixtures";

const { CREATINE } = seed;
const spanishPoints = COLLECTION_POINTS.filter((p) => p.country === "ES");
const chamberi = COLLECTION_POINTS.find((p) => p.code === "ES-MAD-03")!;
/** Part A's link from the delivery step to the finder, in Spanish. */
const DELIVERY_TO_COLLECT = "Recoger en un punto de recogida";

async function ready(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

async function graphql<T>(baseURL: string, store: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(new URL("/graphql", baseURL), {
    method: "POST",
    headers: { "Content-Type": "application/json", Store: store },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** A guest basket whose email step is done (the finder's guard asks for it). */
async function guestWithEmail(
  session: Parameters<Parameters<typeof test>[2]>[0]["session"],
  baseURL: string,
  store: "es" | "default" = "es",
) {
  const cartId = await session.useBasket(store, [{ sku: CREATINE.sku, quantity: 1 }]);
  await graphql(
    baseURL,
    store,
    `
      mutation ($id: String!) {
        setGuestEmailOnCart(input: { cart_id: $id, email: "collector@example.com" }) {
          cart {
            email
          }
        }
      }
    `,
    { id: cartId },
  );
  return cartId;
}

/** The Spanish finder's collector: Lucía García with `mobile`, sent with the chosen point. */
async function fillCollector(page: Page, mobile: string) {
  await page.getByLabel("Nombre").fill("Lucía");
  await page.getByLabel("Apellidos").fill("García");
  await page.getByLabel("Número de móvil").fill(mobile);
  await page.getByRole("button", { name: "Recoger aquí y continuar" }).click();
}

async function search(page: Page, label: string, button: string, text: string) {
  await page.getByLabel(label).fill(text);
  await page.getByRole("button", { name: button }).click();
}

test("in /es a guest finds points near Madrid in km with hours and open or closed, chooses one and goes on to review", async ({
  page,
  session,
  baseURL,
  javaScriptEnabled,
}) => {
  const cartId = await session.useBasket("es", [{ sku: CREATINE.sku, quantity: 1 }]);
  // Through the information step as a guest, then from delivery to the finder.
  await page.goto("/es/checkout");
  await expect(page).toHaveURL(/\/es\/checkout\/information$/);
  await ready(page, javaScriptEnabled);
  await page.locator("main").getByLabel("Correo electrónico").fill("lucia@example.com");
  await page.locator("main").getByRole("button", { name: "Continuar con la entrega" }).click();
  await expect(page).toHaveURL(/\/es\/checkout\/delivery$/);
  await ready(page, javaScriptEnabled);
  await page.getByRole("link", { name: DELIVERY_TO_COLLECT }).click();
  await expect(page).toHaveURL(/\/es\/checkout\/delivery\/collect$/);
  await ready(page, javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1, name: "Recoge tu pedido" })).toBeVisible();
  await expect(page).toHaveTitle(/Click & Collect/);
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", "NOINDEX,NOFOLLOW");

  await search(page, "Ciudad o código postal", "Buscar puntos", COLLECT_SEARCHES.madrid.search);
  await expect(page).toHaveURL(/\/es\/checkout\/delivery\/collect\?q=Madrid$/);
  const cards = page.getByTestId("collection-point");
  await expect(cards).toHaveCount(spanishPoints.length);
  await expect(
    page.getByRole("heading", { name: `${spanishPoints.length} puntos de recogida cerca de «Madrid»` }),
  ).toBeVisible();
  // nearest first, in kilometres
  const nearest = await cards.evaluateAll((els) => els.slice(0, 3).map((el) => el.getAttribute("data-code")));
  expect(nearest).toEqual([...COLLECT_SEARCHES.madrid.nearest]);
  for (const card of await cards.all()) await expect(card).toContainText(/\d km/);
  await expect(cards.first()).not.toContainText(/\d mi/);
  // the week's hours with today marked, and open or closed now
  const first = cards.first();
  await expect(first.getByRole("row")).toHaveCount(7);
  await expect(first.locator('tr[aria-current="date"]')).toHaveCount(1);
  await expect(first.getByText(/^(Abierto ahora|Cerrado ahora)$/)).toBeVisible();
  const locker = cards.filter({ hasText: "Taquilla Atocha" });
  await expect(locker.getByText("Abierto ahora")).toBeVisible(); // open 24 hours
  await expect(locker).toContainText("Abierto 24 horas, los 7 días de la semana");

  await page.getByRole("radio", { name: new RegExp(chamberi.name) }).check();
  await page.getByLabel("Nombre").fill("Lucía");
  await page.getByLabel("Apellidos").fill("García");
  await page.getByLabel("Número de móvil").fill("612 345 678");
  await page.getByRole("button", { name: "Recoger aquí y continuar" }).click();
  await expect(page).toHaveURL(/\/es\/checkout\/review$/);

  // The point is the cart's delivery address, with the collector's name and mobile number.
  const { cart } = await graphql<{ cart: { shipping_addresses: Array<Record<string, unknown>> } }>(
    baseURL!,
    "es",
    `
      query ($id: String!) {
        cart(cart_id: $id) {
          shipping_addresses {
            firstname
            lastname
            company
            street
            city
            postcode
            telephone
            pickup_location_code
            country {
              code
            }
            selected_shipping_method {
              carrier_code
            }
          }
        }
      }
    `,
    { id: cartId },
  );
  expect(cart.shipping_addresses[0]).toEqual({
    firstname: "Lucía",
    lastname: "García",
    company: chamberi.name,
    street: [chamberi.street],
    city: chamberi.city,
    postcode: chamberi.postcode,
    telephone: "+34612345678",
    pickup_location_code: chamberi.code,
    country: { code: "ES" },
    selected_shipping_method: { carrier_code: "clickcollect" },
  });

  // Back at the finder, the point is marked as the current choice and the collector filled in.
  await page.goto(`/es/checkout/delivery/collect?q=${encodeURIComponent(chamberi.postcode)}`);
  await ready(page, javaScriptEnabled);
  const chosen = page.getByTestId("collection-point").filter({ hasText: chamberi.name });
  await expect(chosen.getByText("Tu elección actual")).toBeVisible();
  await expect(page.getByRole("radio", { name: new RegExp(chamberi.name) })).toBeChecked();
  await expect(page.getByLabel("Nombre")).toHaveValue("Lucía");
});

test("the finder waits for the email step: without one it sends the guest back to information", async ({
  page,
  session,
}) => {
  await session.useBasket("es", [{ sku: CREATINE.sku, quantity: 1 }]);
  await page.goto("/es/checkout/delivery/collect?q=Madrid");
  await expect(page).toHaveURL(/\/es\/checkout\/information$/);
});

test("in the British store the distances are in miles", async ({ page, session, baseURL, javaScriptEnabled }) => {
  await guestWithEmail(session, baseURL!, "default");
  await page.goto("/checkout/delivery/collect");
  await ready(page, javaScriptEnabled);
  await search(page, "Town or postcode", "Find points", COLLECT_SEARCHES.didsbury.search);
  const cards = page.getByTestId("collection-point");
  await expect(cards.first()).toHaveAttribute("data-code", COLLECT_SEARCHES.didsbury.nearest[0]);
  for (const card of (await cards.all()).slice(0, 3)) await expect(card).toContainText(/\d mi/);
  await expect(cards.first()).not.toContainText(/km/);
});

test("an unknown town is explained with examples", async ({ page, session, baseURL, javaScriptEnabled }) => {
  await guestWithEmail(session, baseURL!);
  await page.goto("/es/checkout/delivery/collect");
  await ready(page, javaScriptEnabled);
  await search(page, "Ciudad o código postal", "Buscar puntos", COLLECT_SEARCHES.unknown.search);
  await expect(page.getByRole("heading", { name: "No hemos encontrado «Atlantis»" })).toBeVisible();
  await expect(page.getByText("busca una ciudad o un código postal de España")).toBeVisible();
  await expect(page.getByText("Por ejemplo: Madrid, Barcelona, Valencia o 28014")).toBeVisible();
  await expect(page.getByTestId("collection-point")).toHaveCount(0);
  // and a search for a known town after it finds the points again
  await search(page, "Ciudad o código postal", "Buscar puntos", "Barcelona");
  await expect(page.getByTestId("collection-point").first()).toContainText("Barcelona");
});

test("what the collector typed stays through a new search", async ({ page, session, baseURL, javaScriptEnabled }) => {
  await guestWithEmail(session, baseURL!);
  await page.goto("/es/checkout/delivery/collect?q=Madrid");
  await ready(page, javaScriptEnabled);
  await page.getByLabel("Nombre").fill("Lucía");
  await page.getByLabel("Apellidos").fill("García");
  await page.getByLabel("Número de móvil").fill("612 345 678");
  if (!javaScriptEnabled) {
    // Without JavaScript a search is a new page: what was typed reaches the server with a choice.
    await page.getByRole("button", { name: "Recoger aquí y continuar" }).click();
    await expect(page.getByText("Elige un punto de recogida de la lista.")).toBeVisible();
  }
  await search(page, "Ciudad o código postal", "Buscar puntos", "Barcelona");
  await expect(page).toHaveURL(/\?q=Barcelona$/);
  await expect(page.getByTestId("collection-point").first()).toContainText("Barcelona");
  await expect(page.getByLabel("Nombre")).toHaveValue("Lucía");
  await expect(page.getByLabel("Apellidos")).toHaveValue("García");
  await expect(page.getByLabel("Número de móvil")).toHaveValue("612 345 678");
});

test("a signed-in customer collects through the customer's own cart, name filled in from the account", async ({
  page,
  session,
  baseURL,
  javaScriptEnabled,
}) => {
  const customer = (await (await fetch(new URL("/__test/perks-customer", baseURL), { method: "POST" })).json()) as {
    email: string;
    password: string;
  };
  await session.useBasket("default", [{ sku: CREATINE.sku, quantity: 1 }]);
  await signInAs(page, javaScriptEnabled, customer);

  await page.goto("/checkout/delivery/collect?q=Leeds");
  await ready(page, javaScriptEnabled);
  await expect(page.getByLabel("First name")).toHaveValue("Perks");
  await expect(page.getByLabel("Last name")).toHaveValue("Tester");
  await page.getByRole("radio", { name: /Briggate News & Post/ }).check();
  // A landline would never get the "ready to collect" text.
  await page.getByLabel("Mobile number").fill("0113 496 0000");
  await page.getByRole("button", { name: "Collect here and continue" }).click();
  await expect(page.getByLabel("Mobile number")).toHaveAccessibleDescription(/Please enter a valid mobile number\./);
  await expect(page.getByLabel("Mobile number")).toHaveValue("0113 496 0000");
  await page.getByLabel("Mobile number").fill("07911 123456");
  await page.getByRole("button", { name: "Collect here and continue" }).click();
  await expect(page).toHaveURL(/\/checkout\/review$/);

  await page.goto("/checkout/delivery/collect?q=LS1");
  await ready(page, javaScriptEnabled);
  const chosen = page.getByTestId("collection-point").filter({ hasText: "Briggate News & Post" });
  await expect(chosen.getByText("Your current choice")).toBeVisible();
  await expect(page.getByLabel("Mobile number")).toHaveValue("07911 123456");
});

test("a bad mobile number is refused next to the field, the input and the choice kept", async ({
  page,
  session,
  baseURL,
  javaScriptEnabled,
}) => {
  await guestWithEmail(session, baseURL!);
  await page.goto("/es/checkout/delivery/collect?q=Valencia");
  await ready(page, javaScriptEnabled);
  await page.getByRole("radio", { name: /Papelería Ruzafa/ }).check();
  await fillCollector(page, "12345");
  const mobile = page.getByLabel("Número de móvil");
  await expect(mobile).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Introduce un número de móvil válido.")).toBeVisible();
  await expect(page).toHaveURL(/\/es\/checkout\/delivery\/collect\?q=Valencia$/);
  await expect(mobile).toHaveValue("12345");
  await expect(page.getByLabel("Nombre")).toHaveValue("Lucía");
  await expect(page.getByLabel("Apellidos")).toHaveValue("García");
  await expect(page.getByRole("radio", { name: /Papelería Ruzafa/ })).toBeChecked();

  // without a point chosen the list says so
  await page.goto("/es/checkout/delivery/collect?q=Valencia");
  await ready(page, javaScriptEnabled);
  await page.getByLabel("Número de móvil").fill("612 345 678");
  await page.getByRole("button", { name: "Recoger aquí y continuar" }).click();
  await expect(page.getByText("Elige un punto de recogida de la lista.")).toBeVisible();
});

test("a collected order that asked for no billing address shows none on its success page", async ({
  page,
  session,
  baseURL,
  javaScriptEnabled,
}) => {
  await guestWithEmail(session, baseURL!);
  await page.goto("/es/checkout/delivery/collect?q=Madrid");
  await ready(page, javaScriptEnabled);
  await page.getByRole("radio", { name: new RegExp(chamberi.name) }).check();
  await fillCollector(page, "612 345 678");
  await expect(page).toHaveURL(/\/es\/checkout\/review$/);
  await ready(page, javaScriptEnabled);
  await page.getByTestId("payment-choice").filter({ hasText: "Transferencia bancaria" }).click();
  await page.getByLabel("He leído y acepto las condiciones de venta").check();
  await page.getByRole("button", { name: "Realizar pedido" }).click();
  await expect(page).toHaveURL(/\/es\/checkout\/success$/);
  await expect(page.getByRole("heading", { level: 3, name: "Punto de recogida" })).toBeVisible();
  await expect(page.locator("main")).toContainText(chamberi.street);
  // The order carries the point's address for billing: it is not the shopper's, and no other was asked for.
  await expect(page.getByRole("heading", { name: "Dirección de facturación" })).toHaveCount(0);
});

test("a signed-in customer's mobile number is offered as they write it, and a point is collected with it", async ({
  page,
  session,
  javaScriptEnabled,
}) => {
  await session.useBasket("default", [{ sku: CREATINE.sku, quantity: 1 }]);
  await page.goto("/customer/account/login");
  await ready(page, javaScriptEnabled);
  await submitSignIn(page, javaScriptEnabled);
  await expect(page).toHaveURL(/\/account$/);

  await page.goto("/checkout/delivery/collect?q=Leeds");
  await ready(page, javaScriptEnabled);
  // The collector's card has its heading inside it, below its top border, not on the border.
  const card = page.getByRole("group", { name: "Who will collect it?" });
  const cardBox = (await card.boundingBox())!;
  const headingBox = (await card.getByRole("heading", { name: "Who will collect it?" }).boundingBox())!;
  expect(headingBox.y).toBeGreaterThan(cardBox.y + 8);
  await expect(page.getByLabel("First name")).toHaveValue(DEMO_CUSTOMER.firstname);
  // kept as +447911123456 in the profile; a UK shopper reads and types it so
  await expect(page.getByLabel("Mobile number")).toHaveValue("07911 123456");
  await page.getByRole("radio", { name: /Briggate News & Post/ }).check();
  await page.getByRole("button", { name: "Collect here and continue" }).click();
  await expect(page).toHaveURL(/\/checkout\/review$/);

  // Back at the finder, the point's collector comes from the basket, written the same way.
  await page.goto("/checkout/delivery/collect?q=LS1");
  await ready(page, javaScriptEnabled);
  await expect(page.getByLabel("Mobile number")).toHaveValue("07911 123456");
});
