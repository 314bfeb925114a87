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
