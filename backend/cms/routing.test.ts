// route(url), urlResolver(url) and cmsBlocks(identifiers) as a Magento client (Venia's ResolveURL,
// a store switcher, a CMS widget) asks them, per store view.
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { newBackend } from "../../tests/support/backend-helpers.js";
import { cmsBlocksMigration } from "./schema.js";
import { CMS_BLOCKS, mendHomePromoTileLinks, redirectMagentoPrivacyAddress } from "../seed/cms-content.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close());

const ROUTE = `query($url: String!) { route(url: $url) {
  __typename relative_url redirect_code type
  ... on CmsPage { identifier title content }
  ... on CategoryTree { uid name url_path }
  ... on ProductInterface { sku url_key }
} }`;

const RESOLVER = `query($url: String!) { urlResolver(url: $url) { id entity_uid canonical_url relative_url redirectCode type } }`;

const BLOCKS = `query($ids: [String]) { cmsBlocks(identifiers: $ids) { items { identifier title content } } }`;

const route = async (url: string, store = "default") => {
  const r = await backend.execute<any>(ROUTE, { url }, { Store: store });
  expect(r.errors).toBeUndefined();
  return r.data.route;
};

describe("route", () => {
  it("finds a product by its url key", async () => {
    expect(await route("slow-release-casein")).toMatchObject({
      url_key: "slow-release-casein",
      relative_url: "slow-release-casein",
      redirect_code: 0,
      type: "PRODUCT",
    });
  });

  it("finds a category by its url path, with or without slashes", async () => {
    const c = await route("/protein/whey-protein/");
    expect(c).toMatchObject({ __typename: "CategoryTree", url_path: "protein/whey-protein", type: "CATEGORY" });
    expect(c.redirect_code).toBe(0);
  });

  it.each([
    ["default", "about-us", "About us"],
    ["ie", "cookie-policy", "Cookie policy"],
    ["de", "ueber-uns", "Über uns"],
    ["es", "politica-de-cookies", "Política de cookies"],
    ["fr", "politique-de-confidentialite", "Politique de confidentialité"],
    ["it", "chi-siamo", "Chi siamo"],
  ])("finds the CMS page of store %s at %s", async (store, url, title) => {
    expect(await route(url, store)).toMatchObject({
      __typename: "CmsPage",
      title,
      relative_url: url,
      type: "CMS_PAGE",
    });
  });

  it("answers the home page for the store's root", async () => {
    expect(await route("/", "de")).toMatchObject({ __typename: "CmsPage", identifier: "home" });
  });

  it("answers a permanent redirect with its target for an old category and product address", async () => {
    expect(await route("whey-protein-powder.html")).toMatchObject({
      __typename: "CategoryTree",
      redirect_code: 301,
      relative_url: "protein/whey-protein",
      type: "CATEGORY",
    });
    expect(await route("casein-night-protein.html", "fr")).toMatchObject({
      sku: expect.any(String),
      redirect_code: 301,
      relative_url: "slow-release-casein",
      type: "PRODUCT",
    });
  });

  it("answers null for an address nothing lives at, and for another language's page", async () => {
    expect(await route("no-such-page-anywhere")).toBeNull();
    expect(await route("ueber-uns", "default")).toBeNull();
    expect(await route("about-us", "de")).toBeNull();
    expect(await route("terms", "de")).toBeNull();
  });
});

describe("urlResolver", () => {
  it("names the entity, its uid and address", async () => {
    const r = await backend.execute<any>(RESOLVER, { url: "about-us" }, { Store: "us" });
    expect(r.errors).toBeUndefined();
    const e = r.data.urlResolver;
    expect(e).toMatchObject({ relative_url: "about-us", redirectCode: 0, type: "CMS_PAGE" });
    expect(e.entity_uid).toBe(Buffer.from(String(e.id)).toString("base64"));
  });

  it("answers a redirect and null for an unknown address", async () => {
    const r = await backend.execute<any>(RESOLVER, { url: "/proteins" }, { Store: "default" });
    expect(r.data.urlResolver).toMatchObject({ relative_url: "protein", redirectCode: 301, type: "CATEGORY" });
    const none = await backend.execute<any>(RESOLVER, { url: "nothing-here" }, { Store: "default" });
    expect(none.errors).toBeUndefined();
    expect(none.data.urlResolver).toBeNull();
  });
});

