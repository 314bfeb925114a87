// The browser's translations: those the document brought (page-translations.tsx), and any other
// namespace loaded from its hashed address when a component first asks for it (useTranslation
// suspends; navigations are transitions, so the old page stays until the words of the new one are
// there: no flash of keys).
import type { Namespace } from "./config";
import { PAGE_TRANSLATIONS_ID, type PageTranslationsPayload } from "./page-translations";
import type { LocaleTexts, Texts } from "./translate";

const hashesByLocale = new Map<string, Partial<Record<Namespace, string>>>();

/** Where a namespace of a locale is loaded from: /locales/de-DE/cart.<hash>.json. */
export function translationFilePath(locale: string, namespace: string, hash: string): string {
  return `/locales/${locale}/${namespace}.${hash}.json`;
}

/** Hashes the shell's data brought (after a move to another store view, for its locale). */
export function rememberTranslationHashes(locale: string, hashes: Partial<Record<Namespace, string>> | undefined) {
  if (hashes) hashesByLocale.set(locale, { ...hashesByLocale.get(locale), ...hashes });
}

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

const textsByLocale = new Map<string, LocaleTexts>();

/** A locale's namespaces at hand: the document's for its own locale; filled as others load. */
export function browserTexts(locale: string): LocaleTexts {
  let texts = textsByLocale.get(locale);
  if (!texts) {
    const fromDocument = documentTranslations()?.payload;
    texts = fromDocument?.locale === locale ? { ...fromDocument.resources } : {};
    textsByLocale.set(locale, texts);
  }
  return texts;
}

const RETRIES = 3;
const RETRY_DELAY_MS = 350;

async function fetchTexts(locale: string, namespace: string): Promise<Texts> {
  const hash = hashesByLocale.get(locale)?.[namespace as Namespace];
  if (!hash) throw new Error(`No translation file known for ${locale}/${namespace}`);
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(translationFilePath(locale, namespace, hash));
      if (!response.ok) throw new Error(`${response.status} for ${locale}/${namespace}`);
      return (await response.json()) as Texts;
    } catch (error) {
      if (attempt >= RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * attempt));
    }
  }
}

const loading = new Map<string, Promise<void>>();

/**
 * Loads one namespace of a locale into browserTexts(locale). A namespace that cannot be loaded
 * counts as loaded and empty, so its keys show rather than the page waiting for ever.
 */
export function loadNamespace(locale: string, namespace: string): Promise<void> {
  const key = `${locale}/${namespace}`;
  let promise = loading.get(key);
  if (!promise) {
    const texts = browserTexts(locale);
    promise = fetchTexts(locale, namespace).then(
      (loaded) => {
        texts[namespace] = loaded;
      },
      () => {
        texts[namespace] = {};
      },
    );
    loading.set(key, promise);
  }
  return promise;
}
