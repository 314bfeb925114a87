// A category description's plain-text preview: the HTML's text, trimmed to the store's
// category_description_length on a word boundary. Pure: the category page and its tests use it.

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/**
 * The text of an HTML fragment, its whitespace collapsed (block ends read as spaces). A no-break
 * space stays one: French "chargés : " must not break before its colon.
 */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === "#") {
        const code = name[1]?.toLowerCase() === "x" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : " ";
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/[^\S\u00a0]+/g, " ")
    .trim();
}

/**
 * The first `maxLength` characters of the text, cut after the last whole word (with "…"), and
 * whether anything was cut. A length of 0 or less means the store shows no preview: the whole text.
 */
export function descriptionPreview(html: string, maxLength: number): { preview: string; truncated: boolean } {
  const text = plainText(html);
  const chars = Array.from(text);
  if (maxLength <= 0 || chars.length <= maxLength) return { preview: text, truncated: false };
  const cut = chars.slice(0, maxLength + 1).join("");
  const boundary = cut.lastIndexOf(" ");
  const head = (boundary > 0 ? cut.slice(0, boundary) : chars.slice(0, maxLength).join("")).replace(/[\s,;:.–-]+$/, "");
  return { preview: `${head}…`, truncated: true };
}
