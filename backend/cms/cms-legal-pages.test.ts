// The terms, delivery, returns and contact pages: cmsPage answers each in every store view, in its
// language, at its translated url_key, with the facts the checkout charges; an older shop gets them.
import { CMS_CONTENT_PAGES, CMS_SCOPES } from "../seed/cms-content.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS, migrate } from "../db/migrations.js";
import type { EmbeddedBackend } from "../index.js";
import { LEGAL_PAGES, SHOP_COMPANY, STORE_CODES, type LegalTextKey } from "../seed/fixtures.js";
import { legalPagesMigration } from "../seed/legal/pages.js";
import { newBackend } from "../../tests/support/backend-helpers.js";
import { baseDatabase } from "../../tests/setup/base-database.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close());

const PAGE = `query($id: String) { cmsPage(identifier: $id) {
  identifier url_key title content content_heading page_layout meta_title meta_description } }`;

const TEXT: Record<(typeof STORE_CODES)[number], LegalTextKey> = {
  default: "en",
  ie: "en",
  us: "us",
  de: "de",
  es: "es",
  fr: "fr",
  it: "it",
};

const page = async (identifier: string, store: string) => {
  const r = await backend.execute<any>(PAGE, { id: identifier }, { Store: store });
  expect(r.errors).toBeUndefined();
  return r.data.cmsPage;
};

describe("the legal pages by identifier", () => {
  for (const [name, fixture] of Object.entries(LEGAL_PAGES)) {
    it.each(STORE_CODES.map((store) => [store]))(`serves ${name} in store %s`, async (store) => {
      const text = TEXT[store];
      const p = await page(fixture.identifier, store);
      expect(p).toMatchObject({
        identifier: fixture.identifier,
        url_key: fixture.url_key[text],
        title: fixture.title[text],
        content_heading: fixture.title[text],
        page_layout: "1column",
      });
      expect(p.meta_description.length).toBeGreaterThan(30);
      expect(p.content).toMatch(/<h2>[^<]+<\/h2>/);
      expect(p.content).not.toMatch(/<h1|<script|undefined|NaN/);
      // every page says how to reach the shop: its email, or a link to the contact page
      if (name === "delivery") expect(p.content).toMatch(/<a href="[^"]*\/(contact|kontakt|contacto|contatti)">/);
      else expect(p.content).toContain(SHOP_COMPANY.email);
    });
  }

  it("names the seller with its company number in the terms of every store", async () => {
    for (const store of STORE_CODES) {
      const p = await page(LEGAL_PAGES.terms.identifier, store);
      expect(p.content).toContain(SHOP_COMPANY.legalName);
      expect(p.content).toContain(SHOP_COMPANY.companyNumber);
    }
  });

  it("states the delivery prices and free delivery threshold the checkout charges", async () => {
    const uk = await page(LEGAL_PAGES.delivery.identifier, "default");
    expect(uk.content).toContain("£3.99");
    expect(uk.content).toContain("£6.99");
    expect(uk.content).toContain("£50");
    const us = await page(LEGAL_PAGES.delivery.identifier, "us");
    expect(us.content).toContain("$5.99");
    expect(us.content).toContain("$75");
    expect(us.content).toContain("3 pm Eastern Time");
    const de = await page(LEGAL_PAGES.delivery.identifier, "de");
    expect(de.content).toMatch(/3,95\s€/);
    expect(de.content).toMatch(/60\s€/);
    expect(de.content).toContain("14:00");
    const ie = await page(LEGAL_PAGES.delivery.identifier, "ie");
    expect(ie.content).toContain("€3.95");
  });

  it("gives the 14-day right to cancel with the model form in the UK and EU stores, and the US store its returns promise", async () => {
    const forms: Record<string, string> = {
      default: "Model cancellation form",
      ie: "Model withdrawal form",
      de: "Muster-Widerrufsformular",
      es: "Modelo de formulario de desistimiento",
      fr: "Formulaire de rétractation",
      it: "Modulo di recesso tipo",
    };
    for (const [store, heading] of Object.entries(forms)) {
      const p = await page(LEGAL_PAGES.returns.identifier, store);
      expect(p.content).toContain(`<h2>${heading}</h2>`);
      expect(p.content).toContain('<blockquote class="model-form">');
      expect(p.content).toMatch(/14/);
    }
    const us = await page(LEGAL_PAGES.returns.identifier, "us");
    expect(us.content).toContain("30 days");
    expect(us.content).not.toContain("model-form");
  });

  it("links each store's pages to each other at that store's addresses", async () => {
    const de = await page(LEGAL_PAGES.terms.identifier, "de");
    expect(de.content).toContain('href="/de/rueckgabe"');
    expect(de.content).toContain('href="/de/versand"');
    expect(de.content).toContain('href="/de/datenschutz"');
    const us = await page(LEGAL_PAGES.terms.identifier, "us");
    expect(us.content).toContain('href="/us/shipping"');
    const contact = await page(LEGAL_PAGES.contact.identifier, "default");
    expect(contact.content).toContain(`href="mailto:${SHOP_COMPANY.email}"`);
    expect(contact.content).toContain('href="tel:+441614960738"');
  });

  it("gives a shop seeded before the pages all of them", () => {
    const db = baseDatabase();
    try {
      db.exec("DELETE FROM cms_pages WHERE identifier <> 'privacy-policy-cookie-restriction-mode'");
      const index = MIGRATIONS.indexOf(legalPagesMigration);
      expect(index).toBeGreaterThan(0);
      db.pragma(`user_version = ${index}`);
      migrate(db);
      const { n } = db.prepare("SELECT COUNT(*) AS n FROM cms_pages").get() as { n: number };
      // ...and the later migrations' pages (cookie policy, about us, home, no-route) in every language,
      // with the US store's own privacy policy, cookie policy and about us in American English
      const later = CMS_CONTENT_PAGES.length * CMS_SCOPES.length + 2;
      expect(n).toBe(5 + 1 + Object.keys(LEGAL_PAGES).length * STORE_CODES.length + later);
    } finally {
      db.close();
    }
  });
});
