// The loader's half of app/components/ui/static-part.tsx: a static part's components rendered to a
// string, kept for the document when the request renders one (document-html.server.ts), else in the
// loader data.
import type { AppLoadContext } from "@remix-run/node";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { StaticPartHtml } from "~/components/ui/static-part";
import { keepForDocument } from "./document-html.server";

/** The part's markup under `key` (unique on the page), for <StaticPart part={...} />. */
export function staticPart(context: AppLoadContext, key: string, content: ReactElement): StaticPartHtml {
  return { key, html: keepForDocument(context, key, renderToStaticMarkup(content)) };
}

/** A static part whose markup is made already (the backend's HTML): kept as `staticPart` keeps it. */
export function staticPartHtml(context: AppLoadContext, key: string, html: string): StaticPartHtml {
  return { key, html: keepForDocument(context, key, html) };
}
