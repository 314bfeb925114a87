// HTML a page shows once, in its document, rather than twice. A fragment of markup that a loader
// returns (the backend's review list) would be in the document's HTML and again, as a string, in the
// loader data the browser hydrates from. For a document request the loader keeps such a fragment
// out of its data (app/shell/document-html.server.ts) and the server renders it from this context.
// In the browser the fragment is then "": React does not replace what the server rendered inside an
// element's dangerouslySetInnerHTML while hydrating, nor later while that value stays the same, so
// the server's fragment stays in place until new data (a navigation, a revalidation: data requests
// carry the fragment) or the component itself replaces it. The element must therefore stay mounted
// from hydration on, as the review list does.
import { createContext, useContext } from "react";

/** The fragments a document request's loaders kept out of their data, by key (server render only). */
export const DocumentHtmlContext = createContext<ReadonlyMap<string, string> | null>(null);

/**
 * The fragment to render with dangerouslySetInnerHTML: `html` when the loader data carries it; when
 * it is in the document instead (`inDocument`), the server's copy, or "" in the browser (see above).
 * Null when there is none.
 */
export function useDocumentHtml(key: string, html: string | null, inDocument: boolean): string | null {
  const kept = useContext(DocumentHtmlContext);
  return html ?? (inDocument ? (kept?.get(key) ?? "") : null);
}
