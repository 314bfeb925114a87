// Speed-test agents (Lighthouse, GTmetrix, WebPageTest) get lean pages: no scripts at all.
import { expect, test } from "./fixtures";

// Speed-test agents never answer popups.
test.use({ quietPopups: [] });

test("a product page for a speed-test agent has no script tags", async ({ page, seed }) => {
  const response = await page.goto(`/products/${seed.WHEY.url_key}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: seed.WHEY.name })).toBeVisible();
  expect(await page.locator("script").count()).toBe(0);
  const html = await response!.text();
  expect(html).not.toContain("<script");
  expect(html).not.toContain('rel="modulepreload"');
  // No start-up script lets pictures go: none are held, the next slide's is drawn.
  expect(html).toMatch(/<html lang="[^"]+">/);
  const next = page.locator(".gallery__slide").nth(1).locator("img");
  await next.scrollIntoViewIfNeeded();
  await expect.poll(() => next.evaluate((picture: HTMLImageElement) => picture.naturalWidth)).toBeGreaterThan(0);
});

test("a shopper's product page does load scripts", async ({ browser, baseURL, seed }) => {
  const context = await browser.newContext({
    baseURL,
    userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
  });
  const page = await context.newPage();
  await page.goto(`/products/${seed.WHEY.url_key}`);
  expect(await page.locator("script").count()).toBeGreaterThan(0);
  await context.close();
});

test("a search crawler gets the product's JSON-LD: an offer per variant, its availability and rating", async ({
  browser,
  baseURL,
  seed,
}) => {
  const context = await browser.newContext({
    baseURL,
    userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  });
  const page = await context.newPage();
  await page.goto(`/products/${seed.WHEY.url_key}`);
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = scripts.map((text) => JSON.parse(text)).find((json) => json["@type"] === "Product");
  expect(product).toBeTruthy();
  expect(product.name).toBe(seed.WHEY.name);
  expect(product.offers).toHaveLength(seed.WHEY_FLAVOURS.length * seed.WHEY_SIZES.length);
  const availability = (sku: string) =>
    product.offers.find((offer: { sku: string }) => offer.sku === sku)?.availability;
  expect(availability(seed.WHEY.outOfStock[0])).toBe("https://schema.org/OutOfStock");
  expect(availability(seed.WHEY.variantSku("CHOC", "1KG"))).toBe("https://schema.org/InStock");
  expect(product.offers[0]).toMatchObject({ priceCurrency: "GBP", url: expect.stringContaining("?flavours=") });
  if (product.aggregateRating) expect(Number(product.aggregateRating.reviewCount)).toBeGreaterThan(0);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "product");
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", new RegExp(seed.WHEY.name));
  await context.close();
});
