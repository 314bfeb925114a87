// CMS HTML as the shop shows it: what a merchant wrote in the backend's editor (cmsPage content,
// cmsBlocks), with Magento's directives resolved and everything else passed through an allow-list
// sanitiser (sanitize-html): no scripts, no event handler attributes, no javascript: links, no styles.
//   {{media url="wysiwyg/x.jpg"}}       -> /media/wysiwyg/x.jpg
//   {{store url="about-us"}}            -> the store view's address (/de/about-us)
//   {{store direct_url="about-us"}}     -> the same
//   {{widget ...}} and anything unknown -> dropped
// CMS uploads (cms-data/uploads/..., from the editor's own host or Magento's pub/media) are served
// from /media/cms-data/uploads/... (SPEC §2).
import sanitizeHtml from "sanitize-html";
import type { AppLoadContext } from "@remix-run/node";
import { storePath, type StoreView } from "~/i18n/store-views";
import { keepQuantitiesTogether } from "~/i18n/units";
import { keepForDocument } from "~/shell/document-html.server";
import type { CmsHtmlView } from "./cms-html";

const DIRECTIVE = /\{\{\s*(\w+)([^}]*)\}\}/g;

/** A directive's parameters: name="value", name='value' or name=value (quotes may arrive as &quot;). */
function params(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const decoded = text.replace(/&quot;/g, '"').replace(/&#0?39;|&apos;/g, "'");
  for (const m of decoded.matchAll(/(\w+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"']+))/g)) {
    out[m[1]] = m[2] ?? m[3] ?? m[4] ?? "";
  }
  return out;
}

const clean = (path: string) => path.replace(/^\/+/, "");

/** Magento's template directives, resolved for the store view; unknown ones (and widgets) leave nothing. */
export function resolveDirectives(html: string, storeView: StoreView): string {
  return html.replace(DIRECTIVE, (_, name: string, rest: string) => {
    const p = params(rest);
    if (name === "media" && p.url) return `/media/${clean(p.url)}`;
    if (name === "store") {
      const target = p.direct_url ?? p.url;
      if (target !== undefined) return storePath(storeView, `/${clean(target)}`);
    }
    return "";
  });
}

const UPLOADS = /^(?:https?:\/\/[^/]+)?\/?(?:pub\/)?(?:media\/)?cms-data\/uploads\//i;

/** An address of a CMS upload, on the shop's media path; anything else unchanged. */
export const mediaAddress = (url: string) => url.replace(UPLOADS, "/media/cms-data/uploads/");

const OPTIONS: sanitizeHtml.IOptions = {
  // A number and its unit stay on one line in the merchant's text too (never in an attribute).
  textFilter: keepQuantitiesTogether,
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "img", "picture", "source", "figure", "figcaption"],
  allowedAttributes: {
    "*": ["class", "id", "lang", "dir"],
    a: ["href", "title", "rel", "target", "hreflang"],
    img: ["src", "srcset", "sizes", "alt", "title", "width", "height", "loading", "decoding", "fetchpriority"],
    source: ["srcset", "sizes", "type", "media", "width", "height"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan", "scope"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href", "src", "srcset"],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ? mediaAddress(attribs.href) : attribs.href;
      const external = attribs.target === "_blank";
      return {
        tagName,
        attribs: { ...attribs, ...(href ? { href } : {}), ...(external ? { rel: "noopener noreferrer" } : {}) },
      };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: {
        loading: "lazy",
        decoding: "async",
        ...attribs,
        ...(attribs.src ? { src: mediaAddress(attribs.src) } : {}),
      },
    }),
  },
};

/** The merchant's HTML, directives resolved and sanitised: safe to put in the page as it is. */
export function renderCmsHtml(html: string | null | undefined, storeView: StoreView): string {
  if (!html) return "";
  return sanitizeHtml(resolveDirectives(html, storeView), OPTIONS).trim();
}

/**
 * The fragment as a page's loader data carries it: rendered, and for a document request kept out of
 * the data (the document has it; the component reads it back, see CmsHtml).
 */
export function cmsHtmlForPage(
  context: AppLoadContext,
  key: string,
  html: string | null | undefined,
  storeView: StoreView,
): CmsHtmlView {
  const rendered = renderCmsHtml(html, storeView);
  if (!rendered) return { key, html: null, inDocument: false };
  const kept = keepForDocument(context, key, rendered);
  return { key, html: kept, inDocument: kept === null };
}
