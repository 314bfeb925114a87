// What the legal pages say about a store view, taken from the seed itself so that the pages agree
// with what the basket and checkout charge: delivery prices (fixtures-shipping.ts), the free
// delivery threshold and the dispatch cut-off (store configuration), the VAT rate, the company.
import { RATE_PLANS } from "../fixtures-shipping.js";
import { LEGAL_PAGES, SHOP_COMPANY, VAT_RATES, legalTextKey, type LegalTextKey } from "../fixtures.js";
import { DEFAULT_CONFIG, STORE_CONFIG, STORES } from "../stores.js";

export interface StoreFacts {
  storeCode: string;
  /** the CMS scope the page is stored under: '' for the UK store (the all-store-views text) */
  scope: string;
  text: LegalTextKey;
  /** the store's home country (ISO code) */
  home: string;
  locale: string;
  /** an amount in the store's currency, as the shop writes it ("£3.99", "3,95 €") */
  money: (amount: number) => string;
  freeDeliveryFrom: string;
  standard: string;
  express: string;
  collect: string;
  /** standard delivery to the store's other countries, null where it delivers at home only */
  abroad: string | null;
  expressAbroad: string | null;
  /** the countries express reaches abroad (ISO codes) */
  expressAbroadCountries: readonly string[];
  /** "15:00": orders placed by then on a working day leave the warehouse the same day */
  cutoff: string;
  /** the store's own wording of how long delivery takes ("Next working day") */
  deliveryTime: string;
  vatPercent: number;
  /** where other pages of the same store live: /de/rueckgabe */
  pagePath: (page: keyof typeof LEGAL_PAGES) => string;
  privacyPath: string;
  company: typeof SHOP_COMPANY;
}

const configOf = (storeCode: string, path: string): unknown => STORE_CONFIG[storeCode]?.[path] ?? DEFAULT_CONFIG[path];

export function storeFacts(storeCode: string, privacyUrlKey: string): StoreFacts {
  const store = STORES.find((s) => s.code === storeCode);
  if (!store) throw new Error(`No store view ${storeCode}`);
  const plan = RATE_PLANS[store.website];
  const locale = store.locale.replace("_", "-");
  const money = (amount: number) =>
    new Intl.NumberFormat(locale, {
      style: "currency",
      currency: store.base,
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    }).format(amount);
  const timer = configOf(storeCode, "delivery_timer") as { shipment_time: string; delivery_time: string };
  const text = legalTextKey(storeCode, store.lang);
  const prefix = store.prefix ? `/${store.prefix}` : "";
  return {
    storeCode,
    scope: storeCode === "default" ? "" : storeCode,
    text,
    home: store.country,
    locale,
    money,
    freeDeliveryFrom: money(configOf(storeCode, "free_delivery_amount") as number),
    standard: money(plan.homeRates.flatrate),
    express: money(plan.homeRates.express),
    collect: money(plan.homeRates.clickcollect),
    abroad: plan.abroadFlatrate > 0 ? money(plan.abroadFlatrate) : null,
    expressAbroad: plan.expressAbroad.price > 0 ? money(plan.expressAbroad.price) : null,
    expressAbroadCountries: plan.expressAbroad.countries,
    cutoff: timer.shipment_time,
    deliveryTime: timer.delivery_time,
    vatPercent: Math.round(VAT_RATES[storeCode as keyof typeof VAT_RATES] * 100),
    pagePath: (page) => `${prefix}/${LEGAL_PAGES[page].url_key[text]}`,
    privacyPath: `${prefix}/${privacyUrlKey}`,
    company: SHOP_COMPANY,
  };
}

/** Country names in a language, for "express also reaches Belgium, France and Ireland". */
export function countryList(codes: readonly string[], locale: string): string {
  const names = new Intl.DisplayNames([locale], { type: "region" });
  return new Intl.ListFormat(locale, { style: "long", type: "conjunction" }).format(
    codes.map((code) => names.of(code) ?? code),
  );
}

// A page's content is a few blocks of HTML written here, never from shopper input; these helpers
// keep it to headings, paragraphs and lists, the shapes the storefront's page template styles.
export const h2 = (text: string) => `<h2>${text}</h2>`;
export const h3 = (text: string) => `<h3>${text}</h3>`;
export const p = (text: string) => `<p>${text}</p>`;
export const ul = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`;
export const ol = (items: readonly string[]) => `<ol>${items.map((item) => `<li>${item}</li>`).join("")}</ol>`;
export const a = (href: string, text: string) => `<a href="${href}">${text}</a>`;
export const mail = (email: string) => a(`mailto:${email}`, email);
export const tel = (international: string, display: string) => a(`tel:${international.replace(/\s/g, "")}`, display);
/** The company's postal address on one line. */
export const postal = (c: typeof SHOP_COMPANY, country: string) => `${c.street}, ${c.city} ${c.postcode}, ${country}`;
/** The model withdrawal (cancellation) form of the law, as a block to copy. */
export const modelForm = (lines: readonly string[]) =>
  `<blockquote class="model-form">${lines.map(p).join("")}</blockquote>`;

export interface LegalPageText {
  title: string;
  url_key: string;
  meta_description: string;
  meta_keywords: string;
  content: string;
}
