// The store domain: the App query every page reads (storeConfig, availableStores, currency,
// category tree), answered per `Store` header from the seed's own store views.
import { HttpResponse } from "msw";
import { EXTENSION_MARKERS } from "~/commerce/core/dialect.server";
import type { AppCoreQuery, AppQuery } from "~/commerce/generated/graphql";
import { PROTEIN_CATEGORY, ROOT_CATEGORY_ID } from "../../backend/seed/fixtures";
import { STORES } from "../../backend/seed/stores";
import { commerce, storeCodeOf } from "./link";

type Seeded = (typeof STORES)[number];

function seededStore(code: string): Seeded {
  const store = STORES.find((s) => s.code === code);
  if (!store) throw new Error(`The seed has no store view "${code}"`);
  return store;
}

const currencies = (store: Seeded) => store.allowed.split(",");

/** A store view's answer to App, as the embedded backend gives it (the fields pages read). */
export function storeAnswer(code: string, config: Partial<NonNullable<AppQuery["storeConfig"]>> = {}): AppQuery {
  const store = seededStore(code);
  return {
    storeConfig: {
      store_code: store.code,
      store_name: store.name,
      locale: store.locale,
      base_currency_code: store.base,
      default_display_currency_code: store.base,
      timezone: store.tz,
      grid_per_page: 18,
      page_cache_ttl: 600,
      default_robots: "INDEX,FOLLOW",
      customer_robots: "NOINDEX,FOLLOW",
      error_logging: true,
      error_note: true,
      newsletter_popup_enabled: true,
      newsletter_popup_delay: 5,
      newsletter_popup_cookie: "pw_newsletter",
      newsletter_popup_cookie_lifetime_yes: 365,
      newsletter_popup_cookie_lifetime_no: 7,
      cookie_consent_enabled: true,
      cookie_consent_cookie_name: "pw_cookie_consent",
      cookie_consent_lifetime: 365,
      customs_warning_enabled: store.code === "us",
      allowed_countries: ["GB", "DE", "FR", "ES", "IT", "US", "NL"],
      // the seed's delivery timer and flavour label (the product page and the checkout read them)
      delivery_timer: { shipment_time: "15:00", delivery_time: "Next working day" },
      flavour_label_enabled: true,
      flavour_label_default: "Flavour",
      minimum_password_length: "8",
      required_character_classes_number: "3",
      ...config,
    } as NonNullable<AppQuery["storeConfig"]>,
    availableStores: STORES.map((s) => ({
      store_code: s.code,
      store_name: s.name,
      locale: s.locale,
      base_currency_code: s.base,
      base_url: `http://shop.test/${s.prefix}`,
      website_code: s.website,
      timezone: s.tz,
      available_currency_codes: currencies(s),
    })),
    currency: {
      base_currency_code: store.base,
      default_display_currency_code: store.base,
      available_currency_codes: currencies(store),
      // Intl's own formats for the store's locale: what the embedded backend describes.
      formats: [],
    },
    categories: {
      items: [
        {
          uid: btoa(String(ROOT_CATEGORY_ID)),
          name: "Default Category",
          url_key: "default-category",
          url_path: "default-category",
          children: [
            {
              uid: "Mw==",
              name: PROTEIN_CATEGORY.names[store.lang as keyof typeof PROTEIN_CATEGORY.names],
              url_key: PROTEIN_CATEGORY.url_key,
              url_path: PROTEIN_CATEGORY.url_path,
              position: 1,
              image: null,
            },
          ],
        },
      ],
    },
  };
}

/** App answered for whichever store view the request names. */
export const storeHandlers = [
  // The embedded backend speaks the shop's extensions.
  commerce.query("BackendDialect", () => HttpResponse.json({ data: dialectAnswer(true) })),
  commerce.query("BackendExtensionsMarker", () =>
    HttpResponse.json({ data: { storeConfig: { page_cache_ttl: 600 } } }),
  ),
  commerce.query("App", ({ request }) =>
    HttpResponse.json({ data: storeAnswer(storeCodeOf(request)) }, { headers: { "X-Magento-Tags": "store_config" } }),
  ),
];

/** App answered with one store view's configuration changed (e.g. `{ cookie_consent_enabled: false }`). */
export function storeWith(config: Partial<NonNullable<AppQuery["storeConfig"]>>) {
  return commerce.query("App", ({ request }) => HttpResponse.json({ data: storeAnswer(storeCodeOf(request), config) }));
}

/** The backend cannot be reached for store data. */
export const storeAway = commerce.query("App", () => HttpResponse.error());

/** The StoreConfig fields a backend lists when asked (BackendDialect): the extension's markers, or not. */
export function dialectAnswer(extensions: boolean) {
  const core = ["store_code", "store_name", "locale", "base_currency_code", "grid_per_page", "default_title"];
  const names = extensions ? [...core, ...EXTENSION_MARKERS] : core;
  return { storeConfigType: { fields: names.map((name) => ({ name })) } };
}

/** A stock Magento 2.4.7's App: the store's answer with core fields only (what AppCore asks). */
export function coreStoreAnswer(code: string): AppCoreQuery {
  const full = storeAnswer(code);
  const c = full.storeConfig!;
  return {
    storeConfig: {
      store_code: c.store_code,
      store_name: c.store_name,
      locale: c.locale,
      base_currency_code: c.base_currency_code,
      default_display_currency_code: c.default_display_currency_code,
      timezone: c.timezone,
      default_country: c.default_country ?? null,
      minimum_password_length: c.minimum_password_length ?? null,
      required_character_classes_number: c.required_character_classes_number ?? null,
      grid_per_page: c.grid_per_page,
      catalog_default_sort_by: c.catalog_default_sort_by ?? null,
      base_url: c.base_url ?? null,
      base_media_url: c.base_media_url ?? null,
      default_title: c.default_title ?? null,
      default_description: c.default_description ?? null,
    },
    availableStores: full.availableStores!.map((s) => ({
      store_code: s!.store_code,
      store_name: s!.store_name,
      locale: s!.locale,
      base_currency_code: s!.base_currency_code,
      base_url: s!.base_url,
      website_code: s!.website_code,
      timezone: s!.timezone,
    })),
    currency: {
      base_currency_code: full.currency!.base_currency_code,
      default_display_currency_code: full.currency!.default_display_currency_code,
      available_currency_codes: full.currency!.available_currency_codes,
    },
    categories: {
      items: full.categories!.items!.map((item) => ({
        uid: item!.uid,
        name: item!.name,
        url_key: item!.url_key,
        url_path: item!.url_path,
        children: item!.children!.map((child) => ({
          uid: child!.uid,
          name: child!.name,
          url_key: child!.url_key,
          url_path: child!.url_path,
          position: child!.position,
        })),
      })),
    },
  };
}

/**
 * A stock Magento 2.4.7 (no extension modules): it lists no extension field, answers AppCore, and
 * refuses every extended document as Magento does, with a GraphQL validation error.
 */
export const stockMagentoStore = [
  commerce.query("BackendDialect", () => HttpResponse.json({ data: dialectAnswer(false) })),
  commerce.query("AppCore", ({ request }) =>
    HttpResponse.json(
      { data: coreStoreAnswer(storeCodeOf(request)) },
      { headers: { "X-Magento-Tags": "store_config" } },
    ),
  ),
  ...["App", "SessionData", "BackendExtensionsMarker"].map((name) =>
    commerce.query(name, () =>
      HttpResponse.json({ errors: [{ message: `Cannot query field of ${name}: stock Magento has no such field.` }] }),
    ),
  ),
];
