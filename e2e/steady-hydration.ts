// Whether what a shopper is about to tap stays put when React takes the page over: the page's
// scripts are held back (as on a slow phone) while the control is scrolled into view, then let go.
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * The control's distance from the top of the screen before the page's scripts ran, and after. On a
 * phone's screen, where rows wrap and a control that comes or goes moves the lines below it.
 */
export async function topBeforeAndAfterHydration(page: Page, path: string, control: (page: Page) => Locator) {
  await page.setViewportSize({ width: 360, height: 740 });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const hold = "**/build/entry.client-*.js";
  await page.route(hold, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "load" });
  const target = control(page);
  await target.scrollIntoViewIfNeeded();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  const top = () => target.evaluate((element) => Math.round(element.getBoundingClientRect().top));
  const before = await top();
  release();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  // React's renders after hydration, and a frame for them to be laid out.
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const after = await top();
  await page.unroute(hold);
  return { before, after };
}
