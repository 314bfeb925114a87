// Long words on a phone, js and nojs: at 360 px wide the German store's home, product, category,
// basket, checkout and account pages (and the French subscriptions) break no word in the middle (a
// heading's "Kundenbewertungen" whole on its line, not "KUNDENBEWERTUNGE / N"; a break only after a
// hyphen that is in the text), and no page scrolls sideways. Headless Linux Chromium has no hyphenation dictionary, as many phones'
// browsers: `hyphens: auto` alone would not help there, so the headings must fit their longest word.
import type { Page } from "@playwright/test";
import { hook, signInAs } from "./account-helpers";
import { expect, seed, test } from "./fixtures";

const { CREATINE, WHEY } = seed;

/**
 * The words of the page's headings, product names and labels that the browser split across lines
 * (a word is what lies between spaces and hyphens: a break after a hyphen is the text's own).
 */
async function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const texts = document.querySelectorAll(
      "main h1, main h2, main h3, main h4, main legend, main label, main dt, main th, main button, header, nav",
    );
    for (const element of texts) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (const match of node.data.matchAll(/[^\s\u00ad-]+[-\u00ad]?/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(
            [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
          );
          if (lines.size > 1) broken.push(`${element.tagName.toLowerCase()}: ${match[0]}`);
        }
      }
    }
    return [...new Set(broken)];
  });
}

/** Soft: a failing page names all the pages' broken words, not only the first page's. */
async function expectWholeWords(page: Page) {
  const where = new URL(page.url()).pathname;
  expect.soft(await brokenWords(page), `words broken on ${where}`).toEqual([]);
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect.soft(widths[0], `sideways scroll on ${where}`).toBeLessThanOrEqual(widths[1]);
}

test("German home, product, category, basket and checkout pages keep their words whole at 360 px", async ({
  page,
  session,
  baseURL,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const cartId = await session.useBasket("de", [
    { sku: CREATINE.sku, quantity: 1 },
    { sku: WHEY.variantSku("VAN", "1KG"), parentSku: WHEY.sku, quantity: 1 },
  ]);
  for (const path of [
    "/de",
    `/de/produkte/${WHEY.url_key}`,
    `/de/produkte/${CREATINE.url_key}`,
    "/de/protein",
    "/de/basket",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectWholeWords(page);
  }
  await page.goto("/de/checkout/information");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectWholeWords(page);

  await hook(baseURL!, "/__test/checkout-cart", { cartId, email: `long-words-${Date.now()}@example.com` });
  await page.goto("/de/checkout/delivery");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectWholeWords(page);
  await page.goto("/de/checkout/review");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectWholeWords(page);
});

test("the account's pages keep their words whole and do not scroll sideways at 360 px, in German and French", async ({
  page,
  baseURL,
  javaScriptEnabled,
}) => {
  // A customer with subscriptions (the French interval and its button were wider than the screen).
  const customer = (await hook(baseURL!, "/__test/perks-customer", {})) as { email: string; password: string };
  await signInAs(page, javaScriptEnabled, customer);
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of [
    "/de/account",
    "/de/account/contact-preferences",
    "/de/account/subscriptions",
    "/fr/account/subscriptions",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectWholeWords(page);
  }
});

test("the German home's hero keeps its words whole beside the picture on a wide screen", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/de");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectWholeWords(page);
});
