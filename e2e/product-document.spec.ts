// What the product page's document carries once: the text a crawler reads (the schema.org JSON-LD),
// the product's description and its nutrition table are in the page's HTML and not again in the data
// the page hydrates from (window.__remixContext), which a phone parses and runs before the page
// answers. With JavaScript they stay in the page after hydration, and a client-side navigation to
// another product shows that product's.
import type { Page } from "@playwright/test";
import { expect, seed, test } from "./fixtures";

/** The schema.org Products of the page's JSON-LD scripts. */
async function jsonLdProducts(page: Page): Promise<Array<{ "@type"?: string; name?: string }>> {
  const texts = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ""));
  return texts
    .map((text) => JSON.parse(text) as { "@type"?: string; name?: string })
    .filter((ld) => ld["@type"] === "Product");
}

/** The inline scripts that carry the hydration data (Remix's stream of loader data). */
async function hydrationData(page: Page): Promise<string> {
  const texts = await page.locator("script:not([type])").allTextContents();
  return texts.filter((text) => text.includes("__remixContext")).join("\n");
}

test("the JSON-LD, description and nutrition table are in the document once, not in its hydration data", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto(`/products/${seed.WHEY.url_key}`);
  if (javaScriptEnabled) await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  expect(await jsonLdProducts(page)).toEqual([expect.objectContaining({ name: seed.WHEY.name })]);
  await expect(page.locator(".product-tabs__html")).toContainText("no lumps to chase");
  await expect(page.locator(".product-tabs__nutrition table.nutrition-table")).toHaveCount(1);
  const data = await hydrationData(page);
  expect(data).toContain(seed.WHEY.url_key);
  expect(data).not.toContain("schema.org");
  expect(data).not.toContain("no lumps to chase");
  expect(data).not.toContain("nutrition-table");
});

test("a client-side navigation to another product shows that product's JSON-LD, description and nutrition", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "a client-side navigation needs JavaScript");
  await page.goto(`/products/${seed.WHEY.url_key}`);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const description = (await page.locator(".product-tabs__html").innerHTML()).trim();
  const before = await page.evaluate(() => performance.getEntriesByType("navigation").length);
  const card = page.getByRole("region", { name: "Goes well with" }).getByTestId("product-cross-sell").first();
  const link = card.locator("a[href*='/products/']").first();
  const href = (await link.getAttribute("href")) ?? "";
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[?#].*$/, "")}$`));
  // still the same document: Remix drew the new product from its data
  expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(before);
  // the address changes before the new product is drawn: wait for its heading
  await expect(page.locator("h1")).not.toHaveText(seed.WHEY.name);
  const name = (await page.locator("h1").textContent()) ?? "";
  await expect.poll(() => jsonLdProducts(page)).toEqual([expect.objectContaining({ name })]);
  // the new product's own description, drawn from the navigation's data
  const shown = page.locator(".product-tabs__html");
  await expect(shown).not.toBeEmpty();
  expect((await shown.innerHTML()).trim()).not.toBe(description);
});

/** What the parts made on the server only show (static parts): tabs, ratings, trail, footer links. */
async function staticParts(page: Page) {
  const text = async (selector: string) => ((await page.locator(selector).first().textContent()) ?? "").trim();
  return {
    name: await text("h1"),
    breadcrumbs: await text("nav.breadcrumbs ol"),
    rating: await text("[data-testid=product-rating]"),
    summary: await text("[data-testid=review-summary]"),
    histogram: await page.getByTestId("rating-histogram").locator("li").allTextContents(),
    nutrition: await text(".product-tabs__nutrition"),
    description: await text(".product-tabs__html"),
    footer: await page.locator(".site-footer__groups a").allTextContents(),
  };
}

test("a client-side navigation between products shows the new product's tabs, ratings and trail, as its own document does", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "a client-side navigation needs JavaScript");
  await page.goto(`/products/${seed.WHEY.url_key}`);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const first = await staticParts(page);
  expect(first.summary).not.toBe("");
  expect(first.footer.length).toBeGreaterThan(0);
  const before = await page.evaluate(() => performance.getEntriesByType("navigation").length);
  const link = page
    .getByRole("region", { name: "Goes well with" })
    .getByTestId("product-cross-sell")
    .first()
    .locator("a[href*='/products/']")
    .first();
  await link.click();
  await expect(page.locator("h1")).not.toHaveText(seed.WHEY.name);
  expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(before);
  const navigated = await staticParts(page);
  expect(navigated.summary).not.toBe(first.summary);
  expect(navigated.nutrition).not.toBe(first.nutrition);
  expect(navigated.breadcrumbs).toContain(navigated.name);
  // the same as the product's own document shows
  await page.reload();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  expect(await staticParts(page)).toEqual(navigated);
});

test("a link in the trail or the footer (server-made markup) opens its page without a new document", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "a client-side navigation needs JavaScript");
  await page.goto(`/products/${seed.WHEY.url_key}`);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const before = await page.evaluate(() => performance.getEntriesByType("navigation").length);
  const crumb = page.getByRole("navigation", { name: "Breadcrumbs" }).getByRole("link").last();
  const category = (await crumb.textContent()) ?? "";
  await crumb.click();
  await expect(page.locator("h1")).toHaveText(category);
  await page.locator(".site-footer__groups").getByRole("link", { name: "Returns and refunds" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/return/i);
  await expect(page.locator(".site-footer__groups a")).toHaveCount(8);
  expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(before);
});
