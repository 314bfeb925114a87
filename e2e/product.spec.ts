// The product page as one form (options, quantity, add) and bundles priced as chosen; the basket's
// answer to a quantity it cannot take. Projects js and nojs.
import AxeBuilder from "@axe-core/playwright";
import { type Page } from "@playwright/test";
import { expect, seed, test } from "./fixtures";

/** A radio or checkbox by the start of its label ("5 kg" must not pick "2.5 kg"). */
function choice(page: Page, role: "radio" | "checkbox", name: string) {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return page.getByRole(role, { name: new RegExp(`^${escaped}`) });
}

async function ready(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

/** Without JavaScript the page shows a chosen selection after "Show selection"; with it, at once. */
async function showSelection(page: Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Show selection" }).click();
}

async function priceShown(page: Page) {
  return ((await page.getByTestId("price").first().locator(".price__final").textContent()) ?? "").trim();
}

async function openBasket(page: Page) {
  await page.goto("/basket");
  await expect(page.getByRole("heading", { level: 1, name: "Your basket" })).toBeVisible();
}

test("choosing flavour and size and adding at once puts that variant in the basket at its price", async ({
  page,
  javaScriptEnabled,
}) => {
  const vanilla = seed.WHEY_FLAVOURS.find((flavour) => flavour.code === "VAN")!;
  const largest = seed.WHEY_SIZES.find((size) => size.code === "5KG")!;
  await page.goto(`/products/${seed.WHEY.url_key}`);
  await ready(page, javaScriptEnabled);
  await choice(page, "radio", vanilla.en).check();
  await choice(page, "radio", largest.label).check();
  await page.getByRole("button", { name: "Add to basket" }).click();
  if (javaScriptEnabled) await expect(page.getByRole("button", { name: "Added to basket", exact: true })).toBeVisible();
  else await expect(page.getByText("The product was added to your basket.")).toBeVisible();

  await openBasket(page);
  const line = page.getByTestId("basket-line");
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(vanilla.en);
  await expect(line).toContainText(largest.label);
  await expect(line.getByTestId("line-total")).toHaveText(seed.price(largest.prices.GBP, "GBP"));
  // The variant's own SKU, as the product page showed it and the order will.
  await expect(line.locator(".basket-line__sku")).toHaveText(`SKU: ${seed.WHEY.variantSku("VAN", "5KG")}`);
});

test("a basket line's link opens the product on the flavour and size in the basket, at that pack's price", async ({
  page,
  session,
  javaScriptEnabled,
}) => {
  // Vanilla 2.5 kg: not the product's default choice (the cheapest pack, chocolate 1 kg).
  const vanilla = seed.WHEY_FLAVOURS.find((flavour) => flavour.code === "VAN")!;
  const size = seed.WHEY_SIZES.find((s) => s.code === "2.5KG")!;
  await session.useBasket("default", [
    { sku: seed.WHEY.variantSku("VAN", "2.5KG"), parentSku: seed.WHEY.sku, quantity: 1 },
  ]);
  await openBasket(page);
  await ready(page, javaScriptEnabled);
  await page.getByTestId("basket-line").getByRole("link", { name: seed.WHEY.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: seed.WHEY.name })).toBeVisible();
  await expect(choice(page, "radio", vanilla.en)).toBeChecked();
  await expect(choice(page, "radio", size.label)).toBeChecked();
  await expect(page.getByTestId("sku")).toContainText(seed.WHEY.variantSku("VAN", "2.5KG"));
  expect(await priceShown(page)).toBe(seed.price(size.prices.GBP, "GBP"));
});

test("the mini basket's line opens the product on the flavour and size just added", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "the mini basket is JavaScript's; without it an add shows the page it came from");
  const vanilla = seed.WHEY_FLAVOURS.find((flavour) => flavour.code === "VAN")!;
  const size = seed.WHEY_SIZES.find((s) => s.code === "2.5KG")!;
  await page.goto(`/products/${seed.WHEY.url_key}`);
  await ready(page, javaScriptEnabled);
  await choice(page, "radio", vanilla.en).check();
  await choice(page, "radio", size.label).check();
  await page.getByRole("button", { name: "Add to basket" }).click();
  const drawer = page.getByRole("dialog", { name: "Added to your basket" });
  const line = drawer.getByTestId("mini-basket-line");
  await expect(line).toContainText(vanilla.en);
  // One stop for the keyboard: the name; the picture is the same link for a pointer only.
  const link = line.getByRole("link", { name: seed.WHEY.name });
  await expect(link).toHaveAttribute("href", new RegExp(`^/products/${seed.WHEY.url_key}\\?flavours=\\d+&size=\\d+$`));
  await expect(line.getByRole("link")).toHaveCount(1);
  await expect(line.locator("a[aria-hidden=true][tabindex='-1'] img")).toHaveCount(1);
  const href = (await link.getAttribute("href"))!;
  await link.click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(href);
  await expect(choice(page, "radio", vanilla.en)).toBeChecked();
  await expect(choice(page, "radio", size.label)).toBeChecked();
  await expect(page.getByTestId("sku")).toContainText(seed.WHEY.variantSku("VAN", "2.5KG"));
  expect(await priceShown(page)).toBe(seed.price(size.prices.GBP, "GBP"));
});

