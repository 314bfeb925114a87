// A new visitor's first pages: the browser's own icon requests never start a session, the geo
// suggestion is judged against the store being looked at, and popups come one at a time in a fixed
// order: cookie question, geo suggestion, customs warning, newsletter; beyond the cookie question a
// visit gets at most one of them.
import { type Page } from "@playwright/test";
import { expect, httpOnly, passNewsletterDelay, test } from "./fixtures";

const SHOPPER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

// A first visit: nothing answered yet.
test.use({ quietPopups: [] });

async function ready(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

test("the favicon, touch icon and manifest are files, and fetching them starts no session", async ({ request }) => {
  httpOnly();
  for (const path of ["/favicon.ico", "/apple-touch-icon.png", "/site.webmanifest"]) {
    const response = await request.get(path, { headers: { "User-Agent": SHOPPER, "CF-IPCountry": "DE", Cookie: "" } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()["set-cookie"], path).toBeUndefined();
  }
  const missing = await request.get("/apple-touch-icon-precomposed.png", {
    headers: { "User-Agent": SHOPPER, "CF-IPCountry": "DE" },
  });
  expect(missing.status()).toBe(404);
  expect(missing.headers()["set-cookie"]).toBeUndefined();
});

test("a page that does not exist starts no session", async ({ request }) => {
  httpOnly();
  const response = await request.get("/no-such-page", {
    headers: { "User-Agent": SHOPPER, "CF-IPCountry": "DE", Cookie: "" },
  });
  expect(response.status()).toBe(404);
  expect(response.headers()["set-cookie"]).toBeUndefined();
});

test.describe("a visitor from Germany", () => {
  test.use({ extraHTTPHeaders: { "CF-IPCountry": "DE" } });
  test.use({ quietPopups: ["newsletter"] });

  test("is never told to go to the German shop while in it", async ({ page, javaScriptEnabled }) => {
    // What the browser does by itself first.
    await page.goto("/favicon.ico");
    await page.goto("/de");
    await ready(page, javaScriptEnabled);
    const banner = page.getByRole("region", { name: "Cookies" });
    await expect(banner).toBeVisible();
    await expect(page.getByTestId("geo-store")).toHaveCount(0);
    await banner.getByRole("button", { name: "Alle akzeptieren" }).click();
    await expect(banner).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("geo-store")).toHaveCount(0);
    await page
      .getByRole("navigation", { name: /kategorie/i })
      .getByRole("link", { name: "Protein", exact: true })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Protein" })).toBeVisible();
    await ready(page, javaScriptEnabled);
    await expect(page.getByTestId("geo-store")).toHaveCount(0);
  });

  test("is offered the German shop in the UK store, after answering the cookie question", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/");
    await ready(page, javaScriptEnabled);
    await expect(page.getByTestId("geo-store")).toHaveCount(0);
    await page.getByRole("region", { name: "Cookies" }).getByRole("button", { name: "Only necessary" }).click();
    const notice = page.getByTestId("geo-store");
    await expect(notice).toBeVisible();
    await expect(notice.getByRole("heading", { name: "Wir liefern auch nach Deutschland" })).toHaveAttribute(
      "lang",
      "de-DE",
    );
    await expect(notice.getByRole("button", { name: "Zum deutschen Shop" })).toHaveAttribute("lang", "de-DE");
    if (javaScriptEnabled) await expect(page.locator("dialog:modal")).toHaveCount(1);
  });
});

test.describe("popups on a first visit to the US store", () => {
  test.use({ extraHTTPHeaders: { "CF-IPCountry": "DE" } });

  test("come one at a time, and one per visit beyond the cookie question: here the geo suggestion", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.setTimeout(45_000);
    await page.clock.install();
    await page.goto("/us");
    await ready(page, javaScriptEnabled);
    const cookies = page.getByRole("region", { name: "Cookies" });
    const geo = page.getByTestId("geo-store");
    const customs = page.getByRole("dialog", { name: "Import duties and taxes" });
    const newsletter = page.getByRole("dialog", { name: "Join the Peak Whey newsletter" });

    await expect(cookies).toBeVisible();
    await expect(geo).toHaveCount(0);
    await expect(customs).toBeHidden();
    await expect(page.locator("dialog[open]")).toHaveCount(0);
    // The customs bar is information above the header, not a popup: it is always there.
    await expect(page.getByRole("complementary", { name: "Customs information" })).toBeVisible();

    await cookies.getByRole("button", { name: "Only necessary" }).click();
    await expect(cookies).toBeHidden();
    await expect(geo).toBeVisible();
    await expect(customs).toBeHidden();
    if (!javaScriptEnabled) return; // the customs popup and the newsletter popup need JavaScript
    await expect(page.locator("dialog:modal")).toHaveCount(1);

    // the suggestion speaks the suggested store's language, its "stay" button too
    await geo.getByRole("button", { name: "In diesem Shop bleiben" }).click();
    await expect(page.getByTestId("geo-store")).toHaveCount(0);
    await ready(page, javaScriptEnabled);
    // The visit had its popup: neither the customs popup nor the newsletter (after its 5 s delay).
    await passNewsletterDelay(page, javaScriptEnabled);
    await expect(customs).toBeHidden();
    await expect(newsletter).toHaveCount(0);
    await expect(page.locator("dialog:modal")).toHaveCount(0);
  });
});

