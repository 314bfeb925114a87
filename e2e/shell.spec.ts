// The app shell around every page: store and currency preferences, the geo-store suggestion, the
// crash page with its feedback form, SEO links, robots and caching headers.
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";

async function ready(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

test("switching currency and store keeps the shopper on the same product", async ({
  page,
  javaScriptEnabled,
  seed,
}) => {
  const { WHEY, WHEY_SIZES, price, convert } = seed;
  // The page shows the cheapest variant's price: the smallest size.
  const smallest = WHEY_SIZES[0].prices;
  await page.goto(`/products/${WHEY.url_key}`);
  await ready(page, javaScriptEnabled);
  await expect(page.getByTestId("price").first()).toHaveText(price(smallest.GBP, "GBP"));

  // Without JavaScript the header's disclosure holds the form; with it, a popup does.
  const selector = () =>
    javaScriptEnabled
      ? page.getByRole("dialog", { name: "Store and currency" })
      : page.locator("details.store-preferences");
  await page.getByTestId("store-preferences").click();
  await expect(selector().getByLabel("Currency", { exact: true })).toBeVisible();
  const form = selector();
  await form.getByLabel("Currency", { exact: true }).selectOption("EUR");
  await form.getByRole("button", { name: "Save preferences" }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${WHEY.url_key}$`));
  // The UK store sells in euros at the seed's exchange rate.
  await expect(page.getByTestId("price").first()).toHaveText(price(convert(smallest.GBP, "GBP", "EUR"), "EUR"));
  await expect(page.getByTestId("store-preferences")).toContainText("EUR");

  await ready(page, javaScriptEnabled);
  await page.getByTestId("store-preferences").click();
  const again = selector();
  await again.getByLabel("Store", { exact: true }).selectOption("de");
  await again.getByRole("button", { name: "Save preferences" }).click();
  await expect(page).toHaveURL(new RegExp(`/de/produkte/${WHEY.url_key}$`));
  // The German store has its own euro prices.
  await expect(page.getByTestId("price").first()).toHaveText(price(smallest.EUR, "EUR", "de"));
  await expect(page.getByRole("button", { name: /^in den warenkorb$/i })).toBeVisible();
});

test.describe("geo-store suggestion", () => {
  test.use({ extraHTTPHeaders: { "CF-IPCountry": "DE" } });

  test("a visitor from Germany is offered the German store and can accept", async ({ page, javaScriptEnabled }) => {
    await page.goto("/protein");
    await ready(page, javaScriptEnabled);
    const notice = page.getByTestId("geo-store");
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("Wir liefern auch nach Deutschland");
    // both answers in the popup's language: German
    await expect(notice.getByRole("button", { name: "In diesem Shop bleiben" })).toBeVisible();
    await expect(notice.getByRole("button", { name: "Stay in this store" })).toHaveCount(0);
    await notice.getByRole("button", { name: "Zum deutschen Shop" }).click();
    await expect(page).toHaveURL(/\/de\/protein$/);
    await expect(page.getByTestId("geo-store")).toHaveCount(0);
    await page.goto("/");
    await expect(page.getByTestId("geo-store")).toHaveCount(0);
  });

  test("dismissing the suggestion is remembered", async ({ page, javaScriptEnabled }) => {
    await page.goto("/");
    await ready(page, javaScriptEnabled);
    await page.getByTestId("geo-store").getByRole("button", { name: "In diesem Shop bleiben" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("geo-store")).toHaveCount(0);
    await page.goto("/protein");
    await expect(page.getByRole("heading", { level: 1, name: "Protein" })).toBeVisible();
    await expect(page.getByTestId("geo-store")).toHaveCount(0);
  });
});

test.describe("a store chosen by hand", () => {
  test.use({ extraHTTPHeaders: { "CF-IPCountry": "GB" } });

  test("is not answered with a suggestion to go back to the shopper's country's store", async ({
    page,
    javaScriptEnabled,
  }) => {
    // The choice is the first thing this visitor does: their session starts on the page it leads to.
    await page.goto("/preferences?returnTo=%2Fprotein");
    const form = page.getByRole("region", { name: "Store and currency" });
    await form.getByLabel("Store", { exact: true }).selectOption("de");
    await form.getByRole("button", { name: "Save preferences" }).click();
    await expect(page).toHaveURL(/\/de\/protein$/);
    await ready(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { level: 1, name: "Protein" })).toBeVisible();
    await expect(page.getByTestId("geo-store")).toHaveCount(0);
    await page.goto("/de/produkte/impact-whey-protein");
    await ready(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("geo-store")).toHaveCount(0);
  });

  test("a visitor from the UK who comes to the German store is still offered the UK store", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/de/protein");
    await ready(page, javaScriptEnabled);
    await expect(page.getByTestId("geo-store")).toBeVisible();
  });
});

test.describe("a page crash", () => {
  const BROKEN = "mass-gainer";
  test.afterEach(async ({ request }) => {
    await request.post("/__test/hooks", { data: { repairProductUrlKey: BROKEN } });
  });

  test("shows the error page, and the shopper's note is sent with the Trace ID", async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    expect((await request.post("/__test/hooks", { data: { brokenProductUrlKey: BROKEN } })).status()).toBe(204);
    const response = await page.goto(`/products/${BROKEN}`);
    expect(response?.status()).toBe(500);
    await ready(page, javaScriptEnabled);
    await expect(
      page.getByRole("heading", { level: 1, name: "Oops! Looks like you've encountered an issue" }),
    ).toBeVisible();
    await expect(
      page.getByText("Our team has been notified. If you'd like to help, tell us what happened below"),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Homepage" })).toBeVisible();
    const traceId = (await page.locator("#trace-id").textContent())?.trim() ?? "";
    expect(traceId).toMatch(/^[0-9a-f]{64}$/);
    await expect(page.locator(".error-page__trace")).toHaveText(`Trace ID: ${traceId}`);

    const note = page.getByPlaceholder("Describe what happened and how we might reproduce this error.");
    await note.fill("   ");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Required.")).toBeVisible();

    await page
      .getByPlaceholder("Describe what happened and how we might reproduce this error.")
      .fill("The mass gainer page broke after I opened it.");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Thank you for your feedback!")).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Homepage" })).toBeVisible();

    const reports = (await (await request.get("/__test/error-reports")).json()) as Array<{
      code: string;
      customer_note: string | null;
      url: string | null;
    }>;
    const mine = reports.filter((r) => r.code === traceId);
    expect(mine.some((r) => r.customer_note === null && r.url?.includes(`/products/${BROKEN}`))).toBe(true);
    expect(mine.some((r) => r.customer_note === "The mass gainer page broke after I opened it.")).toBe(true);
  });

  test("met on a client-side navigation, it shows the server's Trace ID, whose report has the real error", async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "without JavaScript every page is a document, as above");
    await page.goto("/");
    await ready(page, javaScriptEnabled);
    expect((await request.post("/__test/hooks", { data: { brokenProductUrlKey: BROKEN } })).status()).toBe(204);
    await page.evaluate((path) => {
      void (window as unknown as { __remixRouter: { navigate(to: string): Promise<void> } }).__remixRouter.navigate(
        path,
      );
    }, `/products/${BROKEN}`);
    const trace = page.locator(".error-page__trace");
    await expect(trace).toHaveText(/^Trace ID: [0-9a-f]{64}$/);
    const traceId = (await trace.textContent())!.replace("Trace ID: ", "");

    await page
      .getByPlaceholder("Describe what happened and how we might reproduce this error.")
      .fill("The mass gainer page broke when I clicked it.");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Thank you for your feedback!")).toBeVisible();
    const reports = (await (await request.get("/__test/error-reports")).json()) as Array<{
      code: string;
      message: string;
      customer_note: string | null;
    }>;
    const mine = reports.filter((r) => r.code === traceId);
    // The crash's own report, made by the server with the error's words, not the browser's stand-in.
    expect(mine.some((r) => r.customer_note === null && r.message !== "Unexpected Server Error")).toBe(true);
    expect(mine.some((r) => r.message === "Unexpected Server Error")).toBe(false);
    expect(mine.some((r) => r.customer_note === "The mass gainer page broke when I clicked it.")).toBe(true);
  });

  test("speaks the store's language, its colon included", async ({ page, request, javaScriptEnabled }) => {
    expect((await request.post("/__test/hooks", { data: { brokenProductUrlKey: BROKEN } })).status()).toBe(204);
    const response = await page.goto(`/fr/produits/${BROKEN}`);
    expect(response?.status()).toBe(500);
    await ready(page, javaScriptEnabled);
    const traceId = (await page.locator("#trace-id").textContent())?.trim() ?? "";
    expect(traceId).toMatch(/^[0-9a-f]{64}$/);
    // French sets a no-break space before the colon.
    await expect(page.locator(".error-page__trace")).toHaveText(`ID de trace\u00a0: ${traceId}`);
  });
});

test("pages carry a canonical link, hreflang alternates and robots directives", async ({ page, seed }) => {
  const key = seed.WHEY.url_key;
  await page.goto(`/products/${key}?flavours=1`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/products/${key}$`));
  await expect(page.locator('link[rel="alternate"][hreflang="de-DE"]')).toHaveAttribute(
    "href",
    new RegExp(`/de/produkte/${key}$`),
  );
  await expect(page.locator('link[rel="alternate"][hreflang="es-ES"]')).toHaveAttribute(
    "href",
    new RegExp(`/es/productos/${key}$`),
  );
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    "href",
    new RegExp(`/products/${key}$`),
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "INDEX,FOLLOW");
  await page.goto("/basket");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "NOINDEX,NOFOLLOW");
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
});

