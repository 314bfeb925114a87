// A shopper's page paints its first screen before it fetches its code (ADR 0082): the document
// names no module to preload and imports none as it is read; the page's scripts are requested only
// once its first screen's pictures are in, and it still hydrates with every route module. A return to a page scrolled down
// lands where it was. A crawler's page keeps Remix's own scripts. Project js: without JavaScript no
// script runs either way.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

test.beforeEach(({ javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "scripts need JavaScript");
});

const PAGES = ["/", "/protein", "/products/impact-whey-protein"];

/** When each of the first screen's pictures (fetchpriority=high) fired its load event, recorded in the page. */
async function recordFirstScreenPictures(page: Page) {
  await page.addInitScript(() => {
    const loads: number[] = [];
    (window as unknown as { __firstScreenPictures: number[] }).__firstScreenPictures = loads;
    document.addEventListener(
      "load",
      (event) => {
        if (event.target instanceof HTMLImageElement && event.target.matches("img[fetchpriority=high]"))
          loads.push(performance.now());
      },
      true,
    );
  });
}

for (const path of PAGES) {
  test(`${path}: the code comes after the first screen's pictures, and the page hydrates`, async ({ page }) => {
    await recordFirstScreenPictures(page);
    const response = await page.goto(path);
    const html = (await response?.text()) ?? "";
    expect(html).not.toContain('<link rel="modulepreload"');
    // Remix's module script imports the route modules as the document is read (`import * as route0`).
    expect(html).not.toContain("import * as route");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const timing = await page.evaluate(() => {
      const scripts = performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.startsWith("/build/") && entry.name.endsWith(".js"));
      return {
        pictures: (window as unknown as { __firstScreenPictures: number[] }).__firstScreenPictures,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        routeModules: Object.keys((window as unknown as { __remixRouteModules: object }).__remixRouteModules),
      };
    });
    expect(timing.pictures.length).toBeGreaterThan(0);
    expect(timing.firstScript).toBeGreaterThan(Math.max(...timing.pictures));
    expect(timing.routeModules).toEqual([
      "root",
      "storeLayout",
      path === "/" ? "home" : path === "/protein" ? "category" : "product",
    ]);
  });
}

for (const path of [...PAGES, "/basket", "/de/", "/search?q=whey"]) {
  test(`${path}: its links' routes come with it, so the page asks the server for none`, async ({ page }) => {
    // Remix asks the server for the routes of the links a page shows once it runs, unless a link
    // says it needs none: every link to a shell screen's route, which the page's manifest holds.
    const asked: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/__manifest") asked.push(request.url());
    });
    await page.goto(path);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await page.waitForLoadState("networkidle");
    expect(asked).toEqual([]);
  });
}

for (const [from, link, lands] of [
  ["/", "a.product-card__link", /^\/products\/[a-z0-9-]+$/],
  ["/products/impact-whey-protein", "nav.category-nav a", /^\/products$/],
  ["/de/protein", "a.basket-link", /^\/de\/basket$/],
] as const) {
  test(`${from}: a click on ${link} goes there in the page, which asks for no other route`, async ({ page }) => {
    const asked: string[][] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/__manifest") asked.push(url.searchParams.getAll("p"));
    });
    await page.goto(from);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    // A mark only this document has: a client-side navigation keeps it, a new document would not.
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await page.locator(link).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(lands);
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    // Remix checks an address with a value in it (a product's, a category's) on the way there; the
    // page it lands on asks for nothing more.
    const there = new URL(page.url()).pathname;
    expect(asked.filter((paths) => paths.some((path) => path !== there))).toEqual([]);
  });
}

test("a reload lands where the shopper had scrolled to", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto("/protein");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.evaluate(() => window.scrollTo(0, 700));
  await page.reload();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  // Where it was, give or take a line's settling as the pictures come in.
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(650);
});

test("a crawler's page keeps Remix's scripts", async ({ request }) => {
  const response = await request.get("/protein", {
    headers: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
  });
  const html = await response.text();
  expect(html).toContain('<link rel="modulepreload"');
  expect(html).toContain("import * as route");
  // nothing on it waits for a start-up script it does not have (the held pictures' mark)
  expect(html).toMatch(/<html lang="[^"]+">/);
});

for (const path of [...PAGES, "/basket", "/de/protein"]) {
  test(`${path}: hydrates without building a number formatter, its ratings in the locale's way`, async ({ page }) => {
    // A number formatter's first construction (the locale's number data) takes a phone tens of
    // milliseconds in one piece: the page's own numbers, ratings included, are written without one.
    await page.addInitScript(() => {
      const built: string[] = [];
      (window as unknown as { __numberFormats: string[] }).__numberFormats = built;
      const Made = Intl.NumberFormat;
      Intl.NumberFormat = new Proxy(Made, {
        construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
          if (!document.documentElement.dataset.hydrated) built.push(JSON.stringify(args));
          return new target(...args);
        },
      });
    });
    await page.goto(path);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { __numberFormats: string[] }).__numberFormats)).toEqual([]);
    if (path === "/de/protein") await expect(page.locator(".rating__text").first()).toHaveText(/^\d,\d von 5 \(/);
    if (path === "/protein") await expect(page.locator(".rating__text").first()).toHaveText(/^\d\.\d out of 5 \(/);
  });
}
