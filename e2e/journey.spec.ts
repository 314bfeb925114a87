// The walking-skeleton journey: home -> category -> product -> flavour and size -> add -> basket,
// in English (GBP) and German (EUR), with JavaScript on (project js) and off (project nojs).
import { type Page } from "@playwright/test";
import { expect, seed, test } from "./fixtures";

/** A radio by the start of its label ("5 kg" must not pick "2.5 kg"; a label may end in a stock note). */
function optionRadio(page: Page, optionName: string) {
  const escaped = optionName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return page.getByRole("radio", { name: new RegExp(`^${escaped}`) });
}

/** With JavaScript, wait until React has taken over the page, so clicks are enhanced ones. */
async function ready(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

async function chooseOption(page: Page, optionName: string, javaScriptEnabled: boolean) {
  await ready(page, javaScriptEnabled);
  const radio = optionRadio(page, optionName);
  const before = page.url();
  await radio.check();
  if (!javaScriptEnabled) {
    await page.getByRole("button", { name: /show selection|auswahl anzeigen/i }).click();
  }
  await page.waitForURL((url) => url.toString() !== before);
  await expect(optionRadio(page, optionName)).toBeChecked();
}

const { WHEY, WHEY_FLAVOURS, WHEY_SIZES, PROTEIN_CATEGORY, CREATINE, price, total } = seed;
const VANILLA = WHEY_FLAVOURS.find((flavour) => flavour.code === "VAN")!;
const TWO_AND_A_HALF_KG = WHEY_SIZES.find((size) => size.code === "2.5KG")!;

const journeys = [
  {
    name: "en-GB in pounds",
    home: "/",
    category: PROTEIN_CATEGORY.names.en,
    product: WHEY.names.en,
    flavour: VANILLA.en,
    size: TWO_AND_A_HALF_KG.label,
    unitPrice: price(TWO_AND_A_HALF_KG.prices.GBP, "GBP"),
    total: price(total(TWO_AND_A_HALF_KG.prices.GBP, TWO_AND_A_HALF_KG.prices.GBP), "GBP"),
    add: /^add to basket$/i,
    addedButton: "Added to basket",
    added: "The product was added to your basket.",
    basketLink: /basket/i,
    basketHeading: "Your basket",
    basketPath: "/basket",
  },
  {
    name: "de-DE in euros",
    home: "/de",
    category: PROTEIN_CATEGORY.names.de,
    product: WHEY.names.de,
    flavour: VANILLA.de,
    // The German size label is the page's translation of the seed's "2.5 kg".
    size: "2,5 kg",
    unitPrice: price(TWO_AND_A_HALF_KG.prices.EUR, "EUR", "de"),
    total: price(total(TWO_AND_A_HALF_KG.prices.EUR, TWO_AND_A_HALF_KG.prices.EUR), "EUR", "de"),
    add: /^in den warenkorb$/i,
    addedButton: "Im Warenkorb",
    added: "Das Produkt wurde in Ihren Warenkorb gelegt.",
    basketLink: /warenkorb/i,
    basketHeading: /warenkorb/i,
    basketPath: "/de/basket",
  },
] as const;

for (const journey of journeys) {
  test(`a shopper buys whey protein: ${journey.name}`, async ({ page, javaScriptEnabled }) => {
    await page.goto(journey.home);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await page
      .getByRole("navigation", { name: /categor|kategor/i })
      .getByRole("link", { name: journey.category, exact: true })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: journey.category })).toBeVisible();

    await page.getByRole("link", { name: journey.product }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: journey.product })).toBeVisible();

    await chooseOption(page, journey.flavour, javaScriptEnabled);
    await chooseOption(page, journey.size, javaScriptEnabled);
    await expect(page.getByTestId("price").first()).toContainText(journey.unitPrice);
    await expect(page.getByTestId("stock-status")).toHaveText(/in stock|auf lager|verfügbar/i);

    await page.getByRole("spinbutton", { name: /quantity|menge|anzahl/i }).fill("2");
    await page.getByRole("button", { name: journey.add }).click();
    if (javaScriptEnabled) {
      // The button reports the outcome in place while the page stays put.
      await expect(page.getByRole("button", { name: journey.addedButton, exact: true })).toBeVisible();
      // The mini basket opens over the page after an add (basket-cross-sells.spec.ts); close it.
      await expect(page.locator("dialog.mini-basket")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.locator("dialog.mini-basket")).toBeHidden();
    } else {
      // Without JavaScript the add posts and the page comes back with the shop's message.
      await expect(page.getByRole("status").filter({ hasText: journey.added })).toBeVisible();
    }
    await expect(page.getByTestId("basket-link")).toContainText("2");

    await page.getByTestId("basket-link").click();
    await expect(page).toHaveURL(new RegExp(`${journey.basketPath}$`));
    await expect(page.getByRole("heading", { level: 1, name: journey.basketHeading })).toBeVisible();
    const line = page.getByTestId("basket-line");
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(journey.product);
    await expect(line).toContainText(journey.flavour);
    await expect(line).toContainText(journey.size);
    await expect(line.getByRole("spinbutton")).toHaveValue("2");
    await expect(page.getByTestId("grand-total")).toHaveText(journey.total);
  });
}

