// French and Italian as they are printed, as the storefront's own texts are (locales/fr-FR,
// locales/it-IT): the typographic apostrophe ’ in both, and in French a no-break space (U+00A0,
// the one the locale files use) before : ; ? ! and inside « ». Only the words a reader sees change:
// HTML tags with their attributes, entities, addresses (http://, 14:00) and codes are left as they
// are. The seed's texts are written this way; a shop seeded before gets them by migration
// (seed/typography-schema.ts), which uses `typeset` to know a text still as the seed wrote it.

/** U+00A0, the no-break space of the storefront's French texts. */
export const NBSP = "\u00a0";

const SPACE = "\\s\\u00a0\\u202f";
/** An HTML tag (with its attributes) or an entity: markup, never text to set. */
const MARKUP = /(<[^>]*>|&(?:#\d+|#x[\da-f]+|[a-z]+);)/i;

/** A straight apostrophe after a letter: l'eau, dell'ordine, un po'. */
const APOSTROPHE = /(?<=\p{L})'/gu;
/** A plain space (or none) before : ; ? ! that ends a clause: followed by a space, the end or a closing quote. */
const BEFORE_PUNCTUATION = new RegExp(`(?:(?<=[^${SPACE}\\d:;?!«(\\[/])| )([:;?!]+)(?=[${SPACE}»”)]|$)`, "g");
/** The same at the start of a text that follows an inline element or entity: "<strong>Note</strong>: …". */
const LEADING_PUNCTUATION = new RegExp(`^ ?([:;?!]+)(?=[${SPACE}»”)]|$)`);
/** Tags after which the text goes on in the same line. */
const INLINE_END = /^(?:<\/(?:a|b|strong|em|i|span|abbr|sup|sub|small)>|&)/i;

function setFrench(text: string): string {
  return text
    .replace(APOSTROPHE, "’")
    .replace(BEFORE_PUNCTUATION, `${NBSP}$1`)
    .replace(/« ?(?=\S)/g, `«${NBSP}`)
    .replace(/(?<=\S) ?»/g, `${NBSP}»`);
}

function setItalian(text: string): string {
  return text.replace(APOSTROPHE, "’");
}

/** French text that follows an inline element: its first colon belongs to the words before. */
function setFrenchAfterInline(text: string): string {
  return setFrench(text.replace(LEADING_PUNCTUATION, `${NBSP}$1`));
}

const SETTERS: Record<string, { set: (text: string) => string; afterInline: (text: string) => string }> = {
  fr: { set: setFrench, afterInline: setFrenchAfterInline },
  it: { set: setItalian, afterInline: setItalian },
};

/**
 * A text (plain or HTML) of store view language `lang` ("fr", "it"; the store code works too) as
 * that language prints it; any other language's text comes back as it is.
 */
export function typeset(lang: string, text: string): string {
  const setter = SETTERS[lang];
  if (!setter) return text;
  const parts = text.split(MARKUP);
  return parts
    .map((part, i) =>
      i % 2 === 1 ? part : i > 0 && INLINE_END.test(parts[i - 1]) ? setter.afterInline(part) : setter.set(part),
    )
    .join("");
}

/** What `typeset` would change in a text: "l'eau" and the like, for a test's message; [] when none. */
export function untypesetIn(lang: string, text: string): string[] {
  const found: string[] = [];
  const plain = text.split(MARKUP).filter((_, i) => i % 2 === 0);
  for (const part of plain) {
    const set = typeset(lang, part);
    if (set !== part) found.push(part.trim().slice(0, 120));
  }
  return found;
}