test("a page reached by a link carries its own hreflang alternates, made by the server", async ({
  page,
  javaScriptEnabled,
  seed,
}) => {
  await page.goto(`/products/${seed.WHEY.url_key}`);
  await ready(page, javaScriptEnabled);
  // With JavaScript the link is a client navigation: the same document, its head written anew.
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  await page.locator('footer a[href="/delivery"]').first().click();
  await expect(page).toHaveURL(/\/delivery$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/delivery$/);
  for (const [hreflang, path] of [
    ["de-DE", "/de/versand"],
    ["es-ES", "/es/envios"],
    ["en-US", "/us/shipping"],
    ["fr-FR", "/fr/livraison"],
    ["x-default", "/delivery"],
  ])
    await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute(
      "href",
      new RegExp(`[^/]${path}$`),
    );
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(8);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true)).toBe(
    javaScriptEnabled,
  );
});

test("the preferences page offers the same choice at its own address", async ({ page }) => {
  await page.goto("/de/preferences?returnTo=%2Fde%2Fprotein");
  const form = page.getByRole("region", { name: "Shop und Währung" });
  await form.getByLabel("Shop").selectOption("fr");
  await form.getByRole("button", { name: "Einstellungen speichern" }).click();
  await expect(page).toHaveURL(/\/fr\/protein$/);
  // (the category's product count is a status region too: it speaks when the list changes)
  await expect(
    page.getByRole("status").filter({ hasText: "Vos préférences de boutique et de devise ont été enregistrées." }),
  ).toBeVisible();
});

