// axe-core on the pages a shopper passes through, at phone and desktop widths: no WCAG 2.2 A/AA
// violation, and every control big enough to tap (24 x 24 CSS px at least).
import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContext, type Page } from "@playwright/test";
import { answerPopups, expect, seed, test, type SessionKit } from "./fixtures";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const PAGES = [
  { name: "home", path: "/" },
  { name: "category", path: "/protein" },
  { name: "configurable product", path: `/products/${seed.WHEY.url_key}` },
  { name: "bundle", path: `/products/${seed.STARTER_BUNDLE.url_key}` },
  { name: "basket", path: "/basket", withLine: true },
  { name: "terms", path: `/${seed.LEGAL_PAGES.terms.url_key.en}` },
  { name: "contact", path: `/${seed.LEGAL_PAGES.contact.url_key.en}` },
];

// axe reads the whole page; on a small machine that takes a while.
test.describe.configure({ timeout: 90_000 });

/**
 * axe runs as a script in the page. For the no-JavaScript project the page is opened with scripts
 * allowed but the shop's own bundles refused, so axe sees exactly the HTML a browser without
 * JavaScript shows.
 */
async function openShopper(
  browser: Browser,
  baseURL: string,
  width: number,
  javaScriptEnabled: boolean,
  userAgent: string,
) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: true,
    viewport: { width, height: 900 },
    userAgent,
    extraHTTPHeaders: { "CF-IPCountry": "JP" },
  });
  await answerPopups(context, baseURL);
  if (!javaScriptEnabled) await context.route("**/build/**/*.js", (route) => route.abort());
  return context;
}

async function ready(page: Page, javaScriptEnabled: boolean) {
  await expect(page.locator("h1").first()).toBeVisible();
  if (javaScriptEnabled) await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

/** A returning shopper whose basket (made through the backend) holds one creatine. */
async function putLineInBasket(context: BrowserContext, baseURL: string, session: SessionKit) {
  const cartId = await session.makeBasket("default", [{ sku: seed.CREATINE.sku, quantity: 1 }]);
  const value = await session.mint({ initiated: true, cartIds: { default: cartId } });
  await context.addCookies([{ name: "pw_session", value, url: baseURL }]);
}

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * Visible interactive controls smaller than 24 x 24 CSS px (WCAG 2.2 target size, minimum). A link
 * inside a sentence is the rule's own exception.
 */
async function smallTargets(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("a[href], button, summary, select, input:not([type=hidden]), textarea")]
      .filter((el) => el.getClientRects().length > 0 && !el.closest(".visually-hidden, .skip-link, dialog:not([open])"))
      .filter(
        (el) => !(el.tagName === "A" && getComputedStyle(el).display === "inline" && el.parentElement?.closest("p")),
      )
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.height < 24 || box.width < 24)
      .map(
        ({ el, box }) =>
          `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 30)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
      ),
  );
}

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    for (const { name, path, withLine } of PAGES) {
      test(`the ${name} page has no accessibility violations and no tiny tap targets`, async ({
        browser,
        baseURL,
        javaScriptEnabled,
        userAgent,
        session,
      }) => {
        const context = await openShopper(browser, baseURL!, width, javaScriptEnabled, userAgent!);
        if (withLine) await putLineInBasket(context, baseURL!, session);
        const page = await context.newPage();
        await page.goto(path);
        await ready(page, javaScriptEnabled);
        if (withLine) await expect(page.getByTestId("basket-line")).toHaveCount(1);
        expect(await violations(page)).toEqual([]);
        expect(await smallTargets(page)).toEqual([]);
        await context.close();
      });
    }
  });
}
