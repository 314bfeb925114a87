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

/** A ready i18next instance for one locale, built synchronously from its resources. */
export function createI18n(locale: string, resources: Resource): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({ ...i18nOptions, lng: locale, resources });
  return instance;
}
