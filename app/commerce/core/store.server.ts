// The App call (SPEC §7) on a stock Magento 2.4.7: the same store data with core fields only
// (tests/unit/core-documents.test.ts holds it to App minus the extension fields). What only the
// extension provides falls back to what a shop without those modules would do: popups, the
// customs warning, third-party tags and error reports off; Magento's own defaults elsewhere.
import { graphql } from "../generated";
import type { AppCoreQuery, AppQuery } from "../generated/graphql";

export const APP_CORE_QUERY = graphql(`
  query AppCore {
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
      catalog_default_sort_by
      base_url
      base_media_url
      default_title
      default_description
    }
    availableStores {
      store_code
      store_name
      locale
      base_currency_code
      base_url
      website_code
      timezone
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
`);

type StoreConfig = NonNullable<AppQuery["storeConfig"]>;
type CoreStoreConfig = NonNullable<AppCoreQuery["storeConfig"]>;

/** The extension's store settings as a shop without the extension has them. */
export const CORE_STORE_CONFIG_DEFAULTS: Omit<StoreConfig, keyof CoreStoreConfig> = {
  category_description_length: null,
  quickbuy_countdown: null,
  page_cache_ttl: null,
  default_robots: null,
  customer_robots: null,
  // No ReportJsError on stock Magento: the crash page shows no note field that would post nowhere.
  error_logging: false,
  error_note: false,
  newsletter_popup_enabled: false,
  newsletter_popup_delay: null,
  newsletter_popup_cookie: null,
  newsletter_popup_cookie_lifetime_yes: null,
  newsletter_popup_cookie_lifetime_no: null,
  newsletter_popup_gender: false,
  newsletter_popup_firstname: false,
  newsletter_popup_discount: null,
  newsletter_popup_discount_percent: null,
  customs_warning_enabled: false,
  customs_warning_message: null,
  customs_warning_popup_enabled: false,
  customs_warning_popup_title: null,
  customs_warning_popup_text: null,
  // Without third-party tags the shop sets no cookie that needs consent.
  cookie_consent_enabled: false,
  cookie_consent_text: null,
  cookie_consent_cookie_name: null,
  cookie_consent_lifetime: null,
  tag_manager_enabled: false,
  tag_manager_id: null,
  pixel_enabled: false,
  pixel_id: null,
  reviews_provider_enabled: false,
  reviews_provider_id: null,
  search_provider_enabled: false,
  maps_enabled: false,
  affiliate_tracking_enabled: false,
  affiliate_tracking_id: null,
  error_logging_provider_enabled: false,
  error_logging_provider_dsn: null,
  allowed_countries: null,
  delivery_timer: null,
  flavour_label_enabled: false,
  flavour_label_default: null,
  free_delivery_amount: null,
};

/** The core answer as the App answer the shop reads: what only the extension has, at its fallback. */
export function storeDataFromCore(data: AppCoreQuery): AppQuery {
  return {
    storeConfig: data.storeConfig ? { ...data.storeConfig, ...CORE_STORE_CONFIG_DEFAULTS } : null,
    // Magento's core lists no currencies per store view: each sells in its base currency.
    availableStores:
      data.availableStores?.map((store) => store && { ...store, available_currency_codes: null }) ?? null,
    // No formats described: money is formatted by Intl for the locale, as for the embedded backend.
    currency: data.currency ? { ...data.currency, formats: null } : null,
    categories: data.categories
      ? {
          items:
            data.categories.items?.map(
              (item) =>
                item && {
                  ...item,
                  children: item.children?.map((child) => child && { ...child, image: null }) ?? null,
                },
            ) ?? null,
        }
      : null,
  };
}
