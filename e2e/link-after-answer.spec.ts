// A link followed while a form's answer is still on its way (the page's data reloading after a post
// made in place) lands on its page. The browser asks the server which route a shop address needs
// before it loads the page; an answer arriving in that moment once took the navigation's place and
// left a blank page at the new address.
//
// The two requests are held so that they overlap every time: the data that follows the answer, and
// the route lookup of the page the shopper went on to.
import { expect, test } from "./fixtures";
import { holdOnce } from "./held-requests";

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "without JavaScript a form's answer is a page of its own");

test.describe("the cookie question answered", () => {
  test.use({ quietPopups: ["newsletter"] });

  test("a category link followed before the page has taken the answer opens the category", async ({ page }) => {
    await page.goto("/de");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    // The home page's data, asked for again once the answer is in, and the category's route lookup.
    const pageData = holdOnce((request) => new URL(request.url()).pathname === "/de.data");
    const routeLookup = holdOnce((request) => new URL(request.url()).searchParams.getAll("p").includes("/de/protein"));
    await page.route((url) => url.pathname === "/de.data", pageData.handler);
    await page.route((url) => url.pathname === "/__manifest", routeLookup.handler);

    await page.getByRole("region", { name: "Cookies" }).getByRole("button", { name: "Alle akzeptieren" }).click();
    await pageData.held;
    await page
      .getByRole("navigation", { name: /kategorie/i })
      .getByRole("link", { name: "Protein", exact: true })
      .click();
    await routeLookup.held;

    const pageDataAnswered = page.waitForResponse((response) => new URL(response.url()).pathname === "/de.data");
    await pageData.release();
    await pageDataAnswered;
    await routeLookup.release();

    await expect(page).toHaveURL(/\/de\/protein$/);
    await expect(page.getByRole("heading", { level: 1, name: "Protein" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Cookies" })).toHaveCount(0);
  });
});
