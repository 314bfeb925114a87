// The terms, delivery, returns and contact pages (CMS pages) at their translated addresses, js and
// nojs: each answers 200 with its heading; the footer reaches them; the checkout's consent box links
// the terms and the privacy policy in a new tab while the checkout stays where it was.
import type { Page } from "@playwright/test";
import { CHECKOUT_SPEC_PRODUCT } from "../backend/seed/fixtures-checkout";
import { ready } from "./account-helpers";
import { expect, httpOnly, test, type SessionKit } from "./fixtures";

const PAGES = ["terms", "delivery", "returns", "contact"] as const;

test("each page answers 200 with its heading, in English and German, and is cacheable", async ({ page, seed }) => {
  for (const [prefix, text] of [
    ["", "en"],
    ["/de", "de"],
    ["/us", "us"],
  ] as const) {
    for (const name of PAGES) {
      const { url_key, title } = seed.LEGAL_PAGES[name];
      const response = await page.goto(`${prefix}/${url_key[text]}`);
      expect(response?.status(), `${prefix}/${url_key[text]}`).toBe(200);
      expect(response?.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
      await expect(page.getByRole("heading", { level: 1, name: title[text] })).toBeVisible();
      // The tab names the page and the shop, as every other page's does.
      await expect(page).toHaveTitle(/\S \| Peak Whey$/);
    }
  }
  await page.goto("/delivery");
  await expect(page.locator("main")).toContainText("£3.99");
  await expect(page.locator('link[rel="alternate"][hreflang="de-DE"]')).toHaveAttribute("href", /\/de\/versand$/);
});

test("an address in another store's language leads to this store's page", async ({ request }) => {
  httpOnly();
  // As a product's address in another store's words does (ADR 0095): a copied link, not a dead end.
  const terms = await request.get("/de/terms", { maxRedirects: 0 });
  expect(terms.status()).toBe(301);
  expect(terms.headers()["location"]).toBe("/de/agb");
  const agb = await request.get("/agb", { maxRedirects: 0 });
  expect(agb.status()).toBe(301);
  expect(agb.headers()["location"]).toBe("/terms");
  // A word no store uses for a page stays the 404 page.
  expect((await request.get("/de/conditions-generales-nope")).status()).toBe(404);
});

test("the footer's customer service and legal links reach the pages", async ({ page, seed, javaScriptEnabled }) => {
  const footer = page.getByRole("contentinfo");
  const links: Array<[string, string, string]> = [
    ["/", "Delivery", `/${seed.LEGAL_PAGES.delivery.url_key.en}`],
    ["/", "Returns and refunds", `/${seed.LEGAL_PAGES.returns.url_key.en}`],
    ["/", "Contact us", `/${seed.LEGAL_PAGES.contact.url_key.en}`],
    ["/", "Terms and conditions", `/${seed.LEGAL_PAGES.terms.url_key.en}`],
    ["/", "Privacy and cookie policy", `/${seed.PRIVACY_PAGE.url_key.en}`],
    ["/de", "Versand und Lieferung", `/de/${seed.LEGAL_PAGES.delivery.url_key.de}`],
    ["/de", "AGB", `/de/${seed.LEGAL_PAGES.terms.url_key.de}`],
    ["/de", "Kontakt und Impressum", `/de/${seed.LEGAL_PAGES.contact.url_key.de}`],
  ];
  for (const [home, name, path] of links) {
    await page.goto(home);
    await ready(page, javaScriptEnabled!);
    const group = footer.getByRole("navigation", {
      name: home === "/de" ? /Kundenservice|Rechtliches/ : /Customer service|Legal/,
    });
    await group.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
});

async function atReview(page: Page, store: "default" | "de", session: SessionKit, baseURL: string) {
  const cartId = await session.useBasket(store, [{ sku: CHECKOUT_SPEC_PRODUCT.sku, quantity: 1 }]);
  const response = await fetch(new URL("/__test/checkout-cart", baseURL), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ cartId, email: `legal-${Date.now()}-${Math.random()}@example.com` }),
  });
  expect(response.ok).toBe(true);
  await page.goto(store === "de" ? "/de/checkout/review" : "/checkout/review");
}

test("the consent box opens the terms and the privacy policy in a new tab; the checkout stays", async ({
  page,
  context,
  session,
  baseURL,
  javaScriptEnabled,
  seed,
}) => {
  await atReview(page, "default", session, baseURL!);
  await ready(page, javaScriptEnabled!);
  const consent = page.getByRole("checkbox", { name: /accept the terms/ });
  await expect(consent).not.toBeChecked();
  const termsLink = page.locator(".confirm-terms").getByRole("link", { name: /terms and conditions/ });
  await expect(termsLink).toHaveAccessibleName("terms and conditions (opens in a new tab)");
  await expect(termsLink).toHaveAttribute("target", "_blank");
  await expect(termsLink).toHaveAttribute("rel", /noopener/);

  const [terms] = await Promise.all([context.waitForEvent("page"), termsLink.click()]);
  await expect(terms).toHaveURL(new RegExp(`/${seed.LEGAL_PAGES.terms.url_key.en}$`));
  await expect(terms.getByRole("heading", { level: 1, name: seed.LEGAL_PAGES.terms.title.en })).toBeVisible();
  await terms.close();

  const privacyLink = page.locator(".confirm-terms").getByRole("link", { name: /privacy policy/ });
  const [privacy] = await Promise.all([context.waitForEvent("page"), privacyLink.click()]);
  await expect(privacy.getByRole("heading", { level: 1, name: seed.PRIVACY_PAGE.title.en })).toBeVisible();
  await privacy.close();

  // The checkout is where the shopper left it, the box still unticked (a link is not the box).
  await expect(page).toHaveURL(/\/checkout\/review$/);
  await expect(consent).not.toBeChecked();
  await consent.check();
  await expect(consent).toBeChecked();
});

test("the German consent box links the AGB at the German address", async ({
  page,
  context,
  session,
  baseURL,
  javaScriptEnabled,
  seed,
}) => {
  await atReview(page, "de", session, baseURL!);
  await ready(page, javaScriptEnabled!);
  const link = page.locator(".confirm-terms").getByRole("link", { name: /^AGB/ });
  await expect(link).toHaveAccessibleName("AGB (öffnet in einem neuen Tab)");
  const [terms] = await Promise.all([context.waitForEvent("page"), link.click()]);
  await expect(terms).toHaveURL(new RegExp(`/de/${seed.LEGAL_PAGES.terms.url_key.de}$`));
  await expect(terms.getByRole("heading", { level: 1, name: seed.LEGAL_PAGES.terms.title.de })).toBeVisible();
  await expect(page).toHaveURL(/\/de\/checkout\/review$/);
});
