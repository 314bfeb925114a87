// Product lists: filters as a GET form with chips and "Clear all", sort, pages, the
// category description's "Read more", quick buy into the basket, and the robots of a filtered list.
// Projects js (each change applies at once, the list updates in place) and nojs (buttons submit).
import type { Page } from "@playwright/test";
import { expect, seed, test } from "./fixtures";
import { placeBeforeAndAfterHydration } from "./steady-hydration";

async function ready(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

/** Without JavaScript a tick waits for "Apply filters"; with it the list follows at once. */
async function tick(page: Page, javaScriptEnabled: boolean, facet: string, option: string) {
  const group = page.getByRole("group", { name: facet });
  await group.getByRole("checkbox", { name: new RegExp(`^${option}\\b`) }).check();
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Apply filters" }).click();
  // The chip comes with the filtered list's own answer: from here on the page shows it.
  await expect(page.getByRole("link", { name: `Remove filter ${facet}: ${option}` })).toBeVisible();
}

/** The number of products the list says it has ("Showing 1-18 of 37 products" or "4 products"). */
async function totalShown(page: Page): Promise<number> {
  await expect(page.getByTestId("product-list")).toHaveAttribute("aria-busy", "false");
  const text = (await page.getByTestId("list-count").textContent()) ?? "";
  return Number(/(\d+) products?$/.exec(text.trim())?.[1] ?? NaN);
}

/** The card prices as numbers, in the order shown, once the list has settled. */
async function pricesShown(page: Page): Promise<number[]> {
  await expect(page.getByTestId("product-list")).toHaveAttribute("aria-busy", "false");
  const texts = await page.getByTestId("product-list").locator(".price__final").allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, "")));
}

test("filtering by two facets counts, chips, removes one and clears all", async ({ page, javaScriptEnabled }) => {
  await page.goto("/products");
  await ready(page, javaScriptEnabled);
  const everything = await totalShown(page);

  await tick(page, javaScriptEnabled, "Flavour", "Vanilla");
  await expect(page).toHaveURL(/flavour=\d+/);
  await expect(page.getByRole("link", { name: "Remove filter Flavour: Vanilla" })).toBeVisible();
  const vanilla = await totalShown(page);
  expect(vanilla).toBeLessThan(everything);

  await tick(page, javaScriptEnabled, "Size", "1 kg");
  await expect(page).toHaveURL(/flavour=\d+&size=\d+/);
  await expect(page.getByRole("link", { name: "Remove filter Size: 1 kg" })).toBeVisible();
  const both = await totalShown(page);
  expect(both).toBeGreaterThan(0);
  expect(both).toBeLessThanOrEqual(vanilla);
  // What the list says it has is what it shows (one page here).
  await expect(page.getByTestId("product-list").locator(".product-card")).toHaveCount(both);
  // The Whey in vanilla, 1 kg is one of them.
  await expect(page.getByRole("heading", { name: "Impact Whey Protein" })).toBeVisible();

  // A filtered list is one of countless combinations: crawlers may follow it, not index it.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "NOINDEX,FOLLOW");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/products$/);

  await page.getByRole("link", { name: "Remove filter Size: 1 kg" }).click();
  await expect(page).not.toHaveURL(/size=/);
  await expect(page.getByRole("link", { name: /Remove filter Size/ })).toHaveCount(0);
  await expect.poll(() => totalShown(page)).toBe(vanilla);

  await page.getByRole("link", { name: "Clear all" }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole("link", { name: /Remove filter/ })).toHaveCount(0);
  await expect.poll(() => totalShown(page)).toBe(everything);
  await expect(page.locator('meta[name="robots"]')).not.toHaveAttribute("content", "NOINDEX,FOLLOW");
});

