// A CMS fragment (a page's content, a block), sanitised on the server. Its HTML is in the document
// once: React keeps the server's markup at hydration and does not render it from component code.
// With JavaScript, a click on a link to one of the shop's own pages navigates in place (one
// delegated listener; modified clicks, new tabs and downloads stay the browser's).
import { useEffect, useRef } from "react";
import { useNavigate } from "@remix-run/react";
import { useDocumentHtml } from "~/components/ui/document-html";
import type { CmsHtmlView } from "./cms-html";

function ownPageLink(event: MouseEvent, container: HTMLElement): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || !container.contains(link)) return null;
  const href = link.getAttribute("href") ?? "";
  if (!href.startsWith("/") || href.startsWith("//") || link.target || link.hasAttribute("download")) return null;
  return href;
}

export function CmsHtml({ view, className }: { view: CmsHtmlView; className?: string }) {
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  const html = useDocumentHtml(view.key, view.html, view.inDocument);
  const shown = html !== null;
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const onClick = (event: MouseEvent) => {
      const href = ownPageLink(event, container);
      if (!href) return;
      event.preventDefault();
      navigate(href);
    };
    container.addEventListener("click", onClick);
    return () => container.removeEventListener("click", onClick);
  }, [navigate, shown]);
  if (html === null) return null;
  return <div ref={ref} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
