// The request's translator (context.shop.t): the shop's translate function (translate.ts, the same
// the pages render with) over the resources read at start-up, so loaders and actions translate
// without awaiting anything.
import type { TFunction } from "i18next";
import { fallbackLocale, type Namespace } from "./config";
import { resources } from "./resources.server";
import { supportedLocales } from "./store-views";
import { fixedT as translatorOf } from "./translate";

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

const fixedTs = new Map<string, TFunction>();

/** A translate function for one locale and namespace; translations never change while the server runs. */
export function fixedT(locale: string, namespace: Namespace = "common"): TFunction {
  const known = supportedLocales.includes(locale) ? locale : fallbackLocale;
  const key = `${known}|${namespace}`;
  let t = fixedTs.get(key);
  if (!t) {
    t = translatorOf(resources[known], known, namespace);
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
