// Store views, websites, currencies, exchange rates and store configuration defaults.
import { MANCHESTER_WAREHOUSE_HOLIDAYS } from "./bank-holidays.js";
import type { Database } from "better-sqlite3";
import { VAT_RATES } from "./fixtures.js";

const EU = "AT,BE,BG,CY,CZ,DE,DK,EE,ES,FI,FR,GR,HR,HU,IE,IT,LT,LU,LV,MT,NL,PL,PT,RO,SE,SI,SK";

export const STORES = [
  {
    code: "default",
    website: "base",
    website_name: "United Kingdom",
    name: "United Kingdom",
    locale: "en_GB",
    lang: "en",
    prefix: "",
    base: "GBP",
    allowed: "GBP,EUR,USD",
    tz: "Europe/London",
    country: "GB",
    countries: `GB,${EU}`,
    vat_label: "VAT",
  },
  {
    code: "ie",
    website: "ie",
    website_name: "Ireland",
    name: "Ireland",
    locale: "en_IE",
    lang: "en",
    prefix: "ie",
    base: "EUR",
    allowed: "EUR,GBP",
    tz: "Europe/Dublin",
    country: "IE",
    countries: `${EU},GB`,
    vat_label: "VAT",
  },
  {
    code: "us",
    website: "us",
    website_name: "United States",
    name: "United States",
    locale: "en_US",
    lang: "en",
    prefix: "us",
    base: "USD",
    allowed: "USD",
    tz: "America/New_York",
    country: "US",
    countries: "US",
    vat_label: "Tax",
  },
  {
    code: "de",
    website: "de",
    website_name: "Deutschland",
    name: "Deutschland",
    locale: "de_DE",
    lang: "de",
    prefix: "de",
    base: "EUR",
    allowed: "EUR",
    tz: "Europe/Berlin",
    country: "DE",
    countries: EU,
    vat_label: "MwSt.",
  },
  {
    code: "es",
    website: "es",
    website_name: "España",
    name: "España",
    locale: "es_ES",
    lang: "es",
    prefix: "es",
    base: "EUR",
    allowed: "EUR",
    tz: "Europe/Madrid",
    country: "ES",
    countries: EU,
    vat_label: "IVA",
  },
  {
    code: "fr",
    website: "fr",
    website_name: "France",
    name: "France",
    locale: "fr_FR",
    lang: "fr",
    prefix: "fr",
    base: "EUR",
    allowed: "EUR",
    tz: "Europe/Paris",
    country: "FR",
    countries: EU,
    vat_label: "TVA",
  },
  {
    code: "it",
    website: "it",
    website_name: "Italia",
    name: "Italia",
    locale: "it_IT",
    lang: "it",
    prefix: "it",
    base: "EUR",
    allowed: "EUR",
    tz: "Europe/Rome",
    country: "IT",
    countries: EU,
    vat_label: "IVA",
  },
] as const;

const CURRENCIES = [
  { code: "GBP", symbol: "£", decimal: ".", thousands: ",", pattern: "£%s", precision: 2 },
  { code: "EUR", symbol: "€", decimal: ",", thousands: ".", pattern: "%s €", precision: 2 },
  { code: "USD", symbol: "$", decimal: ".", thousands: ",", pattern: "$%s", precision: 2 },
];

/** Fixed exchange rates (from -> to). Identity rates are implicit. */
export const RATES: Array<[string, string, number]> = [
  ["GBP", "EUR", 1.17],
  ["GBP", "USD", 1.27],
  ["EUR", "GBP", 0.85],
  ["EUR", "USD", 1.08],
  ["USD", "GBP", 0.79],
  ["USD", "EUR", 0.92],
];

