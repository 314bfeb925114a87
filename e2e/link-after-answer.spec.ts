// A link followed while a form's answer is still on its way (the page's data reloading after a post
// made in place) lands on its page. The browser asks the server which route a shop address needs
// before it loads the page; an answer arriving in that moment once took the navigation's place and
// left a blank page at the new address.
//
// The two requests are held so that they overlap every time: the data that follows the answer, and
// the route lookup of the page the shopper went on to.
import { type Page, type Route } from "@playwright/test";
import { expect, test } from "./fixtures";

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "without JavaScript a form's answer is a page of its own");

/** Holds the browser's requests to `pattern` until released; `arrival` settles when the first comes. */
async function hold(page: Page, pattern: RegExp) {
  let arrived!: () => void;
  const arrival = new Promise<void>((resolve) => (arrived = resolve));
  const held: Route[] = [];
  await page.route(pattern, (route) => {
    held.push(route);
    arrived();
  });
  return {
    arrival,
    async release() {
      await Promise.all(held.map((route) => route.continue()));
      await page.unroute(pattern);
    },
  };
}

test.describe("the cookie question answered", () => {
  test.use({ quietPopups: ["newsletter"] });

  test("a category link followed before the page has taken the answer opens the category", async ({ page }) => {
    await page.goto("/de");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    // The home page's data, asked for again once the answer is in.
    const pageData = await hold(page, /\/de\.data(\?|$)/);
    const routeLookup = await hold(page, /\/__manifest\?.*p=%2Fde%2Fprotein/);

    await page.getByRole("region", { name: "Cookies" }).getByRole("button", { name: "Alle akzeptieren" }).click();
    await pageData.arrival;
    await page
      .getByRole("navigation", { name: /kategorie/i })
      .getByRole("link", { name: "Protein", exact: true })
      .click();
    await routeLookup.arrival;

    const pageDataAnswered = page.waitForResponse(/\/de\.data(\?|$)/);
    await pageData.release();
    await pageDataAnswered;
    await routeLookup.release();

    await expect(page).toHaveURL(/\/de\/protein$/);
    await expect(page.getByRole("heading", { level: 1, name: "Protein" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Cookies" })).toHaveCount(0);
  });
});
