// Search from the header, the results page (typos, did you mean, one letter, long texts, escaping),
// the suggestions combobox, the phone's category menu and breadcrumbs.
// Projects js and nojs; the combobox only with JavaScript.
import { type Page } from "@playwright/test";
import { expect, httpOnly, seed, test } from "./fixtures";

async function ready(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

/** Types into the header's search box and submits it as a shopper would (Enter). */
async function searchFromHeader(page: Page, javaScriptEnabled: boolean, text: string, label = "Search products") {
  await ready(page, javaScriptEnabled);
  const box = page.getByRole(javaScriptEnabled ? "combobox" : "searchbox", { name: label });
  await box.fill(text);
  await box.press("Enter");
}

const results = (page: Page) => page.getByRole("main").getByRole("link");

test("a search with typos from the header finds the product", async ({ page, javaScriptEnabled }) => {
  await page.goto("/");
  await searchFromHeader(page, javaScriptEnabled, "wehy protien");
  await expect(page).toHaveURL(/\/search\?q=wehy\+protien$/);
  await expect(page.getByRole("heading", { level: 1, name: "Search results for “wehy protien”" })).toBeVisible();
  await expect(results(page).filter({ hasText: seed.WHEY.name }).first()).toBeVisible();
  await expect(page).toHaveTitle(/^Search: wehy protien \| /);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /NOINDEX/i);
});

test("the German store's search finds creatine by its German name", async ({ page, javaScriptEnabled }) => {
  await page.goto("/de");
  await searchFromHeader(page, javaScriptEnabled, "kreatin", "Produkte suchen");
  await expect(page).toHaveURL(/\/de\/search\?q=kreatin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Suchergebnisse für „kreatin“" })).toBeVisible();
  await expect(page.getByRole("main").locator(`a[href="/de/produkte/${seed.CREATINE.url_key}"]`).first()).toBeVisible();
});

test("search results can be filtered like any list, the search kept", async ({ page, javaScriptEnabled }) => {
  await page.goto("/search?q=whey");
  await ready(page, javaScriptEnabled);
  const count = page.getByTestId("list-count");
  const total = async () => Number(/(\d+) products?/.exec((await count.textContent()) ?? "")?.[1]);
  const before = await total();
  const vanilla = seed.WHEY_FLAVOURS.find((flavour) => flavour.code === "VAN")!;
  await page.getByRole("checkbox", { name: new RegExp(`^${vanilla.en}`) }).check();
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/\?q=whey&flavour=\d+/);
  await expect(page.getByRole("heading", { level: 1, name: "Search results for “whey”" })).toBeVisible();
  await expect(async () => {
    const after = await total();
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThan(before);
  }).toPass();
});

test("search results are sorted as the address says", async ({ page }) => {
  await page.goto("/search?q=whey&sort=price_desc");
  const prices = await page.getByRole("main").locator(".price__final").allTextContents();
  const values = prices.map((text) => Number(text.replace(/[^\d.]/g, "")));
  expect(values.length).toBeGreaterThan(2);
  expect(values).toEqual([...values].sort((a, b) => b - a));
});

test("nothing found: did you mean leads to results, with tips and categories", async ({ page }) => {
  await page.goto("/search?q=whey+protien+xyzzy");
  await expect(page.getByRole("heading", { level: 1, name: "No results for “whey protien xyzzy”" })).toBeVisible();
  await expect(page.getByText("Check the spelling of your search.")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Shop by category" }).last()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Popular products" })).toBeVisible();
  await page.getByRole("link", { name: "whey protein", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Search results for “whey protein”" })).toBeVisible();
  await expect(results(page).filter({ hasText: seed.WHEY.name }).first()).toBeVisible();
});

test("a one-letter search asks for more and searches nothing", async ({ page }) => {
  const response = await page.goto("/search?q=w");
  expect(response?.status()).toBe(200);
  await expect(page.getByText("Please enter at least 2 characters to search.")).toBeVisible();
  await expect(page.locator(".product-grid")).toHaveCount(0);
});

