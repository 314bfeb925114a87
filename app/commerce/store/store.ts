// The store view's data (storeConfig, available stores, currencies, category tree) as the shell and
// routes read it. Types and pure functions only: safe to import from components.
import type { MoneyFormat } from "~/i18n/format";
import type { AppQuery } from "../generated/graphql";
import { presentItems } from "../lists";
import { toCategoryLinks, type CategoryLink, type RootCategory } from "../catalog/category";

export type StoreConfig = NonNullable<AppQuery["storeConfig"]>;

/**
 * The App answer. A store view without its storeConfig cannot render a page, so loadStoreData
 * treats a missing one as a backend failure and readers may count on it.
 */
export type StoreData = AppQuery & { storeConfig: StoreConfig };

/** SPEC §3 Currency formats, as the backend describes them. */
export type CurrencyFormat = MoneyFormat;

/** The store's root category (Magento lists it first); null for a store without a catalogue. */
export function rootCategory(data: StoreData): RootCategory | null {
  return presentItems(data.categories?.items)[0] ?? null;
}

/** Top-level categories shown in the navigation. */
export function menuCategories(data: StoreData): CategoryLink[] {
  return toCategoryLinks(rootCategory(data)?.children);
}

/** Currencies the shopper may choose in this store view. */
export function availableCurrencies(data: StoreData): string[] {
  return presentItems(data.currency?.available_currency_codes);
}

/** The display currency: the shopper's choice when the store allows it, else the store's default. */
export function displayCurrency(data: StoreData, chosen?: string): string {
  if (chosen && availableCurrencies(data).includes(chosen)) return chosen;
  return (
    data.currency?.default_display_currency_code ||
    data.currency?.base_currency_code ||
    data.storeConfig.base_currency_code ||
    ""
  );
}

/** The currency formats the backend describes completely enough to format money with. */
export function currencyFormats(data: StoreData): CurrencyFormat[] {
  return presentItems(data.currency?.formats).flatMap((f) =>
    f.code && f.pattern && f.precision !== null && f.decimal_symbol !== null && f.thouthand_symbol !== null
      ? [
          {
            code: f.code,
            symbol: f.symbol ?? "",
            decimal_symbol: f.decimal_symbol,
            pattern: f.pattern,
            precision: f.precision,
            thouthand_symbol: f.thouthand_symbol,
          },
        ]
      : [],
  );
}

/** A store view the shopper may switch to, with the currencies it sells in. */
export interface StoreChoice {
  code: string;
  name: string;
  currencies: string[];
}

/** The store views the backend offers; a store without listed currencies sells in its base currency. */
export function availableStores(data: StoreData): StoreChoice[] {
  return presentItems(data.availableStores).map((store) => {
    const currencies = presentItems(store.available_currency_codes);
    return {
      code: store.store_code ?? "",
      name: store.store_name || store.store_code || "",
      currencies: currencies.length ? currencies : presentItems([store.base_currency_code]),
    };
  });
}
