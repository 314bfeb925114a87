// What a shopper compares packs by: the price per serving and per kg under the price, following the
// chosen size; and the reviews' rating histogram. Projects js and nojs.
import { type Page } from "@playwright/test";
import { expect, seed, test } from "./fixtures";

async function chooseSize(page: Page, label: string, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await page.getByRole("radio", { name: new RegExp(`^${escaped}`) }).check();
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Show selection" }).click();
}

test("the price per kg and per serving follow the size chosen, and the larger tub is cheaper per kg", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto(`/products/${seed.WHEY.url_key}`);
  const unit = page.getByTestId("unit-price");
  for (const size of seed.WHEY_SIZES.filter((s) => s.code !== "2.5KG")) {
    await chooseSize(page, size.label, javaScriptEnabled);
    const kilos = Number(size.label.replace(" kg", ""));
    const perKg = seed.price(Math.round((size.prices.GBP / kilos) * 100) / 100, "GBP");
    await expect(unit).toContainText(`${perKg} per kg`);
    await expect(unit).toContainText(/£\d+\.\d\d per serving · .* · \d+ servings/);
  }
  // 5 kg: £14.00 a kilo against £19.99 for the 1 kg tub
  await expect(unit).toContainText("£14.00 per kg");
});

test("a box of bars is priced per bar, and an accessory shows no unit price", async ({ page }) => {
  await page.goto("/products/protein-bar-box");
  await expect(page.getByTestId("unit-price")).toContainText(/£\d+\.\d\d per serving · 12 servings/);
  await expect(page.getByTestId("unit-price")).not.toContainText("per kg");
  await page.goto("/products/shaker-600ml");
  await expect(page.getByRole("article").getByTestId("price")).toBeVisible();
  await expect(page.getByTestId("unit-price")).toHaveCount(0);
});

test("the reviews show how many gave each number of stars, adding up to the count", async ({ page }) => {
  await page.goto(`/products/${seed.WHEY.url_key}`);
  const histogram = page.getByTestId("rating-histogram");
  const rows = histogram.getByRole("listitem");
  await expect(rows).toHaveCount(5);
  const texts = await rows.allTextContents();
  const counts = texts.map((text, index) => {
    const match = new RegExp(`^${5 - index} stars?: (\\d+) reviews?`).exec(text);
    expect(match, text).not.toBeNull();
    return Number(match![1]);
  });
  // One star, one review: the words in the singular.
  expect(texts[4]).toMatch(/^1 star: /);
  counts.forEach((count, index) => {
    if (count === 1) expect(texts[index]).toMatch(/: 1 review(?!s)/);
  });
  const total = counts.reduce((sum, n) => sum + n, 0);
  await expect(page.getByTestId("review-summary")).toContainText(`Based on ${total} reviews`);
  // German: the words are German too
  await page.goto(`/de/produkte/${seed.WHEY.url_key}`);
  await expect(page.getByTestId("rating-histogram").getByRole("listitem").first()).toContainText("5 Sterne");
});
