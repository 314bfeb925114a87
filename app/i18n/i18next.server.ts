// remix-i18next on the server: the locale comes from the URL's store prefix, never from headers,
// so a URL always renders in one language (cacheable, crawlable).
import { RemixI18Next } from "remix-i18next/server";
import { fallbackLocale, i18nOptions } from "./config";
import { resources } from "./resources.server";
import { storeViewFromPath, supportedLocales } from "./store-views";

export const i18next = new RemixI18Next({
  detection: {
    supportedLanguages: supportedLocales,
    fallbackLanguage: fallbackLocale,
    order: ["custom"],
    findLocale: async (request) => storeViewFromPath(new URL(request.url).pathname).locale,
  },
  i18next: { ...i18nOptions, resources },
});
