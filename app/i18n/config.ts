// Options shared by the server and the browser i18next instances.
import { createInstance, type i18n as I18n, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import { defaultStoreView, supportedLocales } from "./store-views";

export const namespaces = ["common", "catalog", "product", "cart", "popups"] as const;
export type Namespace = (typeof namespaces)[number];
export const defaultNamespace: Namespace = "common";
export const fallbackLocale = defaultStoreView.locale;

export const i18nOptions = {
  supportedLngs: supportedLocales,
  fallbackLng: fallbackLocale,
  defaultNS: defaultNamespace,
  ns: [...namespaces],
  interpolation: { escapeValue: false },
  // Resources are handed over complete; there is nothing to load asynchronously.
  initImmediate: false,
  returnNull: false,
} as const;

const instances = new Map<string, I18n>();

/**
 * A ready i18next instance for one locale, built synchronously from its resources. Translations do
 * not change while the app runs, so the first complete instance of a locale is reused.
 */
export function createI18n(locale: string, resources: Resource): I18n {
  const known = instances.get(locale);
  if (known) return known;
  const instance = createInstance();
  void instance.use(initReactI18next).init({ ...i18nOptions, lng: locale, resources });
  // An error page rendered without the root's data has no translations: do not keep that one.
  if (resources[locale]) instances.set(locale, instance);
  return instance;
}
