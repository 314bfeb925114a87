// A static part: markup that never changes in the browser (a product's tab contents, its review
// summary, the breadcrumbs, the footer's links), rendered on the server only. Its components live in
// `.server.tsx` modules, so their code never reaches the browser; the loader renders them to a
// string (app/shell/static-part.server.ts) and hands the page a `StaticPartHtml`.
//
// For a document request the string is in the document once, not again in the data the page
// hydrates from: the loader keeps it for the server's render (app/components/ui/document-html.tsx)
// and React, hydrating an element whose dangerouslySetInnerHTML is "", keeps what the server put in
// it. A client-side navigation or a revalidation carries the string in its data, which replaces the
// element's contents. Without new markup the element keeps the value it was last rendered with, so a
// render of the page around it (one right after hydration, say) leaves its contents alone: a new
// value would make React rebuild them from the string, closing what the shopper had opened in them.
// An element mounted again later without new markup (a footer after a page without one) shows what
// the part last showed in this browser.
//
// The links inside are plain anchors (no router in a string): a click on one of the shop's own
// addresses still becomes a client-side navigation, as a <Link> would.
import { useContext, useEffect, useRef, useState, type HTMLAttributes, type MouseEvent, type RefObject } from "react";
import { useNavigate } from "@remix-run/react";
import { DocumentHtmlContext } from "./document-html";

/** What a loader hands the page for a static part: its key, and its markup unless in the document. */
export interface StaticPartHtml {
  key: string;
  /** The markup; null when it is in the document instead (a document request's loader data). */
  html: string | null;
}

type StaticPartProps = Omit<HTMLAttributes<HTMLElement>, "part"> & {
  part: StaticPartHtml;
  /** The element that holds the markup (its attributes are the component's, its contents the part). */
  as?: "div" | "ul" | "nav" | "p" | "section" | "fieldset" | "header";
};

/** In the browser: the markup each part last showed, by key. */
const shown = new Map<string, string>();

export function StaticPart({ part, as = "div", ...attributes }: StaticPartProps) {
  const kept = useContext(DocumentHtmlContext);
  const navigate = useNavigate();
  const element = useRef<HTMLElement>(null);
  // The value the element was last rendered with; a render without new markup keeps it.
  const [last, setLast] = useState(() => kept?.get(part.key) ?? shown.get(part.key) ?? "");
  if (part.html !== null && part.html !== last) setLast(part.html);
  const html = part.html ?? last;
  useEffect(() => {
    if (element.current) shown.set(part.key, element.current.innerHTML);
  });
  const Element = as;
  return (
    <Element
      {...attributes}
      ref={element as RefObject<never>}
      onClick={(event: MouseEvent<HTMLElement>) => followOwnLink(event, navigate)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** A plain click on a link to one of the shop's pages navigates client-side, as a <Link> would. */
function followOwnLink(event: MouseEvent<HTMLElement>, navigate: (to: string) => void) {
  const link = (event.target as Element).closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || link.target || link.hasAttribute("download"))
    return;
  if (link.origin !== window.location.origin || (link.hash && link.pathname === window.location.pathname)) return;
  event.preventDefault();
  navigate(`${link.pathname}${link.search}${link.hash}`);
}