test("a quantity the shop cannot take is refused next to the field, and the choice is kept", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto(`/products/${WHEY.url_key}`);
  await chooseOption(page, VANILLA.en, javaScriptEnabled);
  const quantity = page.getByRole("spinbutton", { name: "Quantity" });
  // The browser's own range check would stop the post; the server's rule is what is tested here.
  await quantity.evaluate((input) => input.removeAttribute("max"));
  await quantity.fill("150");
  await page.getByRole("button", { name: /add to basket/i }).click();
  await expect(page.getByText("Please enter a quantity of at most 99.")).toBeVisible();
  await expect(quantity).toHaveValue("150");
  await expect(quantity).toHaveAttribute("aria-invalid", "true");
  await expect(optionRadio(page, VANILLA.en)).toBeChecked();
  await expect(page.getByTestId("basket-link")).toContainText("0");
});

test("choosing a flavour with the keyboard keeps focus on the choice", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "without JavaScript the choice is applied with the Show selection button");
  await page.goto(`/products/${WHEY.url_key}`);
  await ready(page, javaScriptEnabled);
  // The next flavour in the option's position order.
  const [first, second] = WHEY_FLAVOURS;
  await optionRadio(page, first.en).focus();
  const before = page.url();
  await page.keyboard.press("ArrowRight");
  await page.waitForURL((url) => url.toString() !== before);
  await expect(optionRadio(page, second.en)).toBeChecked();
  await expect(optionRadio(page, second.en)).toBeFocused();
});

test("an out-of-stock combination cannot be added", async ({ page, javaScriptEnabled }) => {
  await page.goto(`/products/${WHEY.url_key}`);
  const [flavour, size] = [WHEY_FLAVOURS[3], WHEY_SIZES[2]];
  expect(WHEY.outOfStock).toContain(WHEY.variantSku(flavour.code, size.code));
  await chooseOption(page, flavour.en, javaScriptEnabled);
  await chooseOption(page, size.label, javaScriptEnabled);
  await expect(page.getByTestId("stock-status")).toHaveText("Out of stock");
  await expect(page.getByRole("button", { name: "Out of stock" })).toBeDisabled();
});

test("the basket changes quantities and removes lines", async ({ page, javaScriptEnabled }) => {
  await page.goto(`/products/${CREATINE.url_key}`);
  await ready(page, javaScriptEnabled);
  await page.getByRole("button", { name: /add to basket/i }).click();
  await expect(page.getByTestId("basket-link")).toContainText("1");
  await page.goto("/basket");
  const line = page.getByTestId("basket-line");
  await line.getByRole("spinbutton").fill("3");
  await line.getByRole("button", { name: "Update" }).click();
  await expect(page.getByTestId("grand-total")).toHaveText(
    price(total(CREATINE.prices.GBP, CREATINE.prices.GBP, CREATINE.prices.GBP), "GBP"),
  );
  await expect(page.getByTestId("basket-link")).toContainText("3");
  await page.getByRole("button", { name: /remove creatine/i }).click();
  await expect(page.getByText("Your basket is empty.")).toBeVisible();
});

test("a line the stock no longer covers is named in the shopper's language", async ({
  page,
  request,
  session,
  javaScriptEnabled,
}) => {
  // Each project its own product: the stock is the backend's, shared by the two projects' runs.
  const [sku, name] = javaScriptEnabled ? ["PW-BETA", "Beta-Alanin-Pulver"] : ["PW-CITR", "Citrullin-Malat"];
  await session.useBasket("de", [{ sku, quantity: 2 }]);
  const restock = (qty: number) => request.post("/__test/restock", { data: { sku, qty } });
  expect((await restock(1)).status()).toBe(200);
  try {
    await page.goto("/de/basket");
    await expect(page.locator(".basket__errors")).toHaveText(`${name}: Diese Menge ist nicht verfügbar.`);
  } finally {
    await restock(100);
  }
});

test("unknown addresses answer 404 with a page", async ({ page }) => {
  const response = await page.goto("/no-such-category");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  const product = await page.goto("/products/no-such-product");
  expect(product?.status()).toBe(404);
  const malformed = await page.request.get("/products/%ZZ");
  expect(malformed.status()).toBe(400);
  expect(await malformed.text()).not.toContain("URIError");
});

test("the products section lists 18 products a page with page links", async ({ page }) => {
  await page.goto("/products");
  await expect(page.getByRole("heading", { level: 1, name: "All products" })).toBeVisible();
  // "Showing 1-18 of 45 products": the total is the number before "products".
  const total = Number((await page.getByTestId("list-count").textContent())?.match(/(\d+) products/)?.[1]);
  expect(total).toBeGreaterThan(36);
  const cards = page.locator(".product-card");
  await expect(cards).toHaveCount(18);
  await page.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/\/products\?page=2$/);
  await expect(page.getByRole("navigation", { name: "Pages" }).locator('[aria-current="page"]')).toHaveText("2");
  await expect(cards).toHaveCount(18);
  await page.getByRole("link", { name: "Page 3", exact: true }).click();
  await expect(cards).toHaveCount(total - 36);
  const beyond = await page.goto("/products?page=99");
  expect(beyond?.status()).toBe(404);
});
