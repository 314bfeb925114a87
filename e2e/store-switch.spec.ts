// Switching store view takes the basket along: its lines are added to the target store's basket
// (in that store's currency), and the shopper is told what came along and what could not.
import { type Page } from "@playwright/test";
import { closeMiniBasket, expect, test } from "./fixtures";

async function ready(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

/** A radio by the start of its label ("5 kg" must not pick "2.5 kg"). */
function optionRadio(page: Page, optionName: string) {
  const escaped = optionName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return page.getByRole("radio", { name: new RegExp(`^${escaped}`) });
}

async function chooseOption(page: Page, optionName: string, javaScriptEnabled: boolean) {
  await ready(page, javaScriptEnabled);
  const before = page.url();
  await optionRadio(page, optionName).check();
  if (!javaScriptEnabled) await page.getByRole("button", { name: /show selection|auswahl anzeigen/i }).click();
  await page.waitForURL((url) => url.toString() !== before);
  await expect(optionRadio(page, optionName)).toBeChecked();
}

async function addToBasket(
  page: Page,
  quantity: number,
  button: RegExp,
  javaScriptEnabled: boolean,
  countAfter: number,
) {
  await ready(page, javaScriptEnabled);
  await page.getByRole("spinbutton", { name: /quantity|menge/i }).fill(String(quantity));
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByTestId("basket-link")).toContainText(String(countAfter));
  await closeMiniBasket(page, javaScriptEnabled);
}

/** The header's store selector (English or German): a disclosure without JavaScript, a popup with it. */
async function switchStore(page: Page, store: string, javaScriptEnabled: boolean) {
  await ready(page, javaScriptEnabled);
  await page.getByTestId("store-preferences").click();
  const form = javaScriptEnabled
    ? page.getByRole("dialog", { name: /^(Store and currency|Shop und Währung)$/ })
    : page.locator("details.store-preferences");
  await form.getByLabel(/^(Store|Shop)$/).selectOption(store);
  await form.getByRole("button", { name: /^(Save preferences|Einstellungen speichern)$/ }).click();
}

test("the basket comes along to the German store, priced in euros", async ({ page, javaScriptEnabled, seed }) => {
  const { WHEY, WHEY_FLAVOURS, WHEY_SIZES, price, total } = seed;
  const vanilla = WHEY_FLAVOURS.find((flavour) => flavour.code === "VAN")!;
  // The smallest size is the one a flavour choice starts from (the cheapest).
  const size = WHEY_SIZES[0];
  await page.goto(`/products/${WHEY.url_key}`);
  await chooseOption(page, vanilla.en, javaScriptEnabled);
  await expect(optionRadio(page, size.label)).toBeChecked();
  await addToBasket(page, 2, /add to basket/i, javaScriptEnabled, 2);

  await switchStore(page, "de", javaScriptEnabled);
  await expect(page).toHaveURL(new RegExp(`/de/produkte/${WHEY.url_key}(\\?|$)`));
  await expect(
    page.getByRole("status").filter({ hasText: "Ihr Warenkorb ist mitgekommen: 2 Artikel, jetzt in Euro." }),
  ).toBeVisible();
  await expect(page.getByTestId("basket-link")).toContainText("2");

  await page.getByTestId("basket-link").click();
  await expect(page).toHaveURL(/\/de\/basket$/);
  const line = page.getByTestId("basket-line");
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(WHEY.names.de);
  await expect(line).toContainText(vanilla.de);
  await expect(line).toContainText(size.label);
  await expect(line.getByRole("spinbutton")).toHaveValue("2");
  // Priced in the German store's own euros.
  await expect(page.getByTestId("grand-total")).toHaveText(price(total(size.prices.EUR, size.prices.EUR), "EUR", "de"));

  // One basket: going back to the UK store brings the lines back rather than finding an old basket.
  // The currency box left on the German store's euros is no choice of euros in the UK store: a shop
  // abroad prices in its own money, so the UK store is back in pounds.
  await switchStore(page, "default", javaScriptEnabled);
  await expect(page).toHaveURL(/\/basket$/);
  await expect(
    page.getByRole("status").filter({ hasText: "Your basket came with you: 2 items, now priced in pounds." }),
  ).toBeVisible();
  await expect(page.getByTestId("basket-link")).toContainText("2");
  await expect(page.getByTestId("basket-line")).toHaveCount(1);
  await expect(page.getByTestId("store-preferences")).toContainText("GBP");
  await expect(page.getByTestId("grand-total")).toHaveText(price(total(size.prices.GBP, size.prices.GBP), "GBP"));
});

