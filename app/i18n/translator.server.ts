// The request's translator (context.shop.t): one i18next instance per locale, built synchronously
// from the resources read at start-up, so loaders and actions translate without importing i18next
// or awaiting anything.
import { createInstance, type i18n as I18n, type TFunction } from "i18next";
import { i18nOptions, type Namespace } from "./config";
import { resources } from "./resources.server";
import { storeViewByCode, supportedLocales } from "./store-views";

export type { TFunction };

/** What every request's `context.shop` carries for translating (app/request-context.server.ts). */
export interface ShopTranslator {
  /** Texts of the "common" namespace in the store view's language: `shop.t("brand")`. */
  t: TFunction;
  /**
   * Texts of one namespace: `shop.tFor("cart")("title")`; in another store's language when a
   * locale is given (a message for the page the shopper is switching to).
   */
  tFor(namespace: Namespace, locale?: string): TFunction;
}

const instances = new Map<string, I18n>();
const fixedTs = new Map<string, TFunction>();

function instanceFor(locale: string): I18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createInstance();
    // initImmediate: false in the options and resources in hand: ready when init returns.
    void instance.init({ ...i18nOptions, lng: locale, resources });
    instances.set(locale, instance);
  }
  return instance;
}

/** A translate function for one locale and namespace; translations never change while the server runs. */
export function fixedT(locale: string, namespace: Namespace = "common"): TFunction {
  const known = supportedLocales.includes(locale) ? locale : i18nOptions.fallbackLng;
  const key = `${known}|${namespace}`;
  let t = fixedTs.get(key);
  if (!t) {
    t = instanceFor(known).getFixedT(known, namespace);
    fixedTs.set(key, t);
  }
  return t;
}

export function translatorFor(locale: string): ShopTranslator {
  return {
    t: fixedT(locale, "common"),
    tFor: (namespace, other) => fixedT(other ?? locale, namespace),
  };
}

/** The translator of a store view by its code (the default store's for an unknown code). */
export function translatorOfStore(code: string): ShopTranslator {
  return translatorFor(storeViewByCode(code)?.locale ?? i18nOptions.fallbackLng);
}
