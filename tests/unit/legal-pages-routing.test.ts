// The terms, delivery, returns and contact pages: each store view's address segment is the url_key
// the backend gives the page in that store, and the storefront asks for the backend's identifiers.
import { describe, expect, it } from "vitest";
import { LEGAL_PAGES, legalTextKey } from "../../backend/seed/fixtures";
import { STORES } from "../../backend/seed/stores";
import {
  CONTACT_IDENTIFIER,
  DELIVERY_IDENTIFIER,
  RETURNS_IDENTIFIER,
  TERMS_IDENTIFIER,
} from "~/features/content/cms.server";
import { withPageSegments } from "~/i18n/page-segments";
import { storeViewByCode, storeViews } from "~/i18n/store-views";
import { translatePath } from "~/i18n/switch-store";
import { matchScreen } from "~/routing/registry";
import { paths } from "~/routing/paths";

const STORES_LANG: Record<string, string> = Object.fromEntries(STORES.map((s) => [s.code, s.lang]));

const PAGES = [
  ["terms", "termsSegment", TERMS_IDENTIFIER],
  ["delivery", "deliverySegment", DELIVERY_IDENTIFIER],
  ["returns", "returnsSegment", RETURNS_IDENTIFIER],
  ["contact", "contactSegment", CONTACT_IDENTIFIER],
] as const;

describe("the legal pages' addresses", () => {
  it("ask the backend for its identifiers", () => {
    for (const [name, , identifier] of PAGES) expect(identifier).toBe(LEGAL_PAGES[name].identifier);
  });

  it("use the url_key the backend gives each page in each store view", () => {
    for (const view of storeViews) {
      const text = legalTextKey(view.code, STORES_LANG[view.code]);
      for (const [name, segment] of PAGES)
        expect(withPageSegments(view)[segment]).toBe(LEGAL_PAGES[name].url_key[text]);
    }
  });

  it("build and match the translated addresses", () => {
    const de = storeViewByCode("de")!;
    const us = storeViewByCode("us")!;
    const gb = storeViewByCode("default")!;
    expect(paths.terms(gb)).toBe("/terms");
    expect(paths.terms(de)).toBe("/de/agb");
    expect(paths.delivery(de)).toBe("/de/versand");
    expect(paths.delivery(us)).toBe("/us/shipping");
    expect(paths.returns(storeViewByCode("es")!)).toBe("/es/devoluciones");
    expect(paths.contact(storeViewByCode("it")!)).toBe("/it/contatti");
    expect(paths.terms(storeViewByCode("fr")!)).toBe("/fr/conditions-generales");
    expect(matchScreen("/de/rueckgabe")?.screen.id).toBe("returns");
    expect(matchScreen("/kontakt")?.screen.id).toBe("category");
  });

  it("switch store onto the same page", () => {
    expect(translatePath("/delivery", storeViewByCode("us")!).path).toBe("/us/shipping");
    expect(translatePath("/de/agb", storeViewByCode("it")!).path).toBe("/it/condizioni");
  });
});
