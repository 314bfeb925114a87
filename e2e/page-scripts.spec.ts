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

for (const path of [...PAGES, "/basket", "/de/"]) {
  test(`${path}: the routes its links lead to come with it, none patched in once it runs`, async ({ page }) => {
    // Once the page runs, Remix asks the server for the routes of the links in it; a route the
    // page's manifest lacked would be patched in, rendering the whole page again.
    const discovery = page.waitForResponse((response) => new URL(response.url()).pathname === "/__manifest");
    const response = await page.goto(path);
    const html = (await response?.text()) ?? "";
    const sent = JSON.parse(/w\.__remixManifest=(\{.*?\});var r=/.exec(html)![1]) as { routes: object };
    const discovered = (await (await discovery).json()) as Record<string, unknown>;
    expect(Object.keys(discovered).length).toBeGreaterThan(3);
    expect(Object.keys(discovered).filter((id) => !(id in sent.routes))).toEqual([]);
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