test("a currency picked in the box with another store is kept there when that store sells in it", async ({
  page,
  javaScriptEnabled,
  seed,
}) => {
  const { CREATINE, price, convert } = seed;
  await page.goto(`/products/${CREATINE.url_key}`);
  await addToBasket(page, 1, /^add to basket$/i, javaScriptEnabled, 1);
  const form = javaScriptEnabled
    ? page.getByRole("dialog", { name: "Store and currency" })
    : page.locator("details.store-preferences");
  async function choose(store: string, currency: string) {
    await ready(page, javaScriptEnabled);
    await page.getByTestId("store-preferences").click();
    await form.getByLabel("Store", { exact: true }).selectOption(store);
    await form.getByLabel("Currency", { exact: true }).selectOption(currency);
    await form.getByRole("button", { name: "Save preferences" }).click();
  }
  // Euros in the UK store, then Ireland with pounds picked in the box: Ireland sells in pounds too.
  await choose("default", "EUR");
  await expect(page.getByTestId("store-preferences")).toContainText("EUR");
  await choose("ie", "GBP");
  await expect(page).toHaveURL(new RegExp(`/ie/products/${CREATINE.url_key}$`));
  await expect(
    page.getByRole("status").filter({ hasText: "Your basket came with you: 1 item, now priced in pounds sterling." }),
  ).toBeVisible();
  await expect(page.getByTestId("store-preferences")).toContainText("GBP");
  await expect(page.getByTestId("price").first()).toContainText("£");
  // Back to the UK store with euros picked: kept, at the seed's exchange rate.
  await choose("default", "EUR");
  await expect(page).toHaveURL(new RegExp(`/products/${CREATINE.url_key}$`));
  await expect(page.getByTestId("store-preferences")).toContainText("EUR");
  await expect(page.getByTestId("price").first()).toHaveText(price(convert(CREATINE.prices.GBP, "GBP", "EUR"), "EUR"));
});

test("a line the target store cannot take is named, and the rest joins the basket there", async ({
  page,
  javaScriptEnabled,
}) => {
  // Only three gym bags are in stock: one already waits in the German basket, three in the British one.
  await page.goto("/de/produkte/gym-bag");
  await addToBasket(page, 1, /^in den warenkorb$/i, javaScriptEnabled, 1);
  await page.goto("/products/daily-multivitamin");
  await addToBasket(page, 1, /^add to basket$/i, javaScriptEnabled, 1);
  await page.goto("/products/gym-bag");
  await addToBasket(page, 3, /add to basket/i, javaScriptEnabled, 4);

  await switchStore(page, "de", javaScriptEnabled);
  await expect(page).toHaveURL(/\/de\/produkte\/gym-bag$/);
  await expect(
    page.getByRole("status").filter({ hasText: "Ihr Warenkorb ist mitgekommen: 1 Artikel, jetzt in Euro." }),
  ).toBeVisible();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: "Diese Artikel konnten nicht in den Warenkorb dieses Shops übernommen werden: Sporttasche." }),
  ).toBeVisible();
  await expect(page.getByTestId("basket-link")).toContainText("2");

  await page.getByTestId("basket-link").click();
  const lines = page.getByTestId("basket-line");
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: "Sporttasche" }).getByRole("spinbutton")).toHaveValue("1");
  await expect(lines.filter({ hasText: "Tägliches Multivitamin" }).getByRole("spinbutton")).toHaveValue("1");
});

test("the delivery estimate comes along to a store that delivers there, else starts from the new store's country", async ({
  page,
  javaScriptEnabled,
  session,
  seed,
}) => {
  await session.useBasket("de", [{ sku: seed.CREATINE.sku, quantity: 1 }]);
  await page.goto("/de/basket");
  await ready(page, javaScriptEnabled);
  const delivery = page.getByTestId("delivery");
  await delivery.getByLabel("Land", { exact: true }).selectOption("FR");
  await delivery.getByLabel("Postleitzahl (optional)").fill("75001");
  await delivery.getByRole("button", { name: "Versandarten anzeigen" }).click();
  await expect(page.getByTestId("delivery-methods").getByRole("group", { name: /75001, Frankreich/ })).toBeVisible();

  // The UK store delivers to France too: the estimate came along, its options priced in pounds.
  await switchStore(page, "default", javaScriptEnabled);
  await expect(page).toHaveURL(/\/basket$/);
  await expect(
    page.getByRole("status").filter({ hasText: "Your basket came with you: 1 item, now priced in pounds." }),
  ).toBeVisible();
  await ready(page, javaScriptEnabled);
  const country = delivery.getByLabel("Country", { exact: true });
  await expect(country).toHaveValue("FR");
  await expect(country.locator("option:checked")).toHaveText("France");
  await expect(delivery.getByLabel("Postcode (optional)")).toHaveValue("75001");
  const methods = page.getByTestId("delivery-methods");
  await expect(methods.getByRole("group", { name: /Delivery options for 75001, France/ })).toBeVisible();
  await expect(methods.getByText("£").first()).toBeVisible();

  // The US store delivers at home only: it starts from its own country, as the page without
  // JavaScript shows, not from what the UK page's fields last held.
  await switchStore(page, "us", javaScriptEnabled);
  await expect(page).toHaveURL(/\/us\/basket$/);
  await ready(page, javaScriptEnabled);
  await expect(country).toHaveValue("US");
  await expect(delivery.getByLabel("ZIP code (optional)")).toHaveValue("");
  await expect(methods).toHaveCount(0);
});
