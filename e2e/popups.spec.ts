// Newsletter (footer form, signup page, popup), cookie consent and the customs warning, with
// JavaScript on (project js) and off (project nojs).
import { type BrowserContext, type Page, type TestInfo } from "@playwright/test";
import { expect, httpOnly, passNewsletterDelay, test } from "./fixtures";

async function ready(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

function uniqueEmail(testInfo: TestInfo, tag: string): string {
  return `e2e-${tag}-${testInfo.project.name}-${Date.now()}-${testInfo.workerIndex}@example.com`;
}

async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === name)?.value;
}

test.describe("footer newsletter form", () => {
  // Both popups already answered (the kit's default), for tests about something else.
  for (const store of [
    {
      name: "default store",
      home: "/",
      answer: "Thank you for your subscription.",
      label: "Email address",
      button: "Subscribe",
    },
    {
      name: "de (double opt-in)",
      home: "/de",
      answer: "Eine Bestätigungsanfrage wurde gesendet.",
      label: "E-Mail-Adresse",
      button: "Abonnieren",
    },
  ]) {
    test(`subscribes in the ${store.name}`, async ({ page, context, javaScriptEnabled }, testInfo) => {
      await page.goto(store.home);
      await ready(page, javaScriptEnabled);
      const footer = page.getByRole("contentinfo");
      await footer.getByLabel(store.label).fill(uniqueEmail(testInfo, "footer"));
      await footer.getByRole("button", { name: store.button }).click();
      await expect(page.getByRole("status").filter({ hasText: store.answer })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(store.home);
      expect(await cookieValue(context, "pw_newsletter")).toBe("yes");
    });
  }

  test("answers an address already subscribed exactly as a new one, so nobody learns who subscribed", async ({
    page,
    javaScriptEnabled,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, "twice");
    for (const expected of ["Thank you for your subscription.", "Thank you for your subscription."]) {
      await page.goto("/");
      await ready(page, javaScriptEnabled);
      const footer = page.getByRole("contentinfo");
      await footer.getByLabel("Email address").fill(email);
      await footer.getByRole("button", { name: "Subscribe" }).click();
      await expect(page.getByRole("status").filter({ hasText: expected })).toBeVisible();
    }
  });

  test("keeps an invalid address and says what is wrong next to the field", async ({ page, javaScriptEnabled }) => {
    await page.goto("/protein");
    await ready(page, javaScriptEnabled);
    await page.getByRole("contentinfo").getByLabel("Email address").fill("anna@example");
    await page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" }).click();
    // Without JavaScript the newsletter page answers 400 with the form; with it, the footer answers in place.
    const form = javaScriptEnabled ? page.getByRole("contentinfo") : page.getByRole("main");
    if (!javaScriptEnabled)
      await expect(page.getByRole("heading", { level: 1, name: "Sign up to our newsletter" })).toBeVisible();
    const field = form.getByLabel("Email address");
    await expect(field).toHaveValue("anna@example");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription("Please enter a valid email address (e.g. johndoe@domain.com).");
  });

  test("on the newsletter page, the thanks and the welcome code take the form's place", async ({
    page,
    javaScriptEnabled,
  }, testInfo) => {
    await page.goto("/newsletter");
    await ready(page, javaScriptEnabled);
    const main = page.getByRole("main");
    await main.getByLabel("Email address").fill(uniqueEmail(testInfo, "page"));
    await main.getByRole("button", { name: "Subscribe" }).click();
    const thanks = main.getByTestId("newsletter-thanks");
    await expect(thanks).toContainText("Thank you for your subscription. Your code for 10% off your first order:");
    await expect(thanks.getByTestId("welcome-code")).toHaveText(/^WELCOME-[A-HJ-NP-Z2-9]{8}$/);
    await expect(thanks).toBeInViewport();
    if (javaScriptEnabled) await expect(thanks).toBeFocused();
    // Not asked to subscribe again under its own thanks, nor thanked twice on the page.
    await expect(main.getByLabel("Email address")).toHaveCount(0);
    await expect(main.getByRole("button", { name: "Subscribe" })).toHaveCount(0);
    await expect(page.getByText("Thank you for your subscription.")).toHaveCount(1);
    // Nor by the footer below: its sign-up gives way, its links stay.
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { name: "Newsletter" })).toBeHidden();
    await expect(footer.getByLabel("Email address")).toBeHidden();
    await expect(footer.getByRole("button", { name: "Subscribe" })).toBeHidden();
    await expect(footer.getByRole("link").first()).toBeVisible();
    await main.getByRole("link", { name: "Continue shopping" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the newsletter page answers 400 to an invalid address posted to it", async ({ request }) => {
    httpOnly();
    const response = await request.post("/newsletter", {
      form: { intent: "subscribe", email: "not an email", returnTo: "/" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain("Please enter a valid email address (e.g. johndoe@domain.com).");
    expect(html).toContain('value="not an email"');
  });
});

test.describe("cookie consent", () => {
  test.use({ quietPopups: ["newsletter"] });

  test("accepting all hides the banner on the next page", async ({ page, context, javaScriptEnabled }) => {
    await page.goto("/");
    await ready(page, javaScriptEnabled);
    const banner = page.getByRole("region", { name: "Cookies" });
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "Accept all" }).click();
    await expect(banner).toBeHidden();
    await expect.poll(() => cookieValue(context, "pw_cookie_consent")).toBe("all");
    await page.goto("/basket");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "Cookies" })).toHaveCount(0);
  });

  test("a shopper who answered never sees the banner that a cached page holds, not even for a frame", async ({
    page,
    context,
    baseURL,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "without JavaScript an answer lives in the session, whose pages hold no banner");
    await context.addCookies([{ name: "pw_cookie_consent", value: "all", url: baseURL! }]);
    // Every frame the browser draws, from the first: was the banner on the screen?
    await page.addInitScript(() => {
      const seen: boolean[] = [];
      (window as unknown as { bannerFrames: boolean[] }).bannerFrames = seen;
      const look = () => {
        seen.push(document.querySelector(".cookie-consent")?.checkVisibility() ?? false);
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    // The page another worker's test may have kept already: kept by the second visit at the latest.
    await page.goto("/protein");
    const response = await page.goto("/protein");
    expect(response?.headers()["x-page-cache"]).toBe("HIT");
    expect(await response?.text()).toContain('data-testid="cookie-consent"');
    await ready(page, javaScriptEnabled);
    await expect(page.getByRole("region", { name: "Cookies" })).toHaveCount(0);
    const frames = await page.evaluate(() => (window as unknown as { bannerFrames: boolean[] }).bannerFrames);
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.filter(Boolean)).toEqual([]);
  });

  test("only necessary cookies is an answer too, and it can be changed later", async ({
    page,
    context,
    javaScriptEnabled,
  }) => {
    await page.goto("/fr");
    await ready(page, javaScriptEnabled);
    await page.getByRole("button", { name: "Uniquement les nécessaires" }).click();
    await expect(page.getByRole("region", { name: "Cookies" })).toBeHidden();
    await expect.poll(() => cookieValue(context, "pw_cookie_consent")).toBe("necessary");
    await page.goto("/fr/cookie-consent");
    await expect(
      page.getByRole("status").filter({ hasText: "Vous n’avez autorisé que les cookies nécessaires." }),
    ).toBeVisible();
    await page.getByRole("main").getByRole("button", { name: "Tout accepter" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Vous avez accepté tous les cookies." })).toBeVisible();
  });
});

test.describe("footer link to the cookie preferences", () => {
  // Both popups already answered (the kit's default), for tests about something else.
  for (const store of [
    { home: "/", link: "Cookie preferences", path: "/cookie-consent", heading: "Cookie settings" },
    { home: "/de", link: "Cookie-Einstellungen", path: "/de/cookie-consent", heading: "Cookie-Einstellungen" },
  ]) {
    test(`leads to the cookie choice of the store ${store.home}`, async ({ page, javaScriptEnabled }) => {
      await page.goto(store.home);
      await ready(page, javaScriptEnabled);
      await page.getByRole("contentinfo").getByRole("link", { name: store.link }).click();
      await expect(page).toHaveURL(new RegExp(`${store.path}$`));
      await expect(page.getByRole("heading", { level: 1, name: store.heading })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: /necessary|notwendig/ })).toBeVisible();
    });
  }
});

test.describe("customs warning", () => {
  // Both popups already answered (the kit's default), for tests about something else.
  test("the us store tells shoppers about import duties", async ({ page, javaScriptEnabled }) => {
    await page.goto("/us");
    await ready(page, javaScriptEnabled);
    const bar = page.getByRole("complementary", { name: "Customs information" });
    await expect(bar).toContainText(
      "Orders shipped to the United States may be subject to import duties and taxes, payable on delivery.",
    );
    if (javaScriptEnabled) {
      const popup = page.getByRole("dialog", { name: "Import duties and taxes" });
      await expect(popup).toBeVisible();
      await popup.getByRole("button", { name: "OK" }).click();
      await expect(popup).toBeHidden();
      // Once per session.
      await page.reload();
      await ready(page, javaScriptEnabled);
      await expect(bar).toBeVisible();
      await expect(page.getByRole("dialog", { name: "Import duties and taxes" })).toBeHidden();
    }
    await bar.getByText("More information").click();
    await expect(bar.locator("details p")).toBeVisible();
    // The next page of the store (in the page, with JavaScript) has the bar too, still open.
    await page.locator("nav.category-nav a").first().click();
    await expect(page).toHaveURL(/\/us\/[a-z-]+$/);
    await expect(bar).toContainText("payable on delivery");
    if (javaScriptEnabled) await expect(bar.locator("details p")).toBeVisible();
  });

  test("other stores show no customs warning", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("complementary", { name: "Customs information" })).toHaveCount(0);
  });
});

