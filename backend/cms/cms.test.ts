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
