// What a search engine reads of the shop: robots.txt names the sitemap; the sitemap index leads to
// every store view's sitemap, which lists products with their hreflang alternates and never a
// private, search or filtered page; the home page describes the shop and its search as JSON-LD.
import { expect, test } from "./fixtures";

/** HTTP answers only: the nojs project checks them (a browser's JavaScript changes nothing here). */
function xmlOnly() {
  test.skip(test.info().project.name !== "nojs", "HTTP only: the nojs project checks the same answers");
}

/** The addresses of a sitemap's <loc>s, on the shop's origin (path and query, XML unescaped). */
const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1].replace(/&amp;/g, "&"));
    return `${url.pathname}${url.search}`;
  });

test("robots.txt names the sitemap index, which names every store view's sitemap", async ({ request }) => {
  xmlOnly();
  const robots = await (await request.get("/robots.txt")).text();
  const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
  expect(sitemapUrl).toMatch(/\/sitemap\.xml$/);
  const index = await request.get("/sitemap.xml");
  expect(index.status()).toBe(200);
  expect(index.headers()["content-type"]).toContain("application/xml");
  expect(index.headers()["cache-control"]).toMatch(/public, max-age=\d+/);
  const body = await index.text();
  expect(body).toContain("<sitemapindex");
  expect(locs(body)).toEqual(
    ["default", "ie", "us", "de", "es", "fr", "it"].map((code) => `/sitemap.xml?store=${code}`),
  );
});

test("a store view's sitemap lists a product with its alternates and no private page", async ({ request }) => {
  xmlOnly();
  const response = await request.get("/sitemap.xml?store=de");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const entry = /<url>\s*<loc>[^<]*\/de\/produkte\/impact-whey-protein<\/loc>[\s\S]*?<\/url>/.exec(xml)?.[0];
  expect(entry, "the German product page is listed").toBeTruthy();
  expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  for (const [hreflang, path] of [
    ["en-GB", "/products/impact-whey-protein"],
    ["de-DE", "/de/produkte/impact-whey-protein"],
    ["fr-FR", "/fr/produits/impact-whey-protein"],
    ["x-default", "/products/impact-whey-protein"],
  ])
    expect(entry).toMatch(new RegExp(`<xhtml:link rel="alternate" hreflang="${hreflang}" href="[^"]*${path}"/>`));
  const paths = locs(xml);
  // the home page, a category and a CMS page are there too, all in the German store view
  expect(paths).toContain("/de");
  expect(paths).toContain("/de/protein");
  expect(paths.every((path) => path.startsWith("/de"))).toBe(true);
  for (const hidden of ["/basket", "/checkout", "/account", "/customer/account", "/search"])
    expect(
      paths.some((path) => path.startsWith(`/de${hidden}`)),
      hidden,
    ).toBe(false);
  // no filtered or sorted list: no address carries a query
  expect(xml).not.toMatch(/<loc>[^<]*\?/);
  expect((await request.get("/sitemap.xml?store=nowhere")).status()).toBe(404);
});

test("a store view's sitemap lists its CMS pages with their alternates, never no-route", async ({ request }) => {
  xmlOnly();
  const xml = await (await request.get("/sitemap.xml?store=de")).text();
  const entryOf = (path: string) => new RegExp(`<url>\\s*<loc>[^<]*${path}</loc>[\\s\\S]*?</url>`).exec(xml)?.[0];
  const about = entryOf("/de/ueber-uns");
  expect(about, "about us, at its German address").toBeTruthy();
  expect(about).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  for (const [hreflang, path] of [
    ["en-GB", "/about-us"],
    ["en-US", "/us/about-us"],
    ["fr-FR", "/fr/a-propos"],
    ["it-IT", "/it/chi-siamo"],
    ["x-default", "/about-us"],
  ])
    expect(about).toMatch(new RegExp(`<xhtml:link rel="alternate" hreflang="${hreflang}" href="[^"]*${path}"/>`));
  expect(entryOf("/de/cookie-richtlinie"), "the cookie policy").toMatch(
    /hreflang="es-ES" href="[^"]*\/es\/politica-de-cookies"/,
  );
  const paths = locs(xml);
  // the privacy policy once, at its German address; neither the no-route page nor the home page's key
  expect(paths.filter((path) => path === "/de/datenschutz")).toHaveLength(1);
  expect(paths).not.toContain("/de/no-route");
  expect(paths).not.toContain("/de/home");
});

test("the home page describes the shop and its search to search engines in every store view", async ({ page }) => {
  for (const [home, search] of [
    ["/", "/search"],
    ["/it", "/it/search"],
  ]) {
    await page.goto(home);
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const graph = scripts.flatMap(
      (text) => (JSON.parse(text) as { "@graph"?: Array<Record<string, unknown>> })["@graph"] ?? [],
    );
    const organization = graph.find((node) => node["@type"] === "Organization");
    expect(organization).toMatchObject({ name: "Peak Whey", logo: { url: expect.stringMatching(/\/icon-512\.png$/) } });
    const website = graph.find((node) => node["@type"] === "WebSite") as
      | { url: string; potentialAction: { "@type": string; target: { urlTemplate: string }; "query-input": string } }
      | undefined;
    expect(new URL(website!.url).pathname).toBe(home);
    expect(website!.potentialAction["@type"]).toBe("SearchAction");
    expect(website!.potentialAction["query-input"]).toBe("required name=search_term_string");
    const template = new URL(website!.potentialAction.target.urlTemplate.replace("{search_term_string}", "whey"));
    expect(`${template.pathname}${template.search}`).toBe(`${search}?q=whey`);
  }
});
