import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { storeForLanguage, suggestedStoreCode } from "./service.js";
import { gql, newBackend } from "../../tests/support/backend-helpers.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close());

const GEO = `{ sessionData { geo_store { popup_enabled website store currency popup_title popup_subline popup_button popup_copy1 popup_copy2 } } }`;
const geo = async (headers: Record<string, string>) => (await gql(backend, GEO, {}, headers)).sessionData.geo_store;

describe("geo store suggestion", () => {
  it("suggests the German store from CF-IPCountry with German texts", async () => {
    expect(await geo({ "CF-IPCountry": "DE" })).toEqual({
      popup_enabled: true,
      website: "de",
      store: "de",
      currency: "EUR",
      popup_title: "Wir liefern auch nach Deutschland",
      popup_subline: "Kaufen Sie in unserem deutschen Shop mit Preisen in Euro und Lieferung nach Deutschland.",
      popup_button: "Zum deutschen Shop",
      popup_copy1: "Alle Preise in EUR (€) inkl. MwSt.",
      popup_copy2: "Schnelle Lieferung innerhalb Deutschlands.",
    });
  });

  it.each([
    ["GB", "default"],
    ["IE", "ie"],
    ["US", "us"],
    ["DE", "de"],
    ["AT", "de"],
    ["CH", "de"],
    ["ES", "es"],
    ["FR", "fr"],
    ["BE", "fr"],
    ["IT", "it"],
  ])("maps country %s to store %s", async (country, store) => {
    const from = store === "it" ? "fr" : "it";
    const g = await geo({ "CF-IPCountry": country, Store: from });
    expect(g).toMatchObject({ popup_enabled: true, store });
  });

  it("accepts X-Country-Code when CF-IPCountry is absent", async () => {
    expect(await geo({ "X-Country-Code": "fr" })).toMatchObject({
      popup_enabled: true,
      store: "fr",
      website: "fr",
      currency: "EUR",
      popup_button: "Aller à la boutique française",
    });
  });

  it("prefers the country header over Accept-Language", async () => {
    expect(await geo({ "CF-IPCountry": "IT", "Accept-Language": "de-DE,de;q=0.9" })).toMatchObject({
      store: "it",
      popup_title: "Spediamo anche in Italia",
    });
  });

  it("offers nothing for an unmapped country, even with a matching language", async () => {
    expect(await geo({ "CF-IPCountry": "JP", "Accept-Language": "de" })).toMatchObject({
      popup_enabled: false,
      store: "default",
      popup_title: null,
    });
  });

  it("falls back to the first Accept-Language tag", async () => {
    expect(await geo({ "Accept-Language": "es-ES,es;q=0.9,en;q=0.8" })).toMatchObject({
      popup_enabled: true,
      store: "es",
      currency: "EUR",
      popup_title: "También enviamos a España",
    });
    expect(await geo({ "Accept-Language": "en-US,en;q=0.9" })).toMatchObject({
      popup_enabled: true,
      store: "us",
      website: "us",
      currency: "USD",
      popup_title: "We also ship to the United States",
    });
    expect(await geo({ "Accept-Language": "en-IE", Store: "de" })).toMatchObject({
      popup_enabled: true,
      store: "ie",
      currency: "EUR",
    });
    expect(await geo({ "Accept-Language": "en-GB,en", Store: "fr" })).toMatchObject({
      popup_enabled: true,
      store: "default",
      website: "base",
      currency: "GBP",
    });
    expect(await geo({ "Accept-Language": "fr-BE", Store: "de" })).toMatchObject({ popup_enabled: true, store: "fr" });
    expect(await geo({ "Accept-Language": "it", Store: "de" })).toMatchObject({ popup_enabled: true, store: "it" });
  });

  it("does not offer the store the visitor is already in", async () => {
    expect(await geo({ "CF-IPCountry": "DE", Store: "de" })).toEqual({
      popup_enabled: false,
      website: "de",
      store: "de",
      currency: "EUR",
      popup_title: null,
      popup_subline: null,
      popup_button: null,
      popup_copy1: null,
      popup_copy2: null,
    });
    expect(await geo({ "Accept-Language": "en-GB" })).toMatchObject({ popup_enabled: false, store: "default" });
    expect(await geo({ "Accept-Language": "en" })).toMatchObject({ popup_enabled: false, store: "default" });
    expect(await geo({ "Accept-Language": "en-US", Store: "us" })).toMatchObject({
      popup_enabled: false,
      store: "us",
      currency: "USD",
    });
  });

  it("offers nothing without any hint", async () => {
    expect(await geo({})).toMatchObject({ popup_enabled: false, store: "default", website: "base", currency: "GBP" });
    expect(await geo({ "Accept-Language": "nl-NL,nl" })).toMatchObject({ popup_enabled: false });
    expect(await geo({ "CF-IPCountry": "XX", "Accept-Language": "*" })).toMatchObject({ popup_enabled: false });
  });

  it("maps languages and headers (unit)", () => {
    expect(storeForLanguage("de-CH")).toBe("de");
    expect(storeForLanguage("en-AU")).toBe("default");
    expect(storeForLanguage("pt-BR,pt")).toBeNull();
    expect(suggestedStoreCode(new Headers({ "cf-ipcountry": "T1", "accept-language": "it-IT" }))).toBe("it");
  });
});
