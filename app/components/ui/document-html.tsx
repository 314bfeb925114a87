// HTML a page shows once, in its document, rather than twice. A fragment of markup that a loader
// returns (the backend's review list) would be in the document's HTML and again, as a string, in the
// loader data the browser hydrates from. For a document request the loader keeps such a fragment
// out of its data (app/shell/document-html.server.ts); the server renders it from this context, and
// the browser, while hydrating, takes it from the element the server rendered it in. Client-side
// navigations ask for data, not a document, and get the fragment in their data as before.
import { createContext, useContext, useState } from "react";

/** The fragments a document request's loaders kept out of their data, by key (server render only). */
export const DocumentHtmlContext = createContext<ReadonlyMap<string, string> | null>(null);

/** The attribute naming the element whose inside is a fragment kept out of the loader data. */
export const DOCUMENT_HTML_ATTRIBUTE = "data-document-html";

/** Fragments read from the document while hydrating: a later mount of the same part still has them. */
const readFromDocument = new Map<string, string>();

/**
 * The fragment to render: `html` when the loader data carries it, else (`inDocument`) the one kept
 * for the document under `key`. Null when there is none. Render it inside an element carrying
 * `{ [DOCUMENT_HTML_ATTRIBUTE]: key }`.
 */
export function useDocumentHtml(key: string, html: string | null, inDocument: boolean): string | null {
  const fromServer = useContext(DocumentHtmlContext);
  const [kept] = useState(() => {
    if (html !== null || !inDocument) return null;
    if (fromServer) return fromServer.get(key) ?? null;
    if (typeof document === "undefined") return null;
    if (!readFromDocument.has(key)) {
      const element = document.querySelector(`[${DOCUMENT_HTML_ATTRIBUTE}="${key}"]`);
      if (element) readFromDocument.set(key, element.innerHTML);
    }
    return readFromDocument.get(key) ?? null;
  });
  return html ?? (inDocument ? kept : null);
}
