// Phones: every page type declares the viewport once, and at 360 px on a touch phone no page
// scrolls sideways (long German words wrap, the header's store panel fits).
import { type Page } from "@playwright/test";
import { expect, seed, test } from "./fixtures";

/** A product of this spec's own, broken for the crash page (others break other products). */
const BROKEN = "diet-whey";

const PAGE_TYPES = [
  { name: "home", path: "/" },
  { name: "list", path: "/products" },
  { name: "category", path: "/protein" },
  { name: "product", path: `/products/${seed.WHEY.url_key}` },
  { name: "bundle", path: `/products/${seed.STARTER_BUNDLE.url_key}` },
  { name: "basket", path: "/basket" },
  { name: "preferences", path: "/preferences" },
  { name: "privacy", path: `/${seed.PRIVACY_PAGE.url_key.en}` },
  { name: "German privacy", path: `/de/${seed.PRIVACY_PAGE.url_key.de}` },
  { name: "German returns", path: `/de/${seed.LEGAL_PAGES.returns.url_key.de}` },
  { name: "terms", path: `/${seed.LEGAL_PAGES.terms.url_key.en}` },
  { name: "404", path: "/no-such-page" },
  { name: "400", path: "/%E0%A4%A" },
  { name: "crash", path: `/products/${BROKEN}` },
];

test.beforeEach(async ({ request }) => {
  expect((await request.post("/__test/hooks", { data: { brokenProductUrlKey: BROKEN } })).status()).toBe(204);
});

test.afterEach(async ({ request }) => {
  await request.post("/__test/hooks", { data: { repairProductUrlKey: BROKEN } });
});

async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
}

test("every page type has exactly one viewport declaration", async ({ page }) => {
  for (const { name, path } of PAGE_TYPES) {
    await page.goto(path);
    await expect(page.locator('meta[name="viewport"]'), name).toHaveCount(1);
    await expect(page.locator('meta[name="viewport"]'), name).toHaveAttribute(
      "content",
      "width=device-width, initial-scale=1",
    );
    await expect(page.locator("meta[charset]"), name).toHaveCount(1);
  }
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  for (const { name, path } of PAGE_TYPES) {
    test(`the ${name} page does not scroll sideways`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("h1").first()).toBeVisible();
      const { scrollWidth, innerWidth } = await sidewaysOverflow(page);
      expect(innerWidth).toBe(360);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    });
  }

  test("the header's store panel fits the screen when opened without JavaScript", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(javaScriptEnabled, "with JavaScript the same control opens a popup dialog");
    await page.goto("/de/protein");
    await page.getByTestId("store-preferences").click();
    const panel = page.locator(".store-preferences__panel");
    await expect(panel).toBeVisible();
    const box = await panel.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    const { scrollWidth, innerWidth } = await sidewaysOverflow(page);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  });

  test("the search row stays under the bar while the header is still arriving", async ({ page, javaScriptEnabled }) => {
    // A slow phone paints a page as it is read: the header may be painted before its account and
    // basket links (after the search in the document) have arrived. The search must not sit in
    // the first row then and jump down when they come. The links are taken out of the layout
    // (not out of the document, which React owns once it runs), as if not yet read.
    await page.goto(`/products/${seed.WHEY.url_key}`);
    if (javaScriptEnabled) await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const search = page.getByRole("search");
    const whole = await search.boundingBox();
    await page.evaluate(() => {
      for (const link of document.querySelectorAll<HTMLElement>(
        ".site-header__bar > .account-link, .site-header__bar > .basket-link",
      ))
        link.style.display = "none";
    });
    await expect(page.getByTestId("basket-link")).toBeHidden();
    expect(await search.boundingBox()).toEqual(whole);
  });
});
