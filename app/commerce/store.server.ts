// Store-level data (storeConfig, availableStores, currency, category tree): read once per store view
// and currency and kept in process for page_cache_ttl seconds, since every page needs it.
import { commerceRequest, type CommerceRequestContext } from "./client.server";
import type { CategorySummary } from "./types";

export const STORE_QUERY = /* GraphQL */ `
  query App {
    storeConfig {
      store_code
      store_name
      locale
      base_currency_code
      default_display_currency_code
      timezone
      grid_per_page
      base_url
      base_media_url
      default_title
      title_prefix
      title_suffix
      default_description
    }
    availableStores {
      store_code
      store_name
      locale
      base_currency_code
      base_url
      website_code
    }
    currency {
      base_currency_code
      default_display_currency_code
      available_currency_codes
    }
    categories {
      items {
        uid
        name
        url_key
        url_path
        children {
          uid
          name
          url_key
          url_path
          position
        }
      }
    }
  }
`;

export interface StoreData {
  storeConfig: {
    store_code: string;
    store_name: string;
    locale: string;
    base_currency_code: string;
    default_display_currency_code: string;
    timezone: string;
    grid_per_page: number;
    base_url: string;
    base_media_url: string;
    default_title: string | null;
    title_prefix: string | null;
    title_suffix: string | null;
    default_description: string | null;
  };
  availableStores: Array<{
    store_code: string;
    store_name: string;
    locale: string;
    base_currency_code: string;
    base_url: string;
    website_code: string;
  }>;
  currency: {
    base_currency_code: string;
    default_display_currency_code: string;
    available_currency_codes: string[];
  };
  categories: { items: Array<CategorySummary & { children: Array<CategorySummary> }> };
}

/** Seconds store-level data is reused before it is read again (storeConfig.page_cache_ttl comes with issue 3). */
const STORE_DATA_TTL_SECONDS = 600;

const cache = new Map<string, { expires: number; data: Promise<StoreData> }>();

export function loadStoreData(ctx: CommerceRequestContext): Promise<StoreData> {
  const key = `${ctx.commerceUrl}|${ctx.storeCode}|${ctx.currency ?? ""}`;
  const hit = cache.get(key);
  if (hit && hit.expires > Date.now()) return hit.data;
  const data = commerceRequest<StoreData>(ctx, STORE_QUERY).then((result) => result.data);
  cache.set(key, { expires: Date.now() + STORE_DATA_TTL_SECONDS * 1000, data });
  // A failed read must not be remembered.
  data.catch(() => cache.delete(key));
  return data;
}

/** Top-level categories shown in the navigation. */
export function menuCategories(data: StoreData): CategorySummary[] {
  const root = data.categories.items[0];
  return (root?.children ?? [])
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
}

/** The display currency: the shopper's choice when the store allows it, else the store's default. */
export function displayCurrency(data: StoreData, chosen?: string): string {
  if (chosen && data.currency.available_currency_codes.includes(chosen)) return chosen;
  return data.currency.default_display_currency_code || data.currency.base_currency_code;
}