test("sorting by price descending orders the prices, and the pager keeps filter and sort", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/products");
  await ready(page, javaScriptEnabled);
  await tick(page, javaScriptEnabled, "Dietary", "Vegetarian");
  await expect(page).toHaveURL(/diet=\d+/);
  const total = await totalShown(page);
  expect(total).toBeGreaterThan(18);

  await page.getByLabel("Sort by").selectOption({ label: "Price: high to low" });
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Sort", exact: true }).click();
  await expect(page).toHaveURL(/diet=\d+.*sort=price_desc/);
  const descending = (prices: number[]) => prices.every((price, i) => i === 0 || prices[i - 1] >= price);
  await expect.poll(async () => descending(await pricesShown(page))).toBe(true);
  const first = await pricesShown(page);
  expect(first.length).toBe(18);

  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/diet=\d+.*sort=price_desc.*page=2/);
  await expect(page.getByTestId("list-count")).toHaveText(`Showing 19-${Math.min(36, total)} of ${total} products`);
  const second = await pricesShown(page);
  expect(second).toEqual([...second].sort((a, b) => b - a));
  // Page 2 carries on where page 1 stopped.
  expect(second[0]).toBeLessThanOrEqual(first[first.length - 1]);
  await expect(page.getByRole("navigation", { name: "Pages" }).locator('[aria-current="page"]')).toHaveText("2");
  // The canonical keeps the page and drops filter and sort.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/products\?page=2$/);
});

test("Back to an earlier list shows that list's own sort and ticks, not the ones chosen after it", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/search?q=protein");
  await ready(page, javaScriptEnabled);
  await page.getByLabel("Sort by").selectOption({ label: "Price: high to low" });
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Sort", exact: true }).click();
  await expect(page).toHaveURL(/sort=price_desc/);
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=protein$/);
  await expect(page.getByLabel("Sort by")).toHaveValue("relevance");

  // With JavaScript a tick replaces the list in the history (Back leaves the list): nothing to put back.
  if (javaScriptEnabled) return;
  await page.goto("/products");
  await tick(page, javaScriptEnabled, "Flavour", "Vanilla");
  await page.goBack();
  await expect(page).toHaveURL(/\/products(#list-filters)?$/);
  await expect(page.getByRole("link", { name: "Remove filter Flavour: Vanilla" })).toHaveCount(0);
  await expect(
    page.getByRole("group", { name: "Flavour" }).getByRole("checkbox", { name: /^Vanilla\b/ }),
  ).not.toBeChecked();
});

test("the sort box stays under the shopper's pointer when React takes the list over", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "without JavaScript nothing takes the page over");
  const { before, after } = await placeBeforeAndAfterHydration(
    page,
    "/protein",
    (page) => page.getByRole("combobox", { name: "Sort by" }),
    { width: 1280 },
  );
  expect(after).toEqual(before);
});

test("a category's description is trimmed with a Read more that shows all of it", async ({ page }) => {
  await page.goto(`/${seed.PROTEIN_CATEGORY.url_path}`);
  const preview = page.locator(".category-description__preview");
  await expect(preview).toBeVisible();
  expect((await preview.textContent())?.endsWith("…")).toBe(true);
  const full = page.locator(".category-description__full");
  await expect(full).toBeHidden();
  await page.getByText("Read more").click();
  await expect(full).toBeVisible();
  expect((await full.textContent())?.length ?? 0).toBeGreaterThan((await preview.textContent())?.length ?? 0);
});

test("the list view tells each product in a line under its name; the grid does not", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/products");
  await ready(page, javaScriptEnabled);
  const cards = page.getByTestId("product-list").locator(".product-card");
  await expect(cards.first()).toBeVisible();
  await expect(page.locator(".product-card__summary")).toHaveCount(0);

  await page.getByRole("navigation", { name: "Display" }).getByRole("link", { name: "List" }).click();
  await expect(page).toHaveURL(/\/products\?mode=list$/);
  await expect(page.getByRole("link", { name: "List", exact: true })).toHaveAttribute("aria-current", "true");
  const count = await cards.count();
  await expect(page.locator(".product-card__summary")).toHaveCount(count);
  for (const card of (await cards.all()).slice(0, 3)) {
    const name = ((await card.locator(".product-card__name").textContent()) ?? "").trim();
    const summary = ((await card.locator(".product-card__summary").textContent()) ?? "").trim();
    // a sentence of its own, not the name again nor markup
    expect(summary.length).toBeGreaterThan(40);
    expect(summary).not.toBe(name);
    expect(summary).not.toContain("<");
  }
});