test.describe("newsletter popup", () => {
  test.use({ quietPopups: ["cookie-banner"] });

  test("opens after its delay and stays away once dismissed", async ({ page, context, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the popup needs JavaScript; the footer form is the no-JS way to subscribe");
    test.setTimeout(45_000);
    await page.clock.install();
    await page.goto("/");
    await ready(page, javaScriptEnabled);
    const popup = page.getByRole("dialog", { name: "Join the Peak Whey newsletter" });
    await expect(popup).toBeHidden();
    // Past its delay (5 s) on the page's clock, not the test's: it opens.
    await passNewsletterDelay(page, javaScriptEnabled);
    await expect(popup).toBeVisible();
    await expect(popup).toContainText("10% off your first order");
    await expect(popup.getByLabel("Email address")).toBeFocused();
    await popup.getByRole("button", { name: "No thanks" }).click();
    await expect(popup).toBeHidden();
    await expect.poll(() => cookieValue(context, "pw_newsletter")).toBe("no");

    await page.goto("/protein");
    await ready(page, javaScriptEnabled);
    await passNewsletterDelay(page, javaScriptEnabled);
    await expect(page.getByRole("dialog", { name: "Join the Peak Whey newsletter" })).toHaveCount(0);
  });

  test("waits while the shopper is typing in a form, and opens once they have left the field", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "the popup needs JavaScript; without it nothing opens over the form");
    test.setTimeout(45_000);
    await page.clock.install();
    await page.goto("/contact");
    await ready(page, javaScriptEnabled);
    const popup = page.getByRole("dialog", { name: "Join the Peak Whey newsletter" });
    const message = page.locator("main").getByLabel("Your message");
    await page.locator("main").getByLabel("Your name").fill("Alex Runner");
    await message.fill("Does the vanilla whey contain sucralose?");
    await passNewsletterDelay(page, javaScriptEnabled);
    await page.clock.fastForward(3_000);
    await expect(popup).toBeHidden();
    await expect(message).toBeFocused();
    await message.press("End");
    await message.pressSequentially(" Thanks");
    await expect(message).toHaveValue("Does the vanilla whey contain sucralose? Thanks");

    // Done with the field: the popup comes within a second or so.
    await page.locator("main h1").click();
    await page.clock.fastForward(1_500);
    await expect(popup).toBeVisible();
    await expect(popup.getByLabel("Email address")).toBeFocused();
    await popup.getByRole("button", { name: "No thanks" }).click();
    await expect(message).toHaveValue("Does the vanilla whey contain sucralose? Thanks");
  });

  test("subscribing in the popup thanks the shopper there, with the promised code", async ({
    page,
    context,
    javaScriptEnabled,
  }, testInfo) => {
    test.skip(!javaScriptEnabled, "the popup needs JavaScript");
    await page.clock.install();
    await page.goto("/");
    await ready(page, javaScriptEnabled);
    const popup = page.getByRole("dialog", { name: "Join the Peak Whey newsletter" });
    await passNewsletterDelay(page, javaScriptEnabled);
    await expect(popup).toBeVisible();
    await popup.getByLabel("Email address").fill(uniqueEmail(testInfo, "popup"));
    await popup.getByRole("button", { name: "Subscribe" }).click();
    // The popup promised 10% off the first order: the code is there, in the popup.
    await expect(popup.getByText("10% off your first order", { exact: true })).toBeVisible();
    await expect(popup.getByRole("status")).toContainText(
      "Thank you for your subscription. Your code for 10% off your first order:",
    );
    await expect(popup.getByTestId("welcome-code")).toHaveText(/^WELCOME-[A-HJ-NP-Z2-9]{8}$/);
    expect(await cookieValue(context, "pw_newsletter")).toBe("yes");
    await popup.getByRole("button", { name: "Close" }).click();
    await expect(popup).toBeHidden();
    expect(await cookieValue(context, "pw_newsletter")).toBe("yes");
  });
});
