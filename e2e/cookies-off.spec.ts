// Cookies switched off (ADR 0077): a browser that keeps no cookies is told why its basket stays
// empty and why signing in does not last, instead of an empty basket and no word; a browser that
// keeps them never sees that notice. Projects js and nojs.
//
// The cookie-less browser is Chromium with cookies blocked in its own settings (the content setting
// a shopper switches in the browser's privacy page), in a profile of its own: it neither sends nor
// stores any cookie, and a script's `document.cookie` stays empty too.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext, type Page } from "@playwright/test";
import { DEMO_CUSTOMER, ready, submitSignIn } from "./account-helpers";
import { DESKTOP_CHROMIUM } from "./chromium";
import { expect, seed, test } from "./fixtures";

const { CREATINE } = seed;

const NOTICE_TITLE = "Your browser is not keeping cookies";
const NOTICE_TEXT = "Our shop needs cookies to keep your basket and to keep you signed in.";

/** The notices a shopper sees (every page holds one in its HTML that shows only where needed). */
const shownNotices = (page: Page) => page.locator(".message").filter({ hasText: NOTICE_TITLE, visible: true });

/**
 * A browser of the test's project (JavaScript, user agent, headers) that blocks every cookie: the
 * desktop Chromium, since the headless shell the other tests run in reads no profile settings (in
 * it this browser would keep cookies).
 */
async function cookielessBrowser(baseURL: string): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const use = test.info().project.use;
  const profile = mkdtempSync(join(tmpdir(), "pw-no-cookies-"));
  mkdirSync(join(profile, "Default"));
  writeFileSync(
    join(profile, "Default", "Preferences"),
    JSON.stringify({ profile: { default_content_setting_values: { cookies: 2 } } }),
  );
  const context = await chromium.launchPersistentContext(profile, {
    ...use.launchOptions,
    executablePath: DESKTOP_CHROMIUM,
    headless: true,
    baseURL,
    javaScriptEnabled: use.javaScriptEnabled,
    userAgent: use.userAgent,
    extraHTTPHeaders: use.extraHTTPHeaders,
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

const cookieless = test.extend<{ blockedPage: Page }>({
  blockedPage: async ({ baseURL }, use) => {
    const browser = await cookielessBrowser(baseURL!);
    try {
      await use(browser.context.pages()[0] ?? (await browser.context.newPage()));
    } finally {
      await browser.close();
    }
  },
});

cookieless(
  "a browser that keeps no cookies adds a product and is told why the basket stays empty",
  async ({ blockedPage: page, javaScriptEnabled }) => {
    // The browser really keeps nothing: the product page's answers set none it sends back.
    await page.goto(`/products/${CREATINE.url_key}`);
    await ready(page, javaScriptEnabled);
    await page.getByRole("button", { name: "Add to basket" }).click();

    if (javaScriptEnabled) {
      // The page says it from the start (the document's first script found no cookie kept).
      await expect(shownNotices(page)).toHaveCount(1);
      await expect(shownNotices(page)).toContainText(NOTICE_TEXT);
      // And the add answers beside its button, where the shopper is looking: no mini basket opens
      // on a basket the browser could never show again.
      const addForm = page.locator("form").filter({ has: page.getByRole("button", { name: "Add to basket" }) });
      await expect(addForm.getByRole("alert")).toContainText(NOTICE_TEXT);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Added to basket", exact: true })).toHaveCount(0);
    } else {
      // The post's 303 came back to the product page with the marker; the page found no cookie.
      await expect(page).toHaveURL(/cookie_check=\d+/);
      await expect(shownNotices(page)).toContainText(NOTICE_TITLE);
      await expect(shownNotices(page)).toContainText(NOTICE_TEXT);
    }

    // The basket is empty, and says why: at once with JavaScript; without, through the checkout
    // button's way (an empty basket's checkout leads back to the basket, testing the cookie).
    await page.goto(javaScriptEnabled ? "/basket" : "/checkout");
    await expect(page).toHaveURL(/\/basket(\?cookie_check=\d+)?$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your basket" })).toBeVisible();
    await expect(page.getByText("Your basket is empty")).toBeVisible();
    await expect(shownNotices(page)).toHaveCount(1);
    await expect(shownNotices(page)).toContainText(NOTICE_TEXT);
  },
);

cookieless("signing in says that it needs cookies", async ({ blockedPage: page, javaScriptEnabled }) => {
  await page.goto("/customer/account/login");
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  // With JavaScript the page tests the browser before the shopper tries.
  if (javaScriptEnabled) await expect(shownNotices(page)).toContainText(NOTICE_TITLE);
  else await expect(shownNotices(page)).toHaveCount(0);
  await submitSignIn(page, javaScriptEnabled);

  // The sign-in could not last: back on the sign-in page (for the account it led to), told why.
  await expect(page).toHaveURL(/\/customer\/account\/login\/referer\/[^?]+\?cookie_check=\d+$/);
  await expect(shownNotices(page)).toHaveCount(1);
  await expect(shownNotices(page)).toContainText(NOTICE_TEXT);
  await expect(page.getByText(`Hi, ${DEMO_CUSTOMER.firstname}`)).toHaveCount(0);
});

test("a browser that keeps cookies never sees the notice", async ({ page, javaScriptEnabled }) => {
  // A first visit: no session cookie yet, so the add and the sign-in test for cookies.
  await page.goto(`/products/${CREATINE.url_key}`);
  await ready(page, javaScriptEnabled);
  await page.getByRole("button", { name: "Add to basket" }).click();
  if (javaScriptEnabled) await expect(page.getByRole("button", { name: "Added to basket", exact: true })).toBeVisible();
  else await expect(page.getByText("The product was added to your basket.")).toBeVisible();
  // The marker is gone from the address once the cookie came back.
  expect(page.url()).not.toContain("cookie_check");
  await expect(shownNotices(page)).toHaveCount(0);

  await page.goto("/basket");
  await expect(page.getByTestId("basket-line")).toHaveCount(1);
  await expect(shownNotices(page)).toHaveCount(0);
});

test("a first sign-in in a browser that keeps cookies lands on the account, no notice", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/customer/account/login");
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await ready(page, javaScriptEnabled);
  await expect(shownNotices(page)).toHaveCount(0);
  await submitSignIn(page, javaScriptEnabled);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(`Hi, ${DEMO_CUSTOMER.firstname}`)).toBeVisible();
  await expect(shownNotices(page)).toHaveCount(0);
});
