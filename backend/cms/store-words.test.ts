// The words a shopper reads in the CMS pages and blocks: the US store's English in American words
// (those its own screens use: cart, flavor, business day), the Italian home page naming the
// pre-workout category as the menu does; a shop seeded before gets them, an owner's edits stay.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { britishWordIn } from "../shared/us-english.js";
import { cmsContentRows } from "../seed/cms-content.js";
import { legalPageRows } from "../seed/legal/pages.js";
import { privacyPageRows } from "../seed/cms.js";
import { cmsWordsMigration } from "./schema.js";
import { gql, newBackend } from "../../tests/support/backend-helpers.js";
import { baseDatabase } from "../../tests/setup/base-database.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close());

const PAGE = `query($id: String) { cmsPage(identifier: $id) { title content meta_description } }`;
const BLOCKS = `query($ids: [String]) { cmsBlocks(identifiers: $ids) { items { identifier content } } }`;
const PAGES = [
  "privacy-policy-cookie-restriction-mode",
  "cookie-policy",
  "about-us",
  "home",
  "no-route",
  "terms-and-conditions",
  "delivery",
  "returns",
  "contact-us",
];
const HOME_BLOCKS = ["home-hero", "home-promo-tiles", "home-featured-categories"];

const page = async (id: string, store: string) =>
  (await gql(backend, PAGE, { id }, { Store: store })).cmsPage as {
    title: string;
    content: string;
    meta_description: string;
  };
const blocks = async (store: string) =>
  (await gql(backend, BLOCKS, { ids: HOME_BLOCKS }, { Store: store })).cmsBlocks.items as Array<{
    identifier: string;
    content: string;
  }>;

describe("the US store's pages and blocks", () => {
  it("say cart, flavors and business day, as the US store's screens do; the UK's stay British", async () => {
    for (const id of PAGES) {
      const us = await page(id, "us");
      expect(britishWordIn(`${us.title} ${us.content} ${us.meta_description}`), id).toBeNull();
    }
    for (const block of await blocks("us")) expect(britishWordIn(block.content), block.identifier).toBeNull();
    expect((await page("cookie-policy", "us")).content).toContain("Your cart, your sign-in and the checkout");
    expect((await page("about-us", "us")).content).toContain("within one business day");
    expect((await page("contact-us", "us")).content).toContain("<h2>Mail</h2>");
    expect((await page("terms-and-conditions", "us")).content).toContain("by checking the box at checkout");
    expect((await page("returns", "us")).content).toContain("Send the package to:");
    expect((await blocks("us")).find((b) => b.identifier === "home-promo-tiles")!.content).toContain("twelve flavors");
    expect((await page("cookie-policy", "default")).content).toContain("Your basket, your sign-in");
    expect((await page("about-us", "ie")).content).toContain("Flavours our customers vote for");
  });

  it("keep their addresses: the US copies link where the English pages do", async () => {
    for (const id of ["privacy-policy-cookie-restriction-mode", "cookie-policy", "about-us"]) {
      const links = (content: string) => [...content.matchAll(/href="([^"]*)"/g)].map((m) => m[1].replace("/us/", "/"));
      expect(links((await page(id, "us")).content), id).toEqual(links((await page(id, "default")).content));
    }
  });
});

describe("the Italian home page", () => {
  it("names the pre-workout category as the menu does", async () => {
    const { categories } = await gql(
      backend,
      `{ categories(filters: { url_key: { eq: "pre-workout" } }) { items { name } } }`,
      {},
      { Store: "it" },
    );
    const name = categories.items[0].name as string;
    expect(name).toBe("Pre-allenamento");
    const featured = (await blocks("it")).find((b) => b.identifier === "home-featured-categories")!.content;
    expect(featured).toContain(`<strong>${name}</strong>`);
    const all = (await blocks("it")).map((b) => b.content).join("\n") + (await page("home", "it")).meta_description;
    expect(all).not.toMatch(/pre-workout(?!")/i);
  });
});

describe("a shop seeded before these words", () => {
  const seededPage = (identifier: string, store: string) =>
    [...privacyPageRows(), ...legalPageRows(), ...cmsContentRows().pages].find(
      (r) => r.identifier === identifier && r.store_code === store,
    )!;
  const seededBlock = (identifier: string, store: string) =>
    cmsContentRows().blocks.find((r) => r.identifier === identifier && r.store_code === store)!;

  it("gets them where its text is still the seed's, and keeps an owner's own", () => {
    const db = baseDatabase();
    try {
      // as the seed wrote them before
      db.exec(`
        DELETE FROM cms_pages WHERE store_code = 'us'
          AND identifier IN ('privacy-policy-cookie-restriction-mode', 'cookie-policy', 'about-us');
        DELETE FROM cms_blocks WHERE store_code = 'us';
        UPDATE cms_pages SET content = replace(replace(content, '<h2>Mail</h2>', '<h2>Post</h2>'),
          'one business day.', 'one working day.') WHERE identifier = 'contact-us' AND store_code = 'us';
        UPDATE cms_pages SET content = replace(content, 'Last updated: January 1, 2026.', 'Last updated: 1 January 2026.')
          WHERE identifier = 'terms-and-conditions' AND store_code = 'us';
        UPDATE cms_blocks SET content = replace(content, 'Pre-allenamento', 'Pre-workout')
          WHERE identifier = 'home-featured-categories' AND store_code = 'it';
        UPDATE cms_pages SET meta_description = replace(meta_description, 'pre-allenamento', 'pre-workout')
          WHERE identifier = 'home' AND store_code = 'it';
      `);
      // an owner's own words: their English cookie policy and their US returns page
      db.exec(`
        UPDATE cms_pages SET content = content || '<p>Our own note.</p>' WHERE identifier = 'cookie-policy' AND store_code = '';
        UPDATE cms_pages SET content = replace(content, 'Send the package to:', 'Send the parcel to:') || '<p>Ours.</p>'
          WHERE identifier = 'returns' AND store_code = 'us';
      `);
      cmsWordsMigration(db);
      cmsWordsMigration(db);
      const stored = (table: string, identifier: string, store: string) =>
        db
          .prepare(`SELECT title, content FROM ${table} WHERE identifier = ? AND store_code = ?`)
          .get(identifier, store) as { title: string; content: string } | undefined;
      for (const id of ["privacy-policy-cookie-restriction-mode", "about-us", "contact-us", "terms-and-conditions"])
        expect(stored("cms_pages", id, "us")?.content, id).toBe(seededPage(id, "us").content);
      expect(stored("cms_blocks", "home-promo-tiles", "us")?.content).toBe(
        seededBlock("home-promo-tiles", "us").content,
      );
      expect(stored("cms_blocks", "home-featured-categories", "it")?.content).toBe(
        seededBlock("home-featured-categories", "it").content,
      );
      const home = db.prepare("SELECT meta_description FROM cms_pages WHERE identifier = 'home' AND store_code = 'it'");
      expect(home.pluck().get()).toBe(seededPage("home", "it").meta_description);
      // the owner's English page still reaches the US store; their US page is as they left it
      expect(stored("cms_pages", "cookie-policy", "us")).toBeUndefined();
      expect(stored("cms_pages", "returns", "us")?.content).toContain("Send the parcel to:");
      expect(stored("cms_pages", "returns", "us")?.content).toContain("<p>Ours.</p>");
    } finally {
      db.close();
    }
  });
});
