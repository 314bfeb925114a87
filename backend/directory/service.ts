// Magento's Directory (DirectoryGraphQl): the countries a store view delivers to, with their regions.
// Names come from ICU in the store view's locale (full_name_locale) and in English, as Magento's
// CountryInformationAcquirer reads them from its locale data.
import { ShopError } from "../shared/errors.js";
import type { StoreView } from "../store/repository.js";
import { REGIONS, type Region } from "./regions.js";

/** ISO 3166 alpha-3 codes of the countries the shop's store views allow (Magento's directory_country). */
const ISO3: Readonly<Record<string, string>> = {
  AT: "AUT",
  BE: "BEL",
  BG: "BGR",
  CY: "CYP",
  CZ: "CZE",
  DE: "DEU",
  DK: "DNK",
  EE: "EST",
  ES: "ESP",
  FI: "FIN",
  FR: "FRA",
  GB: "GBR",
  GR: "GRC",
  HR: "HRV",
  HU: "HUN",
  IE: "IRL",
  IT: "ITA",
  LT: "LTU",
  LU: "LUX",
  LV: "LVA",
  MT: "MLT",
  NL: "NLD",
  PL: "POL",
  PT: "PRT",
  RO: "ROU",
  SE: "SWE",
  SI: "SVN",
  SK: "SVK",
  US: "USA",
};

/** Magento's refusal of a country the store view does not deliver to (CountryInformationAcquirer). */
export const COUNTRY_NOT_AVAILABLE = "The country isn't available.";

export interface CountryInfo {
  id: string;
  two_letter_abbreviation: string;
  three_letter_abbreviation: string | null;
  full_name_locale: string;
  full_name_english: string;
  available_regions: Region[] | null;
}

const nameIn = (locale: string, id: string) => new Intl.DisplayNames([locale], { type: "region" }).of(id) ?? id;

function info(store: StoreView, id: string): CountryInfo {
  const regions = REGIONS[id];
  return {
    id,
    two_letter_abbreviation: id,
    three_letter_abbreviation: ISO3[id] ?? null,
    full_name_locale: nameIn(store.locale.replace("_", "-"), id),
    full_name_english: nameIn("en-US", id),
    available_regions: regions?.length ? regions : null,
  };
}

export function createDirectoryService() {
  return {
    /** Query.countries: the store view's allowed countries. */
    countries: (store: StoreView): CountryInfo[] => store.allowed_countries.map((id) => info(store, id)),
    /** Query.country(id): one allowed country, or Magento's no-such-entity error. */
    country(store: StoreView, id: string | null | undefined): CountryInfo {
      const code = String(id ?? "").toUpperCase();
      if (!store.allowed_countries.includes(code)) throw new ShopError(COUNTRY_NOT_AVAILABLE, "no-such-entity");
      return info(store, code);
    },
  };
}

export type DirectoryService = ReturnType<typeof createDirectoryService>;
