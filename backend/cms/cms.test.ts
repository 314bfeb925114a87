import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { PRIVACY_PAGE } from "../seed/fixtures.js";
import { newBackend } from "../../tests/support/backend-helpers.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close());

const PAGE = `query($id: String) { cmsPage(identifier: $id) {
  identifier url_key title content content_heading page_layout meta_title meta_keywords meta_description } }`;

const STORE_LANG = { default: "en", ie: "en", us: "en", de: "de", es: "es", fr: "fr", it: "it" } as const;

describe("cmsPage", () => {
  it.each(Object.entries(STORE_LANG))("serves the privacy policy in store %s", async (store, lang) => {
    const r = await backend.execute<any>(PAGE, { id: PRIVACY_PAGE.identifier }, { Store: store });
    expect(r.errors).toBeUndefined();
    const p = r.data.cmsPage;
    expect(p).toMatchObject({
      identifier: PRIVACY_PAGE.identifier,
      url_key: PRIVACY_PAGE.url_key[lang],
      title: PRIVACY_PAGE.title[lang],
      content_heading: PRIVACY_PAGE.title[lang],
      meta_title: PRIVACY_PAGE.title[lang],
      page_layout: "1column",
    });
    expect(p.meta_description.length).toBeGreaterThan(20);
    expect(p.meta_keywords).toBeTruthy();
    const paragraphs = p.content.match(/<p>/g).length;
    expect(paragraphs).toBeGreaterThanOrEqual(3);
    expect(paragraphs).toBeLessThanOrEqual(5);
    expect(p.content).toMatch(/<h2>[^<]+<\/h2>/);
    expect(p.content).not.toMatch(/<h1/);
  });

  it("has exact url keys and titles per language", async () => {
    const de = await backend.execute<any>(PAGE, { id: PRIVACY_PAGE.identifier }, { Store: "de" });
    expect(de.data.cmsPage).toMatchObject({ url_key: "datenschutz", title: "Datenschutzerklärung" });
    const en = await backend.execute<any>(PAGE, { id: PRIVACY_PAGE.identifier }, { Store: "us" });
    expect(en.data.cmsPage).toMatchObject({ url_key: "privacy-policy", title: "Privacy and Cookie Policy" });
    const it_ = await backend.execute<any>(PAGE, { id: PRIVACY_PAGE.identifier }, { Store: "it" });
    expect(it_.data.cmsPage.content).toContain("Garante");
  });

  it("tags the response with cms_p_<id>", async () => {
    const en = await backend.execute<any>(PAGE, { id: PRIVACY_PAGE.identifier });
    const de = await backend.execute<any>(PAGE, { id: PRIVACY_PAGE.identifier }, { Store: "de" });
    const enTag = en.headers.get("x-magento-tags");
    const deTag = de.headers.get("x-magento-tags");
    expect(enTag).toMatch(/^cms_p_\d+$/);
    expect(deTag).toMatch(/^cms_p_\d+$/);
    expect(enTag).not.toBe(deTag);
    const row = backend.db
      .prepare("SELECT id FROM cms_pages WHERE identifier = ? AND store_code = ''")
      .get(PRIVACY_PAGE.identifier) as { id: number };
    expect(enTag).toBe(`cms_p_${row.id}`);
  });

  it("answers Magento's no-such-entity error for an unknown identifier", async () => {
    const r = await backend.execute<any>(PAGE, { id: "nope" });
    expect(r.errors?.[0].message).toBe('The CMS page with the "nope" ID doesn\'t exist.');
    expect(r.errors?.[0].extensions?.category).toBe("graphql-no-such-entity");
    expect(r.data.cmsPage).toBeNull();
    expect(r.headers.get("x-magento-tags")).toBeNull();
  });

  it("also finds a page by its (deprecated) id", async () => {
    const row = backend.db
      .prepare("SELECT id FROM cms_pages WHERE store_code = 'fr' AND identifier = ?")
      .get(PRIVACY_PAGE.identifier) as { id: number };
    const r = await backend.execute<any>(
      `query($id: Int) { cmsPage(id: $id) { title } }`,
      { id: row.id },
      { Store: "fr" },
    );
    expect(r.data.cmsPage.title).toBe("Politique de confidentialité");
    const other = await backend.execute<any>(
      `query($id: Int) { cmsPage(id: $id) { title } }`,
      { id: row.id },
      { Store: "de" },
    );
    expect(other.errors?.[0].message).toBe(`The CMS page with the "${row.id}" ID doesn't exist.`);
  });
});

describe("cmsSitemapPages", () => {
  const LIST = `{ cmsSitemapPages { identifier url_key updated_at } }`;
  const list = async (store: string) => {
    const r = await backend.execute<any>(LIST, {}, { Store: store });
    expect(r.errors).toBeUndefined();
    return r.data.cmsSitemapPages as Array<{ identifier: string; url_key: string; updated_at: string }>;
  };

  it("lists the store view's active pages at its own addresses, not the home or no-route page", async () => {
    const de = await list("de");
    const byId = new Map(de.map((page) => [page.identifier, page.url_key]));
    expect(byId.get("about-us")).toBe("ueber-uns");
    expect(byId.get(PRIVACY_PAGE.identifier)).toBe("datenschutz");
    expect(byId.has("cookie-policy")).toBe(true);
    expect(byId.has("home")).toBe(false);
    expect(byId.has("no-route")).toBe(false);
    // one entry per identifier: the German page hides the all-store-views one
    expect(new Set(de.map((page) => page.identifier)).size).toBe(de.length);
    expect(de.every((page) => /^\d{4}-\d{2}-\d{2}/.test(page.updated_at))).toBe(true);
    const en = await list("default");
    expect(en.find((page) => page.identifier === "about-us")?.url_key).toBe("about-us");
  });

  it("leaves out a page the merchant switched off", async () => {
    backend.db.prepare("UPDATE cms_pages SET is_active = 0 WHERE identifier = 'about-us' AND store_code = 'fr'").run();
    try {
      const fr = await list("fr");
      // the French page is off: neither it nor the English all-store-views page stands in for it
      expect(fr.find((page) => page.identifier === "about-us")?.url_key).not.toBe("a-propos");
    } finally {
      backend.db
        .prepare("UPDATE cms_pages SET is_active = 1 WHERE identifier = 'about-us' AND store_code = 'fr'")
        .run();
    }
  });
});