describe("Magento's address of the privacy page", () => {
  it("is sent on to the store view's own privacy page", async () => {
    const cases: Array<[string, string]> = [
      ["default", "privacy-policy"],
      ["us", "privacy-policy"],
      ["de", "datenschutz"],
      ["it", "informativa-privacy"],
    ];
    for (const [store, target] of cases) {
      const r = await backend.execute<any>(
        RESOLVER,
        { url: "privacy-policy-cookie-restriction-mode" },
        { Store: store },
      );
      expect(r.errors).toBeUndefined();
      expect(r.data.urlResolver).toMatchObject({ relative_url: target, redirectCode: 301, type: "CMS_PAGE" });
    }
  });

  it("reaches a shop seeded before it", () => {
    const db = new Database(":memory:");
    db.exec(`CREATE TABLE cms_pages (identifier TEXT, store_code TEXT, url_key TEXT);
      CREATE TABLE url_rewrites (id INTEGER PRIMARY KEY, store_code TEXT NOT NULL, request_path TEXT NOT NULL,
        target_path TEXT NOT NULL, redirect_type INTEGER NOT NULL DEFAULT 0, entity_type TEXT NOT NULL,
        UNIQUE (request_path, store_code));
      INSERT INTO cms_pages VALUES ('privacy-policy-cookie-restriction-mode', '', 'privacy-policy'),
        ('privacy-policy-cookie-restriction-mode', 'fr', 'politique-de-confidentialite'), ('about-us', '', 'about-us');`);
    redirectMagentoPrivacyAddress(db);
    redirectMagentoPrivacyAddress(db);
    expect(db.prepare("SELECT store_code, request_path, target_path, redirect_type FROM url_rewrites").all()).toEqual([
      {
        store_code: "",
        request_path: "privacy-policy-cookie-restriction-mode",
        target_path: "privacy-policy",
        redirect_type: 301,
      },
      {
        store_code: "fr",
        request_path: "privacy-policy-cookie-restriction-mode",
        target_path: "politique-de-confidentialite",
        redirect_type: 301,
      },
    ]);
  });
});

describe("cmsBlocks", () => {
  it("serves the home page's blocks in the store view's language", async () => {
    const ids = ["home-hero", "home-promo-tiles", "home-featured-categories"];
    const en = await backend.execute<any>(BLOCKS, { ids }, { Store: "default" });
    expect(en.errors).toBeUndefined();
    expect(en.data.cmsBlocks.items.map((b: any) => b.identifier)).toEqual(ids);
    expect(en.data.cmsBlocks.items[0].content).toContain("Fuel every rep");
    const it = await backend.execute<any>(BLOCKS, { ids: ["home-hero"] }, { Store: "it" });
    expect(it.data.cmsBlocks.items[0].content).toContain("Energia per ogni ripetizione");
  });

  it("refuses an unknown identifier with Magento's message", async () => {
    const r = await backend.execute<any>(BLOCKS, { ids: ["home-hero", "nope"] }, { Store: "default" });
    expect(r.errors?.[0].message).toBe('The CMS block with the "nope" ID doesn\'t exist.');
    expect(r.errors?.[0].extensions?.category).toBe("graphql-no-such-entity");
  });
});

describe("the migration", () => {
  it("brings a database seeded before it its blocks, pages and redirects", () => {
    const db = new Database(":memory:");
    db.exec(`CREATE TABLE store_views (code TEXT); INSERT INTO store_views VALUES ('default');
      CREATE TABLE cms_pages (id INTEGER PRIMARY KEY, identifier TEXT NOT NULL, store_code TEXT NOT NULL,
        is_active INTEGER NOT NULL DEFAULT 1, url_key TEXT NOT NULL, title TEXT NOT NULL, content TEXT NOT NULL,
        content_heading TEXT, page_layout TEXT, meta_title TEXT, meta_keywords TEXT, meta_description TEXT,
        created_at TEXT NOT NULL, updated_at TEXT NOT NULL, UNIQUE (identifier, store_code));`);
    cmsBlocksMigration(db);
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    // five languages, and the US store's promotional tiles in American English
    expect(count("SELECT COUNT(*) AS n FROM cms_blocks")).toBe(16);
    expect(count("SELECT COUNT(*) AS n FROM cms_pages WHERE identifier = 'no-route'")).toBe(5);
    expect(count("SELECT COUNT(*) AS n FROM url_rewrites WHERE redirect_type = 301")).toBe(4);
  });
});

describe("the home page's blocks", () => {
  it("link only to addresses that open a page, in every store view", async () => {
    for (const block of CMS_BLOCKS)
      for (const [lang, content] of Object.entries(block.content)) {
        const store = { "": "default", de: "de", es: "es", fr: "fr", it: "it" }[lang] ?? "default";
        for (const [, href] of content.matchAll(/\{\{store url="([^"]*)"\}\}/g)) {
          if (!href) continue;
          const found = await route(href, store);
          expect(found, `${block.identifier} (${lang || "default"}) → ${href}`).not.toBeNull();
          expect(found.redirect_code, `${block.identifier} → ${href}`).toBe(0);
        }
      }
  });

  it("a shop seeded with the old tiles has their links mended by the migration", () => {
    const db = new Database(":memory:");
    db.exec(`CREATE TABLE cms_blocks (identifier TEXT, store_code TEXT, content TEXT);
      INSERT INTO cms_blocks VALUES
        ('home-promo-tiles', '', '<a href="{{store url="whey-protein"}}">W</a><a href="{{store url="vegan-protein"}}">V</a><a href="{{store url="snacks-bars"}}">S</a>'),
        ('other-block', '', '<a href="{{store url="whey-protein"}}">kept as the owner wrote it</a>');`);
    mendHomePromoTileLinks(db);
    mendHomePromoTileLinks(db);
    expect(db.prepare("SELECT identifier, content FROM cms_blocks ORDER BY identifier").all()).toEqual([
      {
        identifier: "home-promo-tiles",
        content:
          '<a href="{{store url="protein/whey-protein"}}">W</a><a href="{{store url="protein/vegan-protein"}}">V</a><a href="{{store url="snacks-bars"}}">S</a>',
      },
      { identifier: "other-block", content: '<a href="{{store url="whey-protein"}}">kept as the owner wrote it</a>' },
    ]);
  });
});
