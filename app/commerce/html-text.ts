// Magento keeps short texts as HTML (short_description); a list shows them as plain text, escaped by
// React like any other text, so no shop markup reaches the page as markup.

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** The text of an HTML fragment: tags dropped, entities decoded, white space collapsed. */
export function plainTextOf(html: string | null | undefined): string {
  if (!html) return "";
  return (
    html
      .replace(/<[^>]*>/g, " ")
      // collapsed before entities are decoded: a written &nbsp; stays a non-breaking space
      .replace(/\s+/g, " ")
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
        if (code[0] === "#") {
          const point = code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : Number(code.slice(1));
          return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : entity;
        }
        return ENTITIES[code.toLowerCase()] ?? entity;
      })
      .trim()
  );
}