test("the privacy policy lives at a translated address", async ({ page, seed }) => {
  const { url_key, title } = seed.PRIVACY_PAGE;
  await page.goto("/de");
  await page.getByRole("link", { name: "Datenschutz und Cookies" }).click();
  await expect(page).toHaveURL(new RegExp(`/de/${url_key.de}$`));
  await expect(page.getByRole("heading", { level: 1, name: title.de })).toBeVisible();
  const response = await page.goto(`/${url_key.en}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: title.en })).toBeVisible();
});

test("anonymous catalogue pages are cacheable by a CDN, a shopper's pages are not", async ({
  request,
  page,
  session,
  seed,
}) => {
  const anonymous = await request.get("/protein", { headers: { Cookie: "" } });
  expect(anonymous.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  expect(anonymous.headers()["surrogate-control"]).toBe("max-age=600, stale-while-revalidate=600");
  expect(anonymous.headers()["vary"]).toMatch(/\bCookie\b/);
  expect(anonymous.headers()["surrogate-key"]).toMatch(/cat_c_\d+/);
  expect(anonymous.headers()["surrogate-key"]).toMatch(/cat_p_\d+/);
  // Answers to the cookie banner and the newsletter popup live in cookies the browser reads: they
  // do not make the page personal.
  const answered = await request.get("/protein", { headers: { Cookie: "pw_cookie_consent=all; pw_newsletter=no" } });
  expect(answered.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");

  // A shopper with a basket (made through the backend, held by a minted session).
  await session.useBasket("default", [{ sku: seed.CREATINE.sku, quantity: 1 }]);
  await page.goto(`/products/${seed.CREATINE.url_key}`);
  await expect(page.getByTestId("basket-link")).toContainText("1");
  const personal = await page.request.get("/protein");
  expect(personal.headers()["cache-control"]).toBe("private, no-store");
  expect(personal.headers()["surrogate-key"]).toBeUndefined();
});

test("crawlers get the complete page without popups", async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    extraHTTPHeaders: { "CF-IPCountry": "DE" },
  });
  const page = await context.newPage();
  await page.goto("/protein");
  await expect(page.getByRole("heading", { level: 1, name: "Protein" })).toBeVisible();
  await expect(page.getByTestId("geo-store")).toHaveCount(0);
  expect(await page.locator(".product-card").count()).toBeGreaterThan(0);
  await context.close();
});