test("quick buy: flavour and size chosen on the list go into the basket", async ({ page, javaScriptEnabled }) => {
  const vanilla = seed.WHEY_FLAVOURS.find((flavour) => flavour.code === "VAN")!;
  const size = seed.WHEY_SIZES.find((s) => s.code === "1KG")!;
  await page.goto("/products?mode=quickbuy");
  await ready(page, javaScriptEnabled);
  const countOf = async () => Number((await page.locator(".basket-link__count").textContent()) ?? "0");
  const before = await countOf();
  const card = page.locator(".product-card", { has: page.getByRole("heading", { name: seed.WHEY.name }) });
  await card.getByRole("radio", { name: new RegExp(`^${vanilla.en}`) }).check();
  await card.getByRole("radio", { name: new RegExp(`^${size.label}`) }).check();
  await card.getByRole("button", { name: "Add to basket" }).click();
  if (javaScriptEnabled) {
    await expect(card.getByText("Added to your basket", { exact: true })).toBeVisible();
    await expect(card.getByText(/Back to the list in \d+ s/)).toBeVisible();
    // The mini basket (cross-sells) opens on an add too: closed, the card's own choice is next.
    const miniBasket = page.getByRole("dialog");
    await expect(miniBasket).toBeVisible();
    await miniBasket.getByRole("button", { name: "Close" }).click();
    await card.getByRole("button", { name: "Keep choosing" }).click();
    await expect(card.getByRole("button", { name: "Add to basket" })).toBeVisible();
  } else {
    await expect(page.getByText("The product was added to your basket.")).toBeVisible();
    // Back on the list, in its mode.
    await expect(page).toHaveURL(/\/products\?mode=quickbuy/);
  }
  await expect.poll(countOf).toBe(before + 1);
});

test("quick buy in a filtered list starts at the ticked flavour and comes back to the list as it was", async ({
  page,
  javaScriptEnabled,
}) => {
  // The list's own option ids, read from its filters panel.
  await page.goto("/products");
  const optionId = (facet: string, option: string) =>
    page
      .getByRole("group", { name: facet })
      .getByRole("checkbox", { name: new RegExp(`^${option}\\b`) })
      .getAttribute("value");
  const vanilla = await optionId("Flavour", "Vanilla");
  const size = await optionId("Size", "2.5 kg");
  expect(vanilla).toMatch(/^\d+$/);
  expect(size).toMatch(/^\d+$/);
  const list = `/products?flavour=${vanilla}&size=${size}&mode=quickbuy`;

  await page.goto(list);
  await ready(page, javaScriptEnabled);
  // Chocolate Smooth would be the Mass Gainer's own first choice: the list asked for Vanilla.
  const card = page.locator(".product-card", { has: page.getByRole("heading", { name: "Mass Gainer" }) });
  await expect(card.getByRole("radio", { name: /^Vanilla/ })).toBeChecked();
  await expect(card.getByRole("radio", { name: /^Chocolate Smooth/ })).not.toBeChecked();
  await expect(card.getByRole("radio", { name: /^2\.5 kg/ })).toBeChecked();
  await card.getByRole("button", { name: "Add to basket" }).click();
  if (javaScriptEnabled) {
    await expect(card.getByText("Added to your basket", { exact: true })).toBeVisible();
  } else {
    await expect(page.getByText("The product was added to your basket.")).toBeVisible();
  }
  // The list's address, filters and all, is the one the shopper was on.
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(list);

  await page.goto("/basket");
  const line = page.locator(".basket-line", { hasText: "Mass Gainer" });
  await expect(line).toContainText("Vanilla");
  await expect(line).toContainText("2.5 kg");
  await expect(line).not.toContainText("Chocolate Smooth");
});

test("a list refined by flavour and size pictures each product in what was asked for", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/products");
  await ready(page, javaScriptEnabled);
  const whey = page
    .getByTestId("product-list")
    .locator(".product-card", { has: page.getByRole("heading", { name: "Impact Whey Protein" }) })
    .locator("img")
    .first();
  await expect(whey).toHaveAttribute("src", /impact-whey-protein-front\.webp/);

  await tick(page, javaScriptEnabled, "Flavour", "Vanilla");
  await expect(page).toHaveURL(/flavour=\d+/);
  await expect(whey).toHaveAttribute("src", /impact-whey-protein-van-1kg-front\.webp/);

  await tick(page, javaScriptEnabled, "Size", "2.5 kg");
  await expect(page).toHaveURL(/flavour=\d+&size=\d+/);
  await expect(whey).toHaveAttribute("src", /impact-whey-protein-van-2-5kg-front\.webp/);

  await page.getByRole("link", { name: "Clear all" }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(whey).toHaveAttribute("src", /impact-whey-protein-front\.webp/);
});