/** Default store configuration (scope ''), keyed by StoreConfig field name. */
export const DEFAULT_CONFIG: Record<string, unknown> = {
  grid_per_page: 18,
  grid_per_page_values: "18,36,54",
  list_per_page: 18,
  list_per_page_values: "18,36,54",
  list_mode: "grid-list",
  catalog_default_sort_by: "position",
  product_url_suffix: "",
  category_url_suffix: "",
  title_separator: "-",
  page_cache_ttl: 600,
  category_description_length: 300,
  default_robots: "INDEX,FOLLOW",
  customer_robots: "NOINDEX,FOLLOW",
  date_format: "dd/MM/yyyy",
  weight_unit: "kgs",
  default_title: "Peak Whey",
  title_prefix: "",
  title_suffix: "| Peak Whey",
  default_description: "Sports nutrition, protein, vitamins and gym accessories.",
  default_keywords: "protein, whey, creatine, vitamins",
  header_logo_src: "logo.svg",
  logo_alt: "Peak Whey",
  logo_width: 160,
  logo_height: 40,
  copyright: "© Peak Whey",
  cms_home_page: "home",
  no_route: "cms/noroute/index",
  cms_no_route: "no-route",
  show_cms_breadcrumbs: 1,
  meta_fields: [
    { name: "theme-color", content: "#0b2545" },
    { name: "format-detection", content: "telephone=no" },
  ],
  link_fields: [
    { rel: "icon", type: "image/svg+xml", size: "any", color: null, href: "/favicon.svg" },
    { rel: "mask-icon", type: null, size: null, color: "#0b2545", href: "/safari-pinned-tab.svg" },
  ],
  quickbuy_countdown: 10,
  delivery_timer: {
    shipment_time: "15:00",
    delivery_time: "Next working day",
    holidays: MANCHESTER_WAREHOUSE_HOLIDAYS,
  },
  flavour_label_enabled: true,
  flavour_label_default: "Flavour",
  free_delivery_amount: 50,
  free_delivery_progress_text: "Spend %s more for free delivery",
  free_delivery_progress_colour: "#f2a900",
  free_delivery_success_text: "You qualify for free delivery",
  free_delivery_success_colour: "#2e7d32",
  cross_sell_cart: true,
  cross_sell_popup: true,
  preferences_popup_title: "Your preferences",
  preferences_popup_text: "Choose your country and currency.",
  preferences_popup_button: "Save preferences",
  newsletter_popup_enabled: true,
  newsletter_popup_delay: 5,
  newsletter_popup_cookie: "pw_newsletter",
  newsletter_popup_cookie_lifetime_yes: 365,
  newsletter_popup_cookie_lifetime_no: 7,
  newsletter_popup_gender: false,
  newsletter_popup_firstname: false,
  // The welcome discount a new subscriber's single-use code gives; 0 or null: no code and no promise.
  newsletter_popup_discount_percent: 10,
  // The promise, with %s where the percentage goes (backend/newsletter/welcome-discount.ts).
  newsletter_popup_discount: "%s% off your first order",
  // Magento's path: double opt-in (subscribeEmailToNewsletter answers NOT_ACTIVE until confirmed).
  "newsletter/subscription/confirm": false,
  customs_warning_enabled: false,
  customs_warning_message: null,
  customs_warning_popup_enabled: false,
  customs_warning_popup_title: null,
  customs_warning_popup_text: null,
  cookie_consent_enabled: true,
  cookie_consent_text:
    "We use cookies to make our shop work and to improve your experience. You can change your choice at any time.",
  cookie_consent_cookie_name: "pw_cookie_consent",
  cookie_consent_lifetime: 365,
  error_logging: true,
  error_note: true,
  error_hash: "pw-embedded-trace",
  tag_manager_enabled: false,
  tag_manager_id: null,
  search_provider_enabled: false,
  search_provider_app_id: null,
  search_provider_api_key: null,
  search_provider_index: null,
  reviews_provider_enabled: false,
  reviews_provider_id: null,
  pixel_enabled: false,
  pixel_id: null,
  address_lookup_enabled: false,
  address_lookup_key: null,
  payment_provider_enabled: false,
  payment_provider_key: null,
  maps_enabled: false,
  maps_api_key: null,
  affiliate_tracking_enabled: false,
  affiliate_tracking_id: null,
  error_logging_provider_enabled: false,
  error_logging_provider_dsn: null,
  is_guest_checkout_enabled: true,
  is_one_page_checkout_enabled: true,
  minicart_display: true,
  minicart_max_items: 10,
  cart_expires_in_days: 30,
  contact_enabled: true,
  newsletter_enabled: true,
  product_reviews_enabled: "1",
  allow_guests_to_write_product_reviews: "0",
  minimum_password_length: "8",
  required_character_classes_number: "3",
  autocomplete_on_storefront: true,
  create_account_confirmation: false,
  order_cancellation_enabled: false,
  magento_wishlist_general_is_enabled: "1",
};

