// Kept for code written before the request context had a translator: routes use
// `context.shop.t` / `context.shop.tFor(ns)` (app/i18n/translator.server.ts). The locale still
// comes from the URL's store prefix, never from headers, so a URL always renders in one language.
import type { TFunction } from "i18next";
import type { Namespace } from "./config";
import { storeViewFromPath } from "./store-views";
import { fixedT } from "./translator.server";

export const i18next = {
  /** @deprecated read `context.shop.t` or `context.shop.tFor(namespace)` instead. */
  async getFixedT(requestOrLocale: Request | string, namespace: Namespace = "common"): Promise<TFunction> {
    const locale =
      typeof requestOrLocale === "string"
        ? requestOrLocale
        : storeViewFromPath(new URL(requestOrLocale.url).pathname).locale;
    return fixedT(locale, namespace);
  },
};
