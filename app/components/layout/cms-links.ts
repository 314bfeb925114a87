// The shop's own CMS pages that the footer links to, each at its url_key in the store view's
// language (the backend's cms_pages; route(url) finds them through the catch-all page).
import { storePath, type StoreView } from "~/i18n/store-views";

const CMS_PAGE_URL_KEYS = {
  aboutUs: { en: "about-us", de: "ueber-uns", es: "sobre-nosotros", fr: "a-propos", it: "chi-siamo" },
  cookiePolicy: {
    en: "cookie-policy",
    de: "cookie-richtlinie",
    es: "politica-de-cookies",
    fr: "politique-cookies",
    it: "informativa-cookie",
  },
} as const;

export type CmsLink = keyof typeof CMS_PAGE_URL_KEYS;

/** The page's address in this store view (/de/ueber-uns). */
export function cmsPagePath(page: CmsLink, storeView: StoreView): string {
  const keys = CMS_PAGE_URL_KEYS[page];
  const language = storeView.locale.slice(0, 2) as keyof typeof keys;
  return storePath(storeView, `/${keys[language] ?? keys.en}`);
}
