// The browser's i18next: one instance per locale, started from the translations the document
// brought (page-translations.tsx) and loading any other namespace from its hashed address when a
// component first asks for it (useTranslation suspends; navigations are transitions, so the old
// page stays until the words of the new one are there: no flash of keys).
import { createInstance, type BackendModule, type i18n as I18n, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import { i18nOptions, type Namespace } from "./config";
import { PAGE_TRANSLATIONS_ID, type PageTranslationsPayload } from "./page-translations";

const hashesByLocale = new Map<string, Partial<Record<Namespace, string>>>();

/** Where a namespace of a locale is loaded from: /locales/de-DE/cart.<hash>.json. */
export function translationFilePath(locale: string, namespace: string, hash: string): string {
  return `/locales/${locale}/${namespace}.${hash}.json`;
}

/** Hashes the shell's data brought (after a move to another store view, for its locale). */
export function rememberTranslationHashes(locale: string, hashes: Partial<Record<Namespace, string>> | undefined) {
  if (hashes) hashesByLocale.set(locale, { ...hashesByLocale.get(locale), ...hashes });
}

const hashedFiles: BackendModule = {
  type: "backend",
  init() {},
  read(locale, namespace, callback) {
    const hash = hashesByLocale.get(locale)?.[namespace as Namespace];
    if (!hash) return callback(new Error(`No translation file known for ${locale}/${namespace}`), false);
    fetch(translationFilePath(locale, namespace, hash))
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status} for ${locale}/${namespace}`);
        return response.json() as Promise<Record<string, unknown>>;
      })
      .then(
        (texts) => callback(null, texts),
        (error: Error) => callback(error, false),
      );
  },
};

let documentPayload: { json: string; payload: PageTranslationsPayload } | null | undefined;

/** The translations the document was rendered with, read once; their JSON text is kept for hydration. */
export function documentTranslations(): { json: string; payload: PageTranslationsPayload } | null {
  if (documentPayload === undefined) {
    const json = typeof document === "undefined" ? null : document.getElementById(PAGE_TRANSLATIONS_ID)?.textContent;
    documentPayload = json ? { json, payload: JSON.parse(json) as PageTranslationsPayload } : null;
    if (documentPayload) rememberTranslationHashes(documentPayload.payload.locale, documentPayload.payload.hashes);
  }
  return documentPayload;
}

const instances = new Map<string, I18n>();

export function browserI18n(locale: string): I18n {
  const known = instances.get(locale);
  if (known) return known;
  const fromDocument = documentTranslations()?.payload;
  const bundled = fromDocument?.locale === locale ? fromDocument.resources : {};
  const resources: Resource = { [locale]: bundled };
  const instance = createInstance();
  void instance
    .use(hashedFiles)
    .use(initReactI18next)
    .init({
      ...i18nOptions,
      lng: locale,
      // Only what the document brought is there at start; other namespaces load on demand.
      ns: Object.keys(bundled).length ? Object.keys(bundled) : ["common"],
      resources,
      partialBundledLanguages: true,
      // Every locale is complete (a test checks): no fallback language to download as well.
      fallbackLng: false,
      load: "currentOnly",
      react: { useSuspense: true },
    });
  instances.set(locale, instance);
  return instance;
}