test("'Added to basket' turns back into 'Add to basket' after a few seconds, and at once when the choice changes", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "without JavaScript the add is a post that answers with a message");
  const added = page.getByRole("button", { name: "Added to basket", exact: true });
  const add = page.getByRole("button", { name: "Add to basket", exact: true });
  // The few seconds (AddToBasketForm's ADDED_SHOWN_MS) pass on the page's clock, not the test's;
  // otherwise the page's time runs as usual.
  await page.clock.install();
  await page.goto(`/products/${seed.CREATINE.url_key}`);
  await ready(page, javaScriptEnabled);
  await add.click();
  await expect(added).toBeVisible();
  await page.clock.fastForward(4_000);
  await expect(add).toBeVisible();

  const [first, second] = seed.WHEY_FLAVOURS.filter((f) => !f.code.startsWith("STRAW"));
  await page.goto(`/products/${seed.WHEY.url_key}`);
  await ready(page, javaScriptEnabled);
  await choice(page, "radio", first.en).check();
  await add.click();
  await expect(added).toBeVisible();
  // The mini basket opens after the add has answered, a moment after the button says so: closed
  // once it is open (an Escape pressed before it opens closes nothing, and it then covers the page).
  const miniBasket = page.getByRole("dialog", { name: "Added to your basket" });
  await expect(miniBasket).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.locator("dialog:modal")).toHaveCount(0);
  await choice(page, "radio", second.en).check();
  // well before the few seconds are up: the new choice is not in the basket yet
  await expect(add).toBeVisible({ timeout: 2_000 });
});

test("an out-of-stock combination posted at once is refused with a message that names it", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, "with JavaScript the page switches to the combination and disables the button first");
  const { WHEY, WHEY_FLAVOURS, WHEY_SIZES } = seed;
  const [flavour, size] = [WHEY_FLAVOURS.find((f) => f.code === "SALT")!, WHEY_SIZES.find((s) => s.code === "5KG")!];
  expect(WHEY.outOfStock).toContain(WHEY.variantSku(flavour.code, size.code));
  await page.goto(`/products/${WHEY.url_key}`);
  await choice(page, "radio", flavour.en).check();
  await choice(page, "radio", size.label).check();
  await page.getByRole("button", { name: "Add to basket" }).click();
  await expect(page.getByText(`${flavour.en}, ${size.label} is out of stock.`)).toBeVisible();
  await expect(choice(page, "radio", flavour.en)).toBeChecked();
  await expect(choice(page, "radio", size.label)).toBeChecked();
  await expect(page.getByTestId("basket-link")).toContainText("0");
});

test("after a quantity error the first click on Add to basket adds", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the message appears on leaving the field only with JavaScript");
  await page.goto(`/products/${seed.CREATINE.url_key}`);
  await ready(page, javaScriptEnabled);
  const quantity = page.getByRole("spinbutton", { name: "Quantity" });
  const add = page.getByRole("button", { name: "Add to basket" });
  const before = await add.boundingBox();
  await quantity.fill("150");
  await quantity.press("Tab");
  await expect(page.getByText("Please enter a quantity of at most 99.")).toBeVisible();
  expect(await add.boundingBox()).toEqual(before);
  await quantity.fill("2");
  await add.click();
  await expect(page.getByRole("button", { name: "Added to basket", exact: true })).toBeVisible();
  await expect(page.getByTestId("basket-link")).toContainText("2");
});

