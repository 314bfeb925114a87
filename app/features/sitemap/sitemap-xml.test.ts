import { describe, expect, it } from "vitest";
import { sitemapScreenIds } from "./sitemap.server";
import { rootIndexXml, sitemapFileXml, storeUrls, urlsetXml, w3cDate, type SitemapUrl } from "./sitemap-xml";

const STORES = [
  { code: "default", hreflang: "en-GB", isDefault: true },
  { code: "de", hreflang: "de-DE", isDefault: false },
];
const ORIGIN = "https://shop.example";

describe("sitemap URLs across store views", () => {
  const urls = storeUrls(
    STORES,
    new Map([
      [
        "default",
        [
          { key: "product:1", path: "/products/impact-whey", lastmod: "2026-11-20" },
          { key: "product:2", path: "/products/uk-only" },
        ],
      ],
      ["de", [{ key: "product:1", path: "/de/produkte/impact-whey", lastmod: "2026-11-21" }]],
    ]),
  );

  it("name the same page in every store view that has it, and x-default at the default store's", () => {
    expect(urls.get("de")).toEqual([
      {
        path: "/de/produkte/impact-whey",
        lastmod: "2026-11-21",
        alternates: [
          { hreflang: "en-GB", path: "/products/impact-whey" },
          { hreflang: "de-DE", path: "/de/produkte/impact-whey" },
          { hreflang: "x-default", path: "/products/impact-whey" },
        ],
      },
    ]);
    // a page only one store has names itself alone
    expect(urls.get("default")![1].alternates).toEqual([
      { hreflang: "en-GB", path: "/products/uk-only" },
      { hreflang: "x-default", path: "/products/uk-only" },
    ]);
  });

  it("are written as sitemaps.org XML with xhtml:link alternates and escaped addresses", () => {
    const xml = urlsetXml(ORIGIN, [
      { path: "/a?b=1&c=2", lastmod: "2026-01-02", alternates: [{ hreflang: "de-DE", path: "/de/a" }] },
    ]);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain("<loc>https://shop.example/a?b=1&amp;c=2</loc>");
    expect(xml).toContain("<lastmod>2026-01-02</lastmod>");
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="de-DE" href="https://shop.example/de/a"/>');
  });

  it("take the date of the backend's timestamps", () => {
    expect(w3cDate("2025-01-01 00:00:00")).toBe("2025-01-01");
    expect(w3cDate(null)).toBeUndefined();
    expect(w3cDate("yesterday")).toBeUndefined();
  });
});

describe("sitemap files", () => {
  const many = (n: number, prefix: string): SitemapUrl[] =>
    Array.from({ length: n }, (_, i) => ({
      path: `${prefix}/p${i + 1}`,
      lastmod: `2026-01-${String(i + 1).padStart(2, "0")}`,
      alternates: [],
    }));
  const byStore = new Map([
    ["default", many(5, "")],
    ["de", many(2, "/de")],
  ]);

  it("are one file per store view while a list fits", () => {
    const index = rootIndexXml(ORIGIN, byStore, 10);
    expect(index).toContain("<sitemapindex");
    expect(index).toContain("<loc>https://shop.example/sitemap.xml?store=default</loc>");
    expect(index).toContain("<loc>https://shop.example/sitemap.xml?store=de</loc>");
    expect(index).toContain("<lastmod>2026-01-05</lastmod>");
    const de = sitemapFileXml(ORIGIN, byStore, "de", null, 10)!;
    expect(de).toContain("<urlset");
    expect(de.match(/<url>/g)).toHaveLength(2);
    expect(sitemapFileXml(ORIGIN, byStore, "de", "1", 10)).toBeNull();
  });

  it("split a store's list longer than the limit into parts under an index", () => {
    const index = rootIndexXml(ORIGIN, byStore, 2);
    for (const part of ["default&amp;part=1", "default&amp;part=2", "default&amp;part=3", "de"])
      expect(index).toContain(`<loc>https://shop.example/sitemap.xml?store=${part}</loc>`);
    expect(index).not.toContain("?store=default</loc>");
    // the store's own address answers the index of its parts
    const storeIndex = sitemapFileXml(ORIGIN, byStore, "default", null, 2)!;
    expect(storeIndex).toContain("<sitemapindex");
    expect(storeIndex.match(/<sitemap>/g)).toHaveLength(3);
    const third = sitemapFileXml(ORIGIN, byStore, "default", "3", 2)!;
    expect(third.match(/<loc>[^<]*<\/loc>/g)).toEqual(["<loc>https://shop.example/p5</loc>"]);
    expect(sitemapFileXml(ORIGIN, byStore, "default", "4", 2)).toBeNull();
    expect(sitemapFileXml(ORIGIN, byStore, "nowhere", null, 2)).toBeNull();
    expect(sitemapFileXml(ORIGIN, byStore, "default", "x", 2)).toBeNull();
  });
});

describe("the registry's pages in a sitemap", () => {
  it("are the indexable pages with a fixed address, never a private, noindex or search page", () => {
    const ids = sitemapScreenIds();
    expect(ids).toEqual(expect.arrayContaining(["home", "privacy", "terms", "delivery", "returns", "contact"]));
    for (const hidden of ["basket", "checkout", "account", "customer.login", "search", "account.orders", "category"])
      expect(ids).not.toContain(hidden);
  });
});
