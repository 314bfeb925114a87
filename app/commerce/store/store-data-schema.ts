// The shape of the App answer the shop relies on. The store data is kept in process for
// page_cache_ttl seconds and every page reads it, so one answer of the wrong shape (a 200 from a
// proxy's error page, a backend mid-upgrade) must be refused before it is kept: otherwise every page
// fails until the entry expires, long after the backend has recovered.
import { z } from "zod";

const text = z.string().nullish();
const count = z.number().finite().nullish();
const flag = z.boolean().nullish();
/** Magento's nullable lists of nullable entries. */
const listOf = <T extends z.ZodType>(entry: T) => z.array(entry.nullish()).nullish();

const storeConfigSchema = z.object({
  store_code: z.string().min(1),
  store_name: text,
  locale: text,
  base_currency_code: text,
  default_display_currency_code: text,
  timezone: text,
  grid_per_page: count,
  category_description_length: count,
  quickbuy_countdown: count,
  catalog_default_sort_by: text,
  base_url: text,
  base_media_url: text,
  page_cache_ttl: count,
  default_robots: text,
  customer_robots: text,
  default_title: text,
  default_description: text,
  error_logging: flag,
  error_note: flag,
  newsletter_popup_enabled: flag,
  newsletter_popup_delay: count,
  newsletter_popup_cookie: text,
  newsletter_popup_cookie_lifetime_yes: count,
  newsletter_popup_cookie_lifetime_no: count,
  newsletter_popup_gender: flag,
  newsletter_popup_firstname: flag,
  newsletter_popup_discount: text,
  free_delivery_amount: count,
  newsletter_popup_discount_percent: count,
  customs_warning_enabled: flag,
  customs_warning_message: text,
  customs_warning_popup_enabled: flag,
  customs_warning_popup_title: text,
  customs_warning_popup_text: text,
  cookie_consent_enabled: flag,
  cookie_consent_text: text,
  cookie_consent_cookie_name: text,
  cookie_consent_lifetime: count,
  tag_manager_enabled: flag,
  tag_manager_id: text,
  pixel_enabled: flag,
  pixel_id: text,
  reviews_provider_enabled: flag,
  reviews_provider_id: text,
  search_provider_enabled: flag,
  maps_enabled: flag,
  affiliate_tracking_enabled: flag,
  affiliate_tracking_id: text,
  error_logging_provider_enabled: flag,
  error_logging_provider_dsn: text,
});

const categoryLinkFields = { uid: z.string(), name: text, url_key: text, url_path: text };

export const storeDataSchema = z.object({
  storeConfig: storeConfigSchema,
  availableStores: listOf(
    z.object({
      store_code: text,
      store_name: text,
      locale: text,
      base_currency_code: text,
      base_url: text,
      website_code: text,
      timezone: text,
      available_currency_codes: listOf(z.string()),
    }),
  ),
  currency: z
    .object({
      base_currency_code: text,
      default_display_currency_code: text,
      available_currency_codes: listOf(z.string()),
      formats: listOf(
        z.object({
          code: text,
          symbol: text,
          decimal_symbol: text,
          pattern: text,
          precision: count,
          thouthand_symbol: text,
        }),
      ),
    })
    .nullish(),
  categories: z
    .object({
      items: listOf(
        z.object({
          ...categoryLinkFields,
          children: listOf(z.object({ ...categoryLinkFields, position: count, image: text.optional() })),
        }),
      ),
    })
    .nullish(),
});

/** Where the answer differs from what the shop needs, in a few words for the log; null when it fits. */
export function storeDataProblem(data: unknown): string | null {
  const result = storeDataSchema.safeParse(data);
  if (result.success) return null;
  return result.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join(".") || "(answer)"}: ${issue.message}`)
    .join("; ");
}
