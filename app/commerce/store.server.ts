// Store-level data (storeConfig, availableStores, currency, category tree) for the App call of
// SPEC §7: read once per store view and currency and kept in process for page_cache_ttl seconds,
// since every page needs it. Any number of server instances may do the same; nothing here is
// state that matters.
import { DEFAULT_PAGE_CACHE_TTL } from "~/http/cache.server";
import type { MoneyFormat } from "~/i18n/format";
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
      page_cache_ttl
      default_robots
      customer_robots
      default_title
      default_description
      error_logging
      error_note
      newsletter_popup_enabled
      newsletter_popup_delay
      newsletter_popup_cookie
      newsletter_popup_cookie_lifetime_yes
      newsletter_popup_cookie_lifetime_no
      newsletter_popup_gender
      newsletter_popup_firstname
      newsletter_popup_discount
      customs_warning_enabled
      customs_warning_message
      customs_warning_popup_enabled
      customs_warning_popup_title
      customs_warning_popup_text
      cookie_consent_enabled
      cookie_consent_text
      cookie_consent_cookie_name
      cookie_consent_lifetime
      tag_manager_enabled
      tag_manager_id
      pixel_enabled
      pixel_id
      reviews_provider_enabled
      reviews_provider_id
      search_provider_enabled
      maps_enabled
      affiliate_tracking_enabled
      affiliate_tracking_id
      error_logging_provider_enabled
      error_logging_provider_dsn
    }
    availableStores {
      store_code
      store_name
      locale
      base_currency_code
      base_url
      website_code
      timezone
      available_currency_codes
    }
    currency {
      base_currency_code
      default_display_currency_code
      available_currency_codes
      formats { code symbol decimal_symbol pattern precision thouthand_symbol }
    }
    categories {
      items {
        uid
        name
        url_key
        url_path
        children { uid name url_key url_path position }
      }
    }
  }
`;

/** SPEC §3 Currency formats, as the backend describes them. */
export type CurrencyFormat = MoneyFormat;

export interface StoreConfig {
  store_code: string;
  store_name: string;
  locale: string;
  base_currency_code: string;
  default_display_currency_code: string;
  timezone: string;
  grid_per_page: number;
  base_url: string;
  base_media_url: string;
  page_cache_ttl: number | null;
  default_robots: string | null;
  customer_robots: string | null;
  default_title: string | null;
  default_description: string | null;
  error_logging: boolean | null;
  error_note: boolean | null;
  newsletter_popup_enabled: boolean | null;
  newsletter_popup_delay: number | null;
  newsletter_popup_cookie: string | null;
  newsletter_popup_cookie_lifetime_yes: number | null;
  newsletter_popup_cookie_lifetime_no: number | null;
  newsletter_popup_gender: boolean | null;
  newsletter_popup_firstname: boolean | null;
  newsletter_popup_discount: string | null;
  customs_warning_enabled: boolean | null;
  customs_warning_message: string | null;
  customs_warning_popup_enabled: boolean | null;
  customs_warning_popup_title: string | null;
  customs_warning_popup_text: string | null;
  cookie_consent_enabled: boolean | null;
  cookie_consent_text: string | null;
  cookie_consent_cookie_name: string | null;
  cookie_consent_lifetime: number | null;
  tag_manager_enabled: boolean | null;
  tag_manager_id: string | null;
  pixel_enabled: boolean | null;
  pixel_id: string | null;
  reviews_provider_enabled: boolean | null;
  reviews_provider_id: string | null;
  search_provider_enabled: boolean | null;
  maps_enabled: boolean | null;
  affiliate_tracking_enabled: boolean | null;
  affiliate_tracking_id: string | null;
  error_logging_provider_enabled: boolean | null;
  error_logging_provider_dsn: string | null;
}

export interface AvailableStore {
  store_code: string;
  store_name: string;
  locale: string;
  base_currency_code: string;
  base_url: string;
  website_code: string;
  timezone: string;
  available_currency_codes: string[] | null;
}

export interface StoreData {
  storeConfig: StoreConfig;
  availableStores: AvailableStore[];
  currency: {
    base_currency_code: string;
    default_display_currency_code: string;
    available_currency_codes: string[];
    formats: CurrencyFormat[] | null;
  };
  categories: { items: Array<CategorySummary & { children: CategorySummary[] }> };
}

export interface CachedStoreData {
  data: StoreData;
  cacheTags: string[];
  /** Seconds pages built on this data may be cached (storeConfig.page_cache_ttl). */
  ttl: number;
}

const cache = new Map<string, { expires: number; entry: Promise<CachedStoreData> }>();

export function loadStoreData(ctx: CommerceRequestContext): Promise<CachedStoreData> {
  const key = `${ctx.commerceUrl}|${ctx.storeCode}|${ctx.currency ?? ""}`;
  const hit = cache.get(key);
  if (hit && hit.expires > Date.now()) return hit.entry;
  const entry = commerceRequest<StoreData>(ctx, STORE_QUERY).then(({ data, cacheTags }) => {
    const ttl = data.storeConfig.page_cache_ttl ?? DEFAULT_PAGE_CACHE_TTL;
    cache.set(key, { expires: Date.now() + ttl * 1000, entry });
    return { data, cacheTags, ttl };
  });
  // Until the answer arrives, concurrent requests share it; a failed read is not remembered.
  cache.set(key, { expires: Date.now() + DEFAULT_PAGE_CACHE_TTL * 1000, entry });
  entry.catch(() => cache.delete(key));
  return entry;
}

/** Empties the in-process store cache (tests). */
export function clearStoreDataCache(): void {
  cache.clear();
}

/** Top-level categories shown in the navigation. */
export function menuCategories(data: StoreData): CategorySummary[] {
  const root = data.categories.items[0];
  return [...(root?.children ?? [])].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
}

/** The display currency: the shopper's choice when the store allows it, else the store's default. */
export function displayCurrency(data: StoreData, chosen?: string): string {
  if (chosen && data.currency.available_currency_codes.includes(chosen)) return chosen;
  return data.currency.default_display_currency_code || data.currency.base_currency_code;
}

export function currencyFormatFor(data: StoreData, code: string): CurrencyFormat | null {
  return data.currency.formats?.find((f) => f.code === code) ?? null;
}
