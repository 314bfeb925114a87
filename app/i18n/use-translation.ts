// useTranslation() for components, with react-i18next's call shape: `const { t } = useTranslation("cart")`,
// `t("title", { count })`, `i18n.language`. The texts come from TranslationsContext (root.tsx): on the
// server every namespace of the locale; in the browser the page's, and a missing one is loaded while
// the component suspends.
import { createContext, useContext, useMemo } from "react";
import type { TFunction } from "i18next";
import { defaultNamespace, fallbackLocale } from "./config";
import { fixedT, type LocaleTexts } from "./translate";

export interface Translations {
  locale: string;
  texts: LocaleTexts;
  /** In the browser: loads a namespace the texts lack. */
  load?: (namespace: string) => Promise<void>;
}

export const TranslationsContext = createContext<Translations>({ locale: fallbackLocale, texts: {} });

export function useTranslation(namespace: string = defaultNamespace): {
  t: TFunction;
  i18n: { language: string };
} {
  const { locale, texts, load } = useContext(TranslationsContext);
  const t = useMemo(() => fixedT(texts, locale, namespace), [texts, locale, namespace]);
  if (!texts[namespace] && load) throw load(namespace);
  return { t, i18n: { language: locale } };
}
