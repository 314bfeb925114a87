// The translations a document brings along: the server renders with every text of the store's
// language and writes the page's namespaces into the document as JSON; the browser starts from that
// JSON, so the first paint and hydration are fully translated without a request (browser-translations.ts).
import { createContext, useContext } from "react";
import type { ScreenId } from "~/routing/registry";
import type { Namespace } from "./config";
import type { LocaleTexts } from "./translate";

export const PAGE_TRANSLATIONS_ID = "page-translations";

export interface PageTranslationsPayload {
  locale: string;
  /** Content hash per namespace: where the browser loads one it does not have yet. */
  hashes: Partial<Record<Namespace, string>>;
  /** The page's namespaces, inline. */
  resources: LocaleTexts;
}

/** Server only (entry.server.tsx): every namespace of the request's locale, and their hashes. */
export interface ServerTranslations {
  locale: string;
  resources: LocaleTexts;
  hashes: Partial<Record<Namespace, string>>;
  /** The namespaces a page of these screens carries (page-namespaces.server.ts). */
  pageNamespaces(screens: readonly (ScreenId | undefined)[]): Namespace[];
}

export const ServerTranslationsContext = createContext<ServerTranslations | null>(null);

export function useServerTranslations(): ServerTranslations | null {
  return useContext(ServerTranslationsContext);
}

/** The JSON written into the document: only the page's namespaces; "<" escaped so it cannot end the script. */
export function payloadJson(server: ServerTranslations, namespaces: readonly Namespace[]): string {
  const resources: LocaleTexts = {};
  for (const ns of namespaces) if (server.resources[ns]) resources[ns] = server.resources[ns];
  const payload: PageTranslationsPayload = { locale: server.locale, hashes: server.hashes, resources };
  return JSON.stringify(payload).replace(/</g, "\\u003c");
}

/** The payload script: written by the server render, kept as it is by the browser. */
export function PageTranslationsScript({ json }: { json: string }) {
  return (
    <script
      id={PAGE_TRANSLATIONS_ID}
      type="application/json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
