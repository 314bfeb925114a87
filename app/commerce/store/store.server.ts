// Store-level data (storeConfig, availableStores, currency, category tree) for the App call of
// SPEC §7: read once per store view and currency and kept in process for page_cache_ttl seconds,
// since every page needs it. Any number of server instances may do the same; nothing here is
// state that matters.
import { DEFAULT_PAGE_CACHE_TTL } from "~/http/cache.server";
import { commerceRequest, required, type CommerceRequestContext } from "../client.server";
import { keepBackendDialect, speaksExtensions, clearBackendDialectCache } from "../core/dialect.server";
import { APP_CORE_QUERY, storeDataFromCore } from "../core/store.server";
import { CommerceError } from "../errors";
import { graphql } from "../generated";
import type { AppQuery } from "../generated/graphql";
import type { StoreData } from "./store";
import { storeDataProblem } from "./store-data-schema";

export const STORE_QUERY = graphql(`
  query App {
    storeConfig {
      store_code
      store_name
      locale
      base_currency_code
      default_display_currency_code
      timezone
      default_country
      minimum_password_length
      required_character_classes_number
      grid_per_page
      category_description_length
      quickbuy_countdown
      catalog_default_sort_by
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
      newsletter_popup_discount_percent
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
      allowed_countries
      delivery_timer {
        shipment_time
        delivery_time
        holidays
      }
      flavour_label_enabled
      flavour_label_default
      free_delivery_amount
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
      formats {
        code
        symbol
        decimal_symbol
        pattern
        precision
        thouthand_symbol
      }
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
          image
        }
      }
    }
  }
`);

export interface CachedStoreData {
  data: StoreData;
  cacheTags: string[];
  /** Seconds pages built on this data may be cached (storeConfig.page_cache_ttl). */
  ttl: number;
  /** Whether the backend speaks the shop's extensions; false: stock Magento, core fields only. */
  extensions: boolean;
}

/** App, or on a stock Magento its core twin with the extension's settings at their fallbacks. */
async function readStoreData(
  ctx: CommerceRequestContext,
): Promise<{ data: AppQuery; cacheTags: string[]; extensions: boolean }> {
  if (await speaksExtensions(ctx)) return { ...(await commerceRequest(ctx, STORE_QUERY)), extensions: true };
  const { data, cacheTags } = await commerceRequest(ctx, APP_CORE_QUERY);
  return { data: storeDataFromCore(data), cacheTags, extensions: false };
}

const cache = new Map<string, { expires: number; entry: Promise<CachedStoreData> }>();

export function loadStoreData(ctx: CommerceRequestContext): Promise<CachedStoreData> {
  const key = `${ctx.commerceUrl}|${ctx.storeCode}|${ctx.currency ?? ""}`;
  const hit = cache.get(key);
  if (hit && hit.expires > Date.now()) return hit.entry;
  const entry = readStoreData(ctx).then(({ data, cacheTags, extensions }) => {
    const storeConfig = required(data.storeConfig, "store configuration");
    // An answer of the wrong shape is a backend failure like any other (a 502 page), and is never
    // kept: the next request asks again, so the shop recovers as soon as the backend does.
    const problem = storeDataProblem(data);
    if (problem)
      throw new CommerceError("graphql", [`The shop's backend returned store data it cannot use (${problem}).`]);
    const ttl = storeConfig.page_cache_ttl ?? DEFAULT_PAGE_CACHE_TTL;
    cache.set(key, { expires: Date.now() + ttl * 1000, entry });
    keepBackendDialect(ctx, ttl);
    return { data: { ...data, storeConfig }, cacheTags, ttl, extensions };
  });
  // Until the answer arrives, concurrent requests share it; a failed read is not remembered.
  cache.set(key, { expires: Date.now() + DEFAULT_PAGE_CACHE_TTL * 1000, entry });
  entry.catch(() => cache.delete(key));
  return entry;
}

/** Drops the kept store data: the next request reads the store's settings again (a settings change). */
export function forgetStoreData(): void {
  cache.clear();
}

/** Empties the in-process store cache, and what was learnt of each backend's dialect (tests). */
export function clearStoreDataCache(): void {
  cache.clear();
  clearBackendDialectCache();
}