test.describe("a US shopper's first visit on a phone", () => {
  test.use({ extraHTTPHeaders: { "CF-IPCountry": "US" }, viewport: { width: 360, height: 740 } });

  test("gets the cookie question and at most one popup; the customs bar is one line that opens", async ({
    page,
    context,
    javaScriptEnabled,
  }) => {
    test.setTimeout(60_000);
    await page.clock.install();
    await page.goto("/us");
    await ready(page, javaScriptEnabled);
    const cookies = page.getByRole("region", { name: "Cookies" });
    const customs = page.getByRole("dialog", { name: "Import duties and taxes" });
    const newsletter = page.getByRole("dialog", { name: "Join the Peak Whey newsletter" });
    const bar = page.getByRole("complementary", { name: "Customs information" });

    // One line on a phone: the whole message opens in place, with or without JavaScript.
    const folded = (await bar.boundingBox())!;
    expect(folded.height).toBeLessThanOrEqual(44);
    await expect(bar.getByText("More information")).toBeVisible();
    // The header under it stays two rows: together they take far less than the 290 px they did.
    const header = (await page.locator("header.site-header").boundingBox())!;
    expect(folded.height + header.height).toBeLessThan(170);

    await expect(cookies).toBeVisible();
    await cookies.getByRole("button", { name: "Only necessary" }).click();
    await expect(cookies).toBeHidden();
    await ready(page, javaScriptEnabled);
    if (javaScriptEnabled) {
      // The customs popup is this visit's one popup.
      await expect(customs).toBeVisible();
      await expect(page.locator("dialog:modal")).toHaveCount(1);
      await customs.getByRole("button", { name: "OK" }).click();
      await expect(customs).toBeHidden();
    }
    // Longer than the newsletter's delay (5 s), here and on the next page: no second popup.
    await passNewsletterDelay(page, javaScriptEnabled);
    await expect(newsletter).toHaveCount(0);
    await page.goto("/us/protein");
    await ready(page, javaScriptEnabled);
    await passNewsletterDelay(page, javaScriptEnabled);
    await expect(newsletter).toHaveCount(0);
    await expect(page.locator("dialog[open]")).toHaveCount(0);

    await bar.getByText("More information").click();
    await expect(bar).toContainText("import duties and taxes");
    expect((await bar.boundingBox())!.height).toBeGreaterThan(folded.height);
    await expect(bar.locator("details p")).toBeVisible();

    if (!javaScriptEnabled) return;
    // A later visit (a new tab): the customs popup was seen, so the newsletter has its turn.
    const later = await context.newPage();
    await later.goto("/us");
    await ready(later, javaScriptEnabled);
    // Past the newsletter's delay on the page's clock (installed above for the whole context).
    await passNewsletterDelay(later, javaScriptEnabled);
    await expect(later.getByRole("dialog", { name: "Join the Peak Whey newsletter" })).toBeVisible();
    await expect(later.getByRole("dialog", { name: "Import duties and taxes" })).toBeHidden();
  });
});

test("the newsletter waits for an unanswered cookie banner", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the newsletter popup needs JavaScript");
  test.setTimeout(45_000);
  await page.clock.install();
  await page.goto("/protein");
  await ready(page, javaScriptEnabled);
  const cookies = page.getByRole("region", { name: "Cookies" });
  await expect(cookies).toBeVisible();
  // Longer than the store's newsletter delay (5 s): the popup must still wait.
  await passNewsletterDelay(page, javaScriptEnabled);
  await expect(page.getByRole("dialog", { name: "Join the Peak Whey newsletter" })).toHaveCount(0);
  await cookies.getByRole("button", { name: "Only necessary" }).click();
  await expect(page.getByRole("dialog", { name: "Join the Peak Whey newsletter" })).toBeVisible();
});
