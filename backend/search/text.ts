// Text analysis shared by the index builder and the query side: both must cut and fold words the
// same way, or a word in the index could never be found by the word a shopper types.
import { stemmer as english } from "@orama/stemmers/english";
import { stemmer as german } from "@orama/stemmers/german";
import { stemmer as spanish } from "@orama/stemmers/spanish";
import { stemmer as french } from "@orama/stemmers/french";
import { stemmer as italian } from "@orama/stemmers/italian";

/** Snowball stemmers by store view language; a language without one is searched unstemmed. */
const STEMMERS: Record<string, (word: string) => string> = {
  en: english,
  de: german,
  es: spanish,
  fr: french,
  it: italian,
};

/** Letters and digits make words; everything else (FTS5 syntax included) only separates them. */
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Lower case with the accents removed, as FTS5's `unicode61 remove_diacritics 2` folds the index;
 * ß becomes ss because FTS5 keeps it and German shoppers type "ss".
 */
export function fold(word: string): string {
  return word
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .replace(/ß/g, "ss");
}

/** The words of a text, lower-cased with their accents (the stemmers need them), HTML tags dropped. */
export function surfaceWords(text: string | null | undefined): string[] {
  if (!text) return [];
  const plain = text
    .replace(/<[^>]*>/g, " ")
    .replace(/&[a-z]+;|&#\d+;/gi, " ")
    .toLowerCase()
    .normalize("NFC");
  return plain.match(WORD) ?? [];
}

/** Folded words of a text (what FTS5 stores for it). */
export function words(text: string | null | undefined): string[] {
  return surfaceWords(text).map(fold);
}

export type Stem = (surfaceWord: string) => string;

/** The stemmer of a language, returning a folded stem (the identity where there is none). */
export function stemmerFor(lang: string): Stem {
  const stem = STEMMERS[lang];
  if (!stem) return fold;
  return (word) => {
    const s = fold(stem(word));
    // a stem of one letter would prefix-match half the vocabulary
    return s.length >= 2 ? s : fold(word);
  };
}

/** The stems of a text that differ from its words (the stems column); the words themselves are elsewhere. */
export function extraStems(text: string | null | undefined, stem: Stem): string[] {
  const out: string[] = [];
  for (const w of surfaceWords(text)) {
    const s = stem(w);
    if (s !== fold(w)) out.push(s);
  }
  return out;
}
