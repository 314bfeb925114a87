// CMS pages and blocks, js and nojs: the privacy policy at its translated address in every store,
// the cookie policy and about us from the footer, an old address that redirects permanently, an
// unknown address that shows the store's no-route page with a 404, and the home page's hero block.
import { expect, httpOnly, test } from "./fixtures";
import { ABOUT_US, COOKIE_POLICY, HOME_HERO_BLOCK } from "../backend/seed/cms-content";
import { PRIVACY_PAGES } from "../backend/seed/cms";

const STORES = [
  ["", "en"],
  ["/ie", "en"],
  ["/us", "en"],
  ["/de", "de"],
  ["/es", "es"],
  ["/fr", "fr"],
  ["/it", "it"],
] as const;

test("the privacy policy is at its translated address in every store, in the store's language", async ({
  page,
  seed,
}) => {
  for (const [prefix, lang] of STORES) {
    const response = await page.goto(`${prefix}/${seed.PRIVACY_PAGE.url_key[lang]}`);
    expect(response?.status(), prefix).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: seed.PRIVACY_PAGE.title[lang] })).toBeVisible();
    // Its tab names the shop, as every other page's does.
    await expect(page).toHaveTitle(/\S \| Peak Whey$/);
    // The backend's page, in the store's language: its first words, and its section headings.
    const [[, opening], [heading]] = PRIVACY_PAGES[lang === "en" ? "" : lang].sections;
    await expect(page.locator("main")).toContainText(opening);
    await expect(page.locator("main").getByRole("heading", { level: 2, name: heading! })).toBeVisible();
    // Search engines find the same page at its address in every other language.
    await expect(page.locator('link[rel="alternate"][hreflang="fr-FR"]')).toHaveAttribute(
      "href",
      new RegExp(`/fr/${seed.PRIVACY_PAGE.url_key.fr}$`),
    );
  }
  await page.goto("/de/datenschutz");
  await expect(page.locator("main")).toContainText("Der Schutz Ihrer Daten ist uns wichtig");
});

test("the footer reaches the cookie policy and about us, whose own links stay in the store", async ({ page }) => {
  await page.goto("/de");
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: COOKIE_POLICY.title.de }).click();
  await expect(page).toHaveURL(/\/de\/cookie-richtlinie$/);
  await expect(page.getByRole("heading", { level: 1, name: COOKIE_POLICY.title.de })).toBeVisible();
  await expect(page.locator("main")).toContainText("pw_session");
  // the page's link to the privacy policy, written as a {{store url=...}} directive
  await page.locator("main").getByRole("link", { name: "Datenschutzerklärung" }).click();
  await expect(page).toHaveURL(/\/de\/datenschutz$/);
  await footer.getByRole("link", { name: ABOUT_US.title.de }).click();
  await expect(page).toHaveURL(/\/de\/ueber-uns$/);
  await expect(page.getByRole("heading", { level: 1, name: ABOUT_US.title.de })).toBeVisible();
  // Its slug is German: no alternate guessed as /fr/ueber-uns (a 404); the sitemap names the others.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/de\/ueber-uns$/);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  await page.goto("/about-us");
  await expect(page.getByRole("heading", { level: 1, name: "About us" })).toBeVisible();
  await expect(page).toHaveTitle("About us | Peak Whey");
  await expect(page.locator("main img").first()).toHaveAttribute("src", "/media/wysiwyg/home/hero.webp");
});

test("an old address redirects permanently to its page, and an unknown one is the no-route page", async ({
  page,
  request,
}) => {
  httpOnly();
  const old = await request.get("/whey-protein-powder.html", { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(new URL(old.headers()["location"], "http://x").pathname).toBe("/protein/whey-protein");
  const product = await request.get("/fr/casein-night-protein.html", { maxRedirects: 0 });
  expect(product.status()).toBe(301);
  expect(new URL(product.headers()["location"], "http://x").pathname).toBe("/fr/produits/slow-release-casein");
  // Magento's own address of its privacy page, as an old shop's links and search results have it.
  for (const [prefix, lang] of STORES) {
    const magento = await request.get(`${prefix}/privacy-policy-cookie-restriction-mode`, { maxRedirects: 0 });
    expect(magento.status()).toBe(301);
    const key = PRIVACY_PAGES[lang === "en" ? "" : lang].url_key;
    expect(new URL(magento.headers()["location"], "http://x").pathname).toBe(`${prefix}/${key}`);
  }
  await page.goto("/proteins");
  await expect(page).toHaveURL(/\/protein$/);
  const missing = await page.goto("/de/gibt-es-nicht");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Seite nicht gefunden" })).toBeVisible();
  await expect(page.locator("main")).toContainText("Die Seite wurde vielleicht verschoben");
  await expect(page.locator("main").getByRole("link", { name: "Kontakt zu unserem Team" })).toHaveAttribute(
    "href",
    "/de/kontakt",
  );
});

test("the home page's hero, tiles and featured categories are the merchant's blocks", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Fuel every rep" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Our picks" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Train smarter" })).toBeVisible();
  await expect(page.locator(".hero img").first()).toHaveAttribute("fetchpriority", "high");
  // The hero is the only picture a phone fetches first: no product card competes with it.
  await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
  await page.getByRole("link", { name: "Shop protein" }).click();
  await expect(page).toHaveURL(/\/protein$/);
  await page.goto("/it");
  await expect(page.getByRole("heading", { level: 1, name: "Energia per ogni ripetizione" })).toBeVisible();
  expect(HOME_HERO_BLOCK.content.it).toContain("Energia per ogni ripetizione");
});
