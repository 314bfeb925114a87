// axe-core on the pages a shopper passes through, at phone and desktop widths: no WCAG 2.2 A/AA
// violation, and every control big enough to tap (24 x 24 CSS px at least).
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { answerPopups } from "./quiet-popups";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const PAGES = [
  { name: "home", path: "/" },
  { name: "category", path: "/protein" },
  { name: "configurable product", path: "/products/impact-whey-protein" },
  { name: "bundle", path: "/products/muscle-starter-bundle" },
  { name: "basket", path: "/basket", withLine: true },
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

async function putLineInBasket(page: Page, javaScriptEnabled: boolean) {
  await page.goto("/products/creatine-monohydrate");
  await ready(page, javaScriptEnabled);
  await page.getByRole("button", { name: /add to basket/i }).click();
  await expect(page.getByTestId("basket-link")).toContainText("1");
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
      }) => {
        const context = await openShopper(browser, baseURL!, width, javaScriptEnabled, userAgent!);
        const page = await context.newPage();
        if (withLine) await putLineInBasket(page, javaScriptEnabled);
        await page.goto(path);
        await ready(page, javaScriptEnabled);
        expect(await violations(page)).toEqual([]);
        expect(await smallTargets(page)).toEqual([]);
        await context.close();
      });
    }
  });
}
