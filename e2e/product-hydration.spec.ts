// The product page is taken over by React as the server made it: with JavaScript no section of it is
// thrown away and drawn again in the browser (React's "a Suspense boundary received an update before
// it finished hydrating", error 421, did that to the sections whose code comes on demand), and the
// console stays free of errors. For a returning guest, a first visit (the cookie question comes up), a
// running deal and a verified buyer (whose review form is loaded on demand). Project js: without
// JavaScript there is nothing to hydrate.
import type { Page } from "@playwright/test";
import { REVIEWED_PRODUCT, VERIFIED_BUYER } from "../backend/seed/fixtures-reviews";
import { expect, seed, test } from "./fixtures";
import { placeBeforeAndAfterHydration } from "./steady-hydration";

/** Errors the page reports: console errors and uncaught ones (React reports recoverable errors so). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** The page's parts whose elements must survive hydration. */
const SECTIONS = "main section, main article, main aside, main details, .cookie-consent";

/**
 * Marks the server's elements once the document is parsed, before any script runs: after hydration the same elements must still
 * be in the page (a section rendered again on the client replaces them with new ones).
 */
async function markServerSections(page: Page) {
  await page.addInitScript((SERVER_SECTIONS) => {
    // "interactive": the whole document is parsed, and no script of the page has run yet.
    document.addEventListener("readystatechange", () => {
      if (document.readyState !== "interactive") return;
      for (const element of document.querySelectorAll(SERVER_SECTIONS))
        (element as HTMLElement & { __fromServer?: boolean }).__fromServer = true;
    });
  }, SECTIONS);
}

/** Sections of the main content that the browser drew anew instead of hydrating the server's. */
async function redrawnSections(page: Page): Promise<string[]> {
  return page.evaluate(
    (SERVER_SECTIONS) =>
      [...document.querySelectorAll(SERVER_SECTIONS)]
        .filter((element) => !(element as HTMLElement & { __fromServer?: boolean }).__fromServer)
        .map((element) => `${element.tagName.toLowerCase()}#${element.id || element.className}`),
    SECTIONS,
  );
}

/** Hydrated, the on-demand modules fetched and React's follow-up renders done. */
async function settled(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
}

test.beforeEach(({ javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "hydration needs JavaScript");
});

test("a returning guest's product page hydrates with no console error", async ({ page }) => {
  const errors = watchErrors(page);
  await markServerSections(page);
  await page.goto(`/products/${REVIEWED_PRODUCT.url_key}`);
  await settled(page);
  await expect(page.locator("section#reviews")).toBeVisible();
  expect(await redrawnSections(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test("a running deal's page hydrates with no console error and counts down", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/products/the-pre-workout");
  await settled(page);
  await expect(page.getByTestId("deal-countdown")).toHaveText(/^Ends in (\d+d )?\d\d:\d\d:\d\d$/);
  expect(errors).toEqual([]);
});

test.describe("a first visit", () => {
  test.use({ quietPopups: [] });

  test("the product page hydrates with the cookie question up and no console error", async ({ page }) => {
    const errors = watchErrors(page);
    await markServerSections(page);
    await page.goto(`/products/${REVIEWED_PRODUCT.url_key}`);
    await settled(page);
    const banner = page.getByRole("button", { name: "Accept all" });
    await expect(banner).toBeVisible();
    expect(await redrawnSections(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test("a verified buyer's product page hydrates the review form it loads on demand, with no console error", async ({
  page,
}) => {
  await page.goto("/customer/account/login");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const main = page.locator("main");
  await main.getByLabel("Email", { exact: true }).fill(VERIFIED_BUYER.email);
  await main.getByLabel("Password", { exact: true }).fill(VERIFIED_BUYER.password);
  await main.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account$/);

  const errors = watchErrors(page);
  await markServerSections(page);
  await page.goto(`/products/${REVIEWED_PRODUCT.url_key}`);
  await settled(page);
  await expect(page.locator("form.review-form")).toHaveCount(1);
  expect(await redrawnSections(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test("a shopper already down at the heart as the page starts: it stays under their finger when React takes over", async ({
  page,
}) => {
  const { before, after } = await placeBeforeAndAfterHydration(page, `/products/${seed.WHEY.url_key}`, (page) =>
    page.locator(".product-page__details").getByRole("button", { name: "Add to wishlist" }),
  );
  expect(after).toEqual(before);
});
