// Every product's own description and short description (Magento's `description` and
// `short_description`, both HTML), per language, by parent SKU; the meta description is made from the
// description. The seed writes them; migration 25 brings them to a database seeded before.
import type { Lang } from "../seed/catalog-data.js";
import { OTHER_DESCRIPTIONS } from "../seed/catalog-copy/product-descriptions-other.js";
import type { ProductDescription } from "./product-description.js";
import { SUPPLEMENT_DESCRIPTIONS } from "../seed/catalog-copy/product-descriptions-supplements.js";
import { NBSP } from "../shared/typography.js";

export type { ProductDescription } from "./product-description.js";

/** parent SKU -> its texts (variants keep the seed's own texts) */
export const PRODUCT_DESCRIPTIONS: Record<string, ProductDescription> = {
  ...SUPPLEMENT_DESCRIPTIONS,
  ...OTHER_DESCRIPTIONS,
};

/** The longest meta description search engines show whole. */
export const META_DESCRIPTION_MAX = 155;

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const decodeEntities = (text: string) =>
  text
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");

/** The short description as Magento keeps it: HTML, one paragraph. */
export function shortDescriptionHtml(short: string): string {
  return `<p>${escapeHtml(short)}</p>`;
}

/**
 * A meta description from a description's HTML: plain text, each paragraph and list item a sentence,
 * at most `max` characters. Longer text ends after its last whole sentence when that fills at least
 * half the room, else at a word boundary with "…", never on a dangling comma, colon or dash.
 */
export function metaDescriptionOf(html: string, max = META_DESCRIPTION_MAX): string {
  const text = html
    .split(/<\/(?:p|li|ul)>/i)
    .map((part) =>
      decodeEntities(part.replace(/<[^>]+>/g, " "))
        // a run with a no-break space keeps it: French "protéines : " must not break before its colon
        .replace(/\s+/g, (run) => (run.includes(NBSP) ? NBSP : " "))
        .trim(),
    )
    .filter(Boolean)
    .map((part) => (/[.!?…:]$/.test(part) ? part : `${part}.`).replace(/\s*:$/, "."))
    .join(" ");
  if (text.length <= max) return text;
  const room = text.slice(0, max + 1);
  const sentenceEnd = Math.max(...[". ", "! ", "? "].map((end) => room.lastIndexOf(end)));
  if (sentenceEnd + 1 >= max / 2) return text.slice(0, sentenceEnd + 1);
  const cut = text.slice(0, max).lastIndexOf(" ");
  const words = text.slice(0, cut > 0 ? cut : max - 1).replace(/[\s,;:.!?–—\-(/]+$/u, "");
  return `${words}…`;
}

/** The three texts a product's row gets in one language. */
export function productTexts(
  description: ProductDescription,
  lang: Lang,
): { description: string; short_description: string; meta_description: string } {
  return {
    description: description.description[lang],
    short_description: shortDescriptionHtml(description.short[lang]),
    meta_description: metaDescriptionOf(description.description[lang]),
  };
}
