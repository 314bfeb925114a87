// remix-i18next on the server: the locale comes from the URL's store prefix, never from headers,
// so a URL always renders in one language (cacheable, crawlable).
import type { TFunction } from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { fallbackLocale, i18nOptions, type Namespace } from "./config";
import { resources } from "./resources.server";
import { storeViewFromPath, supportedLocales } from "./store-views";

const remixI18next = new RemixI18Next({
  detection: {
    supportedLanguages: supportedLocales,
    fallbackLanguage: fallbackLocale,
    order: ["custom"],
    findLocale: async (request) => storeViewFromPath(new URL(request.url).pathname).locale,
  },
  i18next: { ...i18nOptions, resources },
});

// remix-i18next builds a fresh i18next instance on every call; translations never change while the
// server runs, so one fixed T per locale and namespace is kept.
const fixedTs = new Map<string, Promise<TFunction>>();

export const i18next = {
  getFixedT(requestOrLocale: Request | string, namespace: Namespace = "common"): Promise<TFunction> {
    const locale =
      typeof requestOrLocale === "string"
        ? requestOrLocale
        : storeViewFromPath(new URL(requestOrLocale.url).pathname).locale;
    const key = `${locale}|${namespace}`;
    let t = fixedTs.get(key);
    if (!t) {
      t = remixI18next.getFixedT(locale, namespace) as Promise<TFunction>;
      fixedTs.set(key, t);
    }
    return t;
  },
};
