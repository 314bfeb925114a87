// Whether what a shopper is about to tap stays put when React takes the page over: the page's
// scripts are held back (as on a slow phone) while the control is scrolled into view, then let go.
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { holdOnce } from "./held-requests";

/**
 * Where the control is on the screen (left and top) before the page's scripts ran, and after. On a
 * phone's screen by default, where rows wrap and a control that comes or goes moves the lines below.
 */
export async function placeBeforeAndAfterHydration(
  page: Page,
  path: string,
  control: (page: Page) => Locator,
  { width = 360 }: { width?: number } = {},
) {
  await page.setViewportSize({ width, height: 740 });
  const entry = "**/build/entry.client-*.js";
  const hold = holdOnce(() => true);
  await page.route(entry, hold.handler);
  await page.goto(path, { waitUntil: "load" });
  const target = control(page);
  await target.scrollIntoViewIfNeeded();
  await hold.held;
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  const place = () =>
    target.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return { left: Math.round(box.left), top: Math.round(box.top) };
    });
  const before = await place();
  await hold.release();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  // React's renders after hydration, and a frame for them to be laid out.
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const after = await place();
  await page.unroute(entry, hold.handler);
  return { before, after };
}
