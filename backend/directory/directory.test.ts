// Query.countries and Query.country as Magento's DirectoryGraphQl answers them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { gql, newBackend } from "../../tests/support/backend-helpers.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close());

const COUNTRY = `query($id: String) { country(id: $id) { id two_letter_abbreviation three_letter_abbreviation
  full_name_locale full_name_english available_regions { id code name } } }`;

describe("countries", () => {
  it("lists the store view's countries with names in its language", async () => {
    const d = await gql(backend, `{ countries { id full_name_locale full_name_english } }`, {}, { Store: "de" });
    expect(d.countries).toContainEqual({ id: "DE", full_name_locale: "Deutschland", full_name_english: "Germany" });
    expect(d.countries.map((c: any) => c.id)).not.toContain("US");
  });

  it("gives the US states with Magento's region ids", async () => {
    const d = await gql(backend, COUNTRY, { id: "US" }, { Store: "us" });
    expect(d.country.three_letter_abbreviation).toBe("USA");
    expect(d.country.available_regions).toHaveLength(65);
    expect(d.country.available_regions[0]).toEqual({ id: 1, code: "AL", name: "Alabama" });
    expect(d.country.available_regions).toContainEqual({ id: 12, code: "CA", name: "California" });
  });

  it("gives the German, Spanish and French regions as Magento numbers them", async () => {
    const de = await gql(backend, COUNTRY, { id: "DE" }, { Store: "de" });
    expect(de.country.available_regions).toContainEqual({ id: 81, code: "BAY", name: "Bayern" });
    const es = await gql(backend, COUNTRY, { id: "ES" }, { Store: "es" });
    expect(es.country.available_regions).toContainEqual({ id: 161, code: "Madrid", name: "Madrid" });
    const fr = await gql(backend, COUNTRY, { id: "FR" }, { Store: "fr" });
    expect(fr.country.available_regions).toContainEqual({ id: 257, code: "75", name: "Paris" });
  });

  it("gives the Italian store view Italy's 107 provinces, Magento's codes and names", async () => {
    const d = await gql(backend, COUNTRY, { id: "IT" }, { Store: "it" });
    expect(d.country.full_name_locale).toBe("Italia");
    expect(d.country.available_regions).toHaveLength(107);
    expect(d.country.available_regions).toContainEqual(expect.objectContaining({ code: "RM", name: "Roma" }));
    expect(d.country.available_regions).toContainEqual(expect.objectContaining({ code: "MI", name: "Milano" }));
    expect(d.country.available_regions).toContainEqual(expect.objectContaining({ code: "SU", name: "Sud Sardegna" }));
  });

  it("gives the regions Magento 2.4.7 has for the other countries the shop delivers to", async () => {
    const counts: Record<string, number> = {
      BE: 11,
      BG: 28,
      CZ: 14,
      DK: 5,
      EE: 15,
      FI: 20,
      GR: 13,
      HR: 21,
      LT: 10,
      LV: 120,
      PL: 16,
      PT: 20,
      RO: 42,
      SE: 21,
    };
    for (const [id, count] of Object.entries(counts)) {
      const d = await gql(backend, COUNTRY, { id }, { Store: "de" });
      expect(d.country.available_regions, id).toHaveLength(count);
    }
    const pl = await gql(backend, COUNTRY, { id: "PL" }, { Store: "de" });
    expect(pl.country.available_regions).toContainEqual(
      expect.objectContaining({ code: "PL-14", name: "mazowieckie" }),
    );
  });

  it("numbers every region once, across countries", async () => {
    const d = await gql(backend, `{ countries { available_regions { id } } }`, {}, { Store: "default" });
    const ids = d.countries.flatMap((c: any) => (c.available_regions ?? []).map((r: any) => r.id));
    expect(ids.length).toBeGreaterThan(300);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("answers a country without regions with null regions", async () => {
    const d = await gql(backend, COUNTRY, { id: "GB" });
    expect(d.country).toMatchObject({ id: "GB", full_name_english: "United Kingdom", available_regions: null });
  });

  it("refuses a country the store view does not deliver to with Magento's error", async () => {
    const r = await backend.execute<any>(COUNTRY, { id: "US" }, { Store: "de" });
    expect(r.errors?.[0]?.message).toBe("The country isn't available.");
    expect(r.errors?.[0]?.extensions?.category).toBe("graphql-no-such-entity");
  });
});