test.describe("bundles", () => {
  const bundle = `/products/${seed.STARTER_BUNDLE.url_key}`;

  test("the price shown is what the basket charges, for two different selections", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto(bundle);
    await ready(page, javaScriptEnabled);
    // The defaults: chocolate whey, creatine, and the shaker.
    await expect(choice(page, "checkbox", "Shaker 600ml")).toBeChecked();
    const defaultPrice = await priceShown(page);
    expect(defaultPrice).toBe("£34.97");

    await choice(page, "radio", "Impact Whey Protein Vanilla 1 kg").check();
    await choice(page, "radio", "Creapure Creatine 500g").check();
    await choice(page, "checkbox", "Shaker 600ml").uncheck();
    await showSelection(page, javaScriptEnabled);
    await expect(page.getByTestId("price").first()).not.toContainText(defaultPrice);
    const chosenPrice = await priceShown(page);
    await expect(choice(page, "checkbox", "Shaker 600ml")).not.toBeChecked();

    await page.getByRole("button", { name: "Add to basket" }).click();
    await expect(page.getByTestId("basket-link")).toContainText("1");
    await openBasket(page);
    const line = page.getByTestId("basket-line");
    await expect(line).toHaveCount(1);
    await expect(line).toContainText("Vanilla");
    await expect(line).toContainText("Creapure");
    await expect(line).not.toContainText("Shaker");
    await expect(line.getByTestId("line-total")).toHaveText(chosenPrice);

    await page.goto(bundle);
    await ready(page, javaScriptEnabled);
    await page.getByRole("button", { name: "Add to basket" }).click();
    await expect(page.getByTestId("basket-link")).toContainText("2");
    await openBasket(page);
    await expect(page.getByTestId("basket-line").filter({ hasText: "Shaker" }).getByTestId("line-total")).toHaveText(
      defaultPrice,
    );
  });

  test("an out-of-stock part is marked and cannot be chosen; a refused part is named", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto(bundle);
    await ready(page, javaScriptEnabled);
    const strawberry = choice(page, "radio", "Impact Whey Protein Strawberry Cream 1 kg");
    await expect(strawberry).toBeDisabled();
    await expect(page.locator("label").filter({ has: strawberry })).toContainText("Out of stock");
    // A page kept open while the part sold out posts it anyway.
    await strawberry.evaluate((input) => input.removeAttribute("disabled"));
    await strawberry.check();
    await page.getByRole("button", { name: "Add to basket" }).click();
    await expect(page.getByText("Impact Whey Protein Strawberry Cream 1 kg is out of stock.")).toBeVisible();
    await expect(page.getByTestId("basket-link")).toContainText("0");
  });

  test("a select option is a drop-down and an optional one can be left empty", async ({ page, javaScriptEnabled }) => {
    await page.goto("/products/pre-workout-power-bundle");
    await ready(page, javaScriptEnabled);
    const extras = page.getByRole("group", { name: /Extras/ });
    await expect(extras.getByRole("checkbox")).toHaveCount(2);
    for (const box of await extras.getByRole("checkbox").all()) await expect(box).not.toBeChecked();
    await page.goto("/products/vegan-starter-bundle");
    await ready(page, javaScriptEnabled);
    await expect(page.getByRole("combobox", { name: /Vitamins/ })).toHaveValue(/.+/);
  });
});

test.describe("basket", () => {
  test("a refused quantity shows what the basket holds and how many are available", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/products/gym-bag");
    await ready(page, javaScriptEnabled);
    await page.getByRole("button", { name: "Add to basket" }).click();
    await expect(page.getByTestId("basket-link")).toContainText("1");
    await openBasket(page);
    await expect(page).toHaveTitle("Your basket | Peak Whey");
    const line = page.getByTestId("basket-line");
    await line.getByRole("spinbutton").fill("5");
    await line.getByRole("button", { name: "Update" }).click();
    await expect(line.getByText("Only 3 available.")).toBeVisible();
    await expect(line.getByRole("spinbutton")).toHaveValue("1");
    await expect(line.getByRole("spinbutton")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("basket-link")).toContainText("1");
  });
});

test("the product form passes an accessibility check, for a bundle and for flavour and size", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "axe runs as a script inside the page");
  // axe reads three whole pages; on a small, busy machine that takes longer than one page's budget
  // (as in accessibility.spec.ts).
  test.setTimeout(90_000);
  for (const path of [
    `/products/${seed.STARTER_BUNDLE.url_key}`,
    "/products/vegan-starter-bundle",
    `/products/${seed.WHEY.url_key}`,
  ]) {
    await page.goto(path);
    await ready(page, javaScriptEnabled);
    const results = await new AxeBuilder({ page })
      .include(".product-page")
      .withTags(["wcag2a", "wcag2aa", "wcag22aa"])
      .analyze();
    expect(
      results.violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  }
});