/**
 * The delivery times the seed first wrote with a capital, though the timer's text puts them after a
 * colon ("Lieferung: in 2–3 Werktagen."): store code -> [first, now].
 */
export const DELIVERY_TIMES_AFTER_A_COLON: Record<string, [string, string]> = {
  de: ["In 2–3 Werktagen", "in 2–3 Werktagen"],
  es: ["En 2–4 días laborables", "en 2–4 días laborables"],
  fr: ["Sous 2 à 4 jours ouvrés", "sous 2 à 4 jours ouvrés"],
  it: ["In 2–4 giorni lavorativi", "in 2–4 giorni lavorativi"],
};

/** The US store's timer: the default's cut-off (3 pm in the store's Eastern Time) and holidays. */
export const US_DELIVERY_TIMER = {
  shipment_time: "15:00",
  delivery_time: "3 to 5 business days",
  holidays: MANCHESTER_WAREHOUSE_HOLIDAYS,
};

/** The US store's own words where the default's are British ("flavour", "free delivery"). */
export const US_WORDS = {
  flavour_label_default: "Flavor",
  free_delivery_progress_text: "Spend %s more for free shipping",
  free_delivery_success_text: "You qualify for free shipping",
};

/** Per-store overrides (translated texts, local thresholds). */
export const STORE_CONFIG: Record<string, Record<string, unknown>> = {
  us: {
    ...US_WORDS,
    free_delivery_amount: 75,
    date_format: "MM/dd/yyyy",
    // The shipping page's standard time (backend/seed/legal/en.ts), not the UK's next working day.
    delivery_timer: US_DELIVERY_TIMER,
    customs_warning_enabled: true,
    customs_warning_message:
      "Orders shipped to the United States may be subject to import duties and taxes, payable on delivery.",
    customs_warning_popup_enabled: true,
    customs_warning_popup_title: "Import duties and taxes",
    customs_warning_popup_text:
      "We ship to the United States from the United Kingdom. Your order may be subject to import duties and taxes, which are collected by the carrier on delivery and are not included in our prices.",
  },
  de: {
    date_format: "dd.MM.yyyy",
    flavour_label_default: "Geschmack",
    title_suffix: "| PW Sporternährung",
    free_delivery_amount: 60,
    free_delivery_progress_text: "Noch %s bis zum kostenlosen Versand",
    free_delivery_success_text: "Ihr Versand ist kostenlos",
    delivery_timer: {
      shipment_time: "14:00",
      delivery_time: "in 2–3 Werktagen",
      holidays: MANCHESTER_WAREHOUSE_HOLIDAYS,
    },
    preferences_popup_title: "Ihre Einstellungen",
    preferences_popup_text: "Wählen Sie Land und Währung.",
    preferences_popup_button: "Speichern",
    cookie_consent_text:
      "Wir verwenden Cookies, damit unser Shop funktioniert und um Ihr Einkaufserlebnis zu verbessern. Sie können Ihre Wahl jederzeit ändern.",
    newsletter_popup_discount: "%s % Rabatt auf Ihre erste Bestellung",
    "newsletter/subscription/confirm": true,
  },
  es: {
    flavour_label_default: "Sabor",
    free_delivery_amount: 60,
    free_delivery_progress_text: "Te faltan %s para el envío gratuito",
    free_delivery_success_text: "Tu envío es gratuito",
    delivery_timer: {
      shipment_time: "14:00",
      delivery_time: "en 2–4 días laborables",
      holidays: MANCHESTER_WAREHOUSE_HOLIDAYS,
    },
    preferences_popup_title: "Tus preferencias",
    preferences_popup_text: "Elige país y moneda.",
    preferences_popup_button: "Guardar",
    cookie_consent_text:
      "Usamos cookies para que nuestra tienda funcione y para mejorar tu experiencia. Puedes cambiar tu elección en cualquier momento.",
    newsletter_popup_discount: "%s % de descuento en tu primer pedido",
  },
  fr: {
    flavour_label_default: "Saveur",
    free_delivery_amount: 60,
    free_delivery_progress_text: "Plus que %s pour la livraison gratuite",
    free_delivery_success_text: "Votre livraison est gratuite",
    delivery_timer: {
      shipment_time: "14:00",
      delivery_time: "sous 2 à 4 jours ouvrés",
      holidays: MANCHESTER_WAREHOUSE_HOLIDAYS,
    },
    preferences_popup_title: "Vos préférences",
    preferences_popup_text: "Choisissez le pays et la devise.",
    preferences_popup_button: "Enregistrer",
    cookie_consent_text:
      "Nous utilisons des cookies pour faire fonctionner notre boutique et améliorer votre expérience. Vous pouvez modifier votre choix à tout moment.",
    newsletter_popup_discount: "-%s % sur votre première commande",
  },
  it: {
    flavour_label_default: "Gusto",
    free_delivery_amount: 60,
    free_delivery_progress_text: "Mancano %s per la spedizione gratuita",
    free_delivery_success_text: "La spedizione è gratuita",
    delivery_timer: {
      shipment_time: "14:00",
      delivery_time: "in 2–4 giorni lavorativi",
      holidays: MANCHESTER_WAREHOUSE_HOLIDAYS,
    },
    preferences_popup_title: "Le tue preferenze",
    preferences_popup_text: "Scegli paese e valuta.",
    preferences_popup_button: "Salva",
    cookie_consent_text:
      "Utilizziamo i cookie per far funzionare il nostro negozio e migliorare la tua esperienza. Puoi modificare la tua scelta in qualsiasi momento.",
    newsletter_popup_discount: "%s% di sconto sul tuo primo ordine",
  },
};

