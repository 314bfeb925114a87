// The loader's half of app/components/ui/document-html.tsx: a fragment of markup goes into the
// document only, when the request is for a document; a data request (a client-side navigation,
// a revalidation) carries it in its data.
import type { AppLoadContext } from "@remix-run/node";

/**
 * The request's store for fragments kept out of the loader data: a Map for a document request, null
 * for a data request (single fetch: `/products/x.data`, `/_root.data`).
 */
export function documentHtmlStore(request: Request): Map<string, string> | null {
  return new URL(request.url).pathname.endsWith(".data") ? null : new Map();
}

/**
 * Keeps `html` for the document under `key` when this request renders one: answers null for the
 * loader data then (the page reads it back with useDocumentHtml), else the html itself.
 */
export function keepForDocument(context: AppLoadContext, key: string, html: string): string | null {
  if (!context.documentHtml) return html;
  context.documentHtml.set(key, html);
  return null;
}
