import { describe, expect, it } from "vitest";
import {
  categoryPath,
  pathWithinStore,
  productPath,
  storePath,
  storeViewByCode,
  storeViewFromPath,
  storeViews,
} from "~/i18n/store-views";

describe("store view table", () => {
  it("has the seven store views of DESIGN.md with their locale, prefix and currency", () => {
    expect(storeViews.map((s) => [s.code, s.locale, s.pathPrefix, s.baseCurrency])).toEqual([
      ["default", "en-GB", "", "GBP"],
      ["ie", "en-IE", "ie", "EUR"],
      ["us", "en-US", "us", "USD"],
      ["de", "de-DE", "de", "EUR"],
      ["es", "es-ES", "es", "EUR"],
      ["fr", "fr-FR", "fr", "EUR"],
      ["it", "it-IT", "it", "EUR"],
    ]);
  });

  it("uses kilometres only in Spanish", () => {
    expect(storeViews.filter((s) => s.distanceUnit === "kilometer").map((s) => s.code)).toEqual(["es"]);
  });

  it("finds the store view from the first path segment, defaulting to en-GB", () => {
    expect(storeViewFromPath("/de/produkte/impact-whey-protein").code).toBe("de");
    expect(storeViewFromPath("/protein").code).toBe("default");
    expect(storeViewFromPath("/").code).toBe("default");
    expect(storeViewFromPath("/dex/protein").code).toBe("default");
  });

  it("builds paths inside a store view with its translated products segment", () => {
    const de = storeViewByCode("de")!;
    const gb = storeViewByCode("default")!;
    expect(storePath(de, "/")).toBe("/de");
    expect(storePath(gb, "/basket")).toBe("/basket");
    expect(productPath(de, "impact-whey-protein")).toBe("/de/produkte/impact-whey-protein");
    expect(productPath(storeViewByCode("fr")!, "x")).toBe("/fr/produits/x");
    expect(productPath(storeViewByCode("es")!, "x")).toBe("/es/productos/x");
    expect(productPath(storeViewByCode("it")!, "x")).toBe("/it/prodotti/x");
    expect(categoryPath(gb, "protein")).toBe("/protein");
  });

  it("strips the store prefix from a path", () => {
    expect(pathWithinStore("/de/protein/whey")).toBe("/protein/whey");
    expect(pathWithinStore("/de")).toBe("/");
    expect(pathWithinStore("/protein")).toBe("/protein");
  });
});

import { translatePath } from "~/i18n/switch-store";

describe("translatePath", () => {
  const de = storeViewByCode("de")!;
  const gb = storeViewByCode("default")!;
  const fr = storeViewByCode("fr")!;

  it("translates the products segment and keeps the url key and query", () => {
    expect(translatePath("/products/impact-whey-protein?size=2", de)).toMatchObject({
      path: "/de/produkte/impact-whey-protein?size=2",
      kind: "product",
    });
    expect(translatePath("/de/produkte/impact-whey-protein", fr)).toMatchObject({
      path: "/fr/produits/impact-whey-protein",
      kind: "product",
    });
    expect(translatePath("/de/produkte", gb)).toMatchObject({ path: "/products", kind: "other" });
  });

  it("translates the privacy policy segment", () => {
    expect(translatePath("/privacy-policy", de).path).toBe("/de/datenschutz");
    expect(translatePath("/de/datenschutz", storeViewByCode("it")!).path).toBe("/it/informativa-privacy");
  });

  it("keeps category paths and other pages", () => {
    expect(translatePath("/de/protein/whey-protein?page=2", gb)).toMatchObject({
      path: "/protein/whey-protein?page=2",
      kind: "category",
    });
    expect(translatePath("/basket", de)).toMatchObject({ path: "/de/basket", kind: "other" });
    expect(translatePath("/de", gb)).toMatchObject({ path: "/", kind: "other" });
  });
});