export function seedStores(db: Database): void {
  const insWebsite = db.prepare("INSERT INTO websites (id, code, name, sort_order) VALUES (?, ?, ?, ?)");
  const insStore =
    db.prepare(`INSERT INTO store_views (id, code, website_id, name, locale, lang, path_prefix, base_currency,
    default_display_currency, allowed_currencies, timezone, default_country, allowed_countries, vat_rate, vat_label, sort_order, is_default)
    VALUES (@id, @code, @id, @name, @locale, @lang, @prefix, @base, @base, @allowed, @tz, @country, @countries, @vat, @vat_label, @id, @is_default)`);
  STORES.forEach((s, i) => {
    insWebsite.run(i + 1, s.website, s.website_name, i);
    insStore.run({ ...s, id: i + 1, vat: VAT_RATES[s.code], is_default: s.code === "default" ? 1 : 0 });
  });
  const insCur = db.prepare(
    "INSERT INTO currencies VALUES (@code, @symbol, @decimal, @thousands, @pattern, @precision)",
  );
  for (const c of CURRENCIES) insCur.run(c);
  const insRate = db.prepare("INSERT INTO currency_rates VALUES (?, ?, ?)");
  for (const [f, t, r] of RATES) insRate.run(f, t, r);
  seedConfig(db);
}

/**
 * Brings these configuration paths of an existing database to the seed (every scope), leaving the
 * other paths as they are: for migrations that add or change a setting.
 */
export function reseedConfigPaths(db: Database, paths: readonly string[]): void {
  const remove = db.prepare("DELETE FROM config WHERE path = ?");
  const insert = db.prepare("INSERT INTO config (scope_code, path, value) VALUES (?, ?, ?)");
  for (const path of paths) {
    remove.run(path);
    if (path in DEFAULT_CONFIG)
      insert.run("", path, JSON.stringify(DEFAULT_CONFIG[path as keyof typeof DEFAULT_CONFIG]));
    for (const [store, cfg] of Object.entries(STORE_CONFIG)) {
      if (path in cfg) insert.run(store, path, JSON.stringify(cfg[path]));
    }
  }
}

/** Store configuration: defaults (scope '') and per-store overrides. */
export function seedConfig(db: Database): void {
  const insCfg = db.prepare("INSERT INTO config (scope_code, path, value) VALUES (?, ?, ?)");
  for (const [k, v] of Object.entries(DEFAULT_CONFIG)) insCfg.run("", k, JSON.stringify(v));
  for (const [store, cfg] of Object.entries(STORE_CONFIG)) {
    for (const [k, v] of Object.entries(cfg)) insCfg.run(store, k, JSON.stringify(v));
  }
}