test("a 200-character search is cut to 128 characters, and says so", async ({ page }) => {
  const long = `whey ${"x".repeat(195)}`;
  await page.goto(`/search?q=${long}`);
  await expect(page.getByText("Your search was shortened to 128 characters.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(long.slice(0, 128));
  await expect(page.getByRole("heading", { level: 1 })).not.toContainText(long.slice(0, 129));
});

test("markup in the search text is shown as text, never run", async ({ page }) => {
  const text = `<script>window.__searched=1</script>"'<b>`;
  await page.goto(`/search?q=${encodeURIComponent(text)}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(text);
  expect(await page.locator("main b, main script").count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __searched?: number }).__searched)).toBeUndefined();
});

test("a page past the last of the results is not found", async ({ page }) => {
  expect((await page.goto("/search?q=whey&page=99"))?.status()).toBe(404);
  expect((await page.goto("/search?q=whey&page=abc"))?.status()).toBe(404);
});

test("the suggestions: arrow keys, Enter opens the product, Escape closes", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "suggestions need JavaScript; without it the form submits");
  await page.goto("/");
  await ready(page, true);
  const box = page.getByRole("combobox", { name: "Search products" });
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await box.pressSequentially("whe");
  await expect(box).toHaveAttribute("aria-expanded", "true");
  const listbox = page.getByRole("listbox", { name: "Search suggestions" });
  await expect(listbox.getByRole("option", { name: seed.WHEY.name })).toBeVisible();
  // A product of flavours and sizes starts at its price, written as its card writes it.
  await expect(listbox.getByRole("option", { name: seed.WHEY.name })).toContainText(/From £\d+\.\d{2}$/);
  await expect(listbox.getByRole("group", { name: "Categories" })).toBeVisible();
  await expect(listbox.getByRole("option").last()).toHaveText("See all results for “whe”");

  await box.press("Escape");
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(box).not.toHaveAttribute("aria-activedescendant", /./);

  await box.press("ArrowDown");
  await expect(box).toHaveAttribute("aria-expanded", "true");
  const first = listbox.getByRole("option").first();
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
  const name = (await first.textContent()) ?? "";
  expect(name).toContain(seed.WHEY.name);
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/products/${seed.WHEY.url_key}$`));
  await expect(page.getByRole("heading", { level: 1, name: seed.WHEY.name })).toBeVisible();
});

test("the suggestions' code comes on the field's first focus; what is typed meanwhile is kept and asked", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "suggestions need JavaScript");
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/");
  await ready(page, true);
  await page.waitForLoadState("networkidle");
  const loaded = scripts.length;
  // A slow phone: the suggestions' script takes a while, the shopper types on.
  await page.route("**/build/**/*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  const box = page.getByRole("combobox", { name: "Search products" });
  await expect(box).toHaveAttribute("aria-expanded", "false");
  expect(scripts).toHaveLength(loaded);
  await box.pressSequentially("whe");
  await expect.poll(() => scripts.length).toBe(loaded + 1);
  const listbox = page.getByRole("listbox", { name: "Search suggestions" });
  await expect(listbox.getByRole("option", { name: seed.WHEY.name })).toBeVisible();
  await expect(box).toBeFocused();
  await expect(box).toHaveValue("whe");
  await expect(box).toHaveAttribute("aria-expanded", "true");
});

test("a click outside closes the suggestions", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "suggestions need JavaScript");
  await page.goto("/");
  await ready(page, true);
  const box = page.getByRole("combobox", { name: "Search products" });
  await box.pressSequentially("prot");
  await expect(box).toHaveAttribute("aria-expanded", "true");
  // The page's left margin, beside the open list.
  await page.mouse.click(4, 500);
  await expect(box).toHaveAttribute("aria-expanded", "false");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the menu opens and leads to a category", async ({ page, javaScriptEnabled }) => {
    await page.goto("/");
    await ready(page, javaScriptEnabled);
    // The desktop bar is not shown on a phone; the menu button is.
    await expect(page.locator(".category-nav")).toBeHidden();
    await page.getByText("Shop", { exact: true }).click();
    const menu = page.getByRole("navigation", { name: "Shop by category" }).first();
    await expect(menu.getByRole("link", { name: "All products" })).toBeVisible();
    await menu.getByRole("link", { name: seed.PROTEIN_CATEGORY.names.en, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: seed.PROTEIN_CATEGORY.names.en })).toBeVisible();
    await expect(page.locator("#aa-search")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

test("a product page's breadcrumbs lead back to its category", async ({ page, javaScriptEnabled }) => {
  await page.goto(`/products/${seed.WHEY.url_key}`);
  await ready(page, javaScriptEnabled);
  const trail = page.getByRole("navigation", { name: "Breadcrumbs" });
  await expect(trail.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(trail.locator('[aria-current="page"]')).toHaveText(seed.WHEY.name);
  await trail.getByRole("link", { name: seed.PROTEIN_CATEGORY.names.en, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${seed.PROTEIN_CATEGORY.url_path}$`));
  await expect(page.getByRole("heading", { level: 1, name: seed.PROTEIN_CATEGORY.names.en })).toBeVisible();
});

test("a crawler reads the category page's BreadcrumbList", async ({ request }) => {
  httpOnly();
  const response = await request.get(`/${seed.PROTEIN_CATEGORY.url_path}`, {
    headers: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
  });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  expect(json).toBeTruthy();
  const list = JSON.parse(json!);
  expect(list["@type"]).toBe("BreadcrumbList");
  expect(list.itemListElement).toEqual([
    { "@type": "ListItem", position: 1, name: "Home", item: expect.stringMatching(/^https?:\/\/[^/]+\/$/) },
    { "@type": "ListItem", position: 2, name: seed.PROTEIN_CATEGORY.names.en },
  ]);
});
