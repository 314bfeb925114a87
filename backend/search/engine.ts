// Product search over the FTS5 index (schema.ts): every word must match (by prefix, by its stem, or
// within a typo or two of an indexed word), bm25 with column weights orders the hits, and name
// matches come first. "Did you mean" proposes corrected queries that do find products.
import type { Database } from "better-sqlite3";
import { allowedTypos, editDistance } from "./distance.js";
import { createSearchRepository, type Hit } from "./repository.js";
import { COLUMNS, WORD_COLUMNS, rowidRange } from "./schema.js";
import { fold, stemmerFor, surfaceWords, words } from "./text.js";

/** What a search needs of a store view. */
export interface SearchStore {
  id: number;
  code: string;
  lang: string;
}

/** Longer input is cut: nobody types more, and each word costs a vocabulary pass. */
const MAX_CHARS = 256;
const MAX_WORDS = 10;
/** Typo corrections tried per word (the closest first), and "did you mean" answers at most. */
const MAX_CORRECTIONS = 5;
const MAX_SUGGESTIONS = 3;
/** Corrected queries "did you mean" tries before it gives up. */
const MAX_TRIES = 30;
/** Typo corrections remembered per index build: a shop's hot searches, bounded against floods. */
export const REMEMBERED_CORRECTIONS = 5000;

interface QueryWord {
  /** as typed, lower case (what a suggestion shows for a word kept as it was) */
  surface: string;
  /** folded */
  raw: string;
  /** folded stem ("shakers" -> "shaker") */
  stem: string;
}

interface VocabularyTerm {
  term: string;
  /** how the shop writes it ("créatine"): suggestions show this */
  surface: string;
  docs: number;
  /** the highest bm25 weight of a column it is in: a name word is a better correction than a description word */
  weight: number;
}

interface Vocabulary {
  /** every indexed term, sorted: "is this word (a prefix of) something we have?" */
  all: string[];
  /** shoppers' words (no SKU parts, no stems): typo candidates and suggestions */
  words: VocabularyTerm[];
}

const WEIGHT_OF = new Map<string, number>(COLUMNS.map(([c, w]) => [c, w]));
const WORD_COLUMN_SET = new Set<string>(WORD_COLUMNS);
/** The weight of a word found in descriptions only. */
const DESCRIPTION_WEIGHT = WEIGHT_OF.get("description") ?? 1;

/** An FTS5 string literal: the text is data, never syntax (our words hold no quote, but be sure). */
const literal = (term: string) => `"${term.replace(/"/g, '""')}"`;

export type SearchEngine = ReturnType<typeof createSearchEngine>;

export function createSearchEngine(db: Database) {
  const index = createSearchRepository(db);

  // The vocabulary of each store view, read once per index build: the rebuild bumps the generation.
  let cachedGeneration = -1;
  const vocabularies = new Map<string, Vocabulary>();
  // A word's corrections scan the whole vocabulary (an edit distance per term): the same words come
  // back search after search ("wehy"), so their answers are kept, per vocabulary, until the rebuild.
  const remembered = new Map<Vocabulary, Map<string, VocabularyTerm[]>>();

  function vocabulary(store: SearchStore): Vocabulary {
    const current = index.generation();
    if (current !== cachedGeneration) {
      vocabularies.clear();
      remembered.clear();
      cachedGeneration = current;
    }
    let v = vocabularies.get(store.code);
    if (!v) {
      v = loadVocabulary(store);
      vocabularies.set(store.code, v);
    }
    return v;
  }

  function loadVocabulary(store: SearchStore): Vocabulary {
    const range = rowidRange(store.id);
    const surface = new Map<string, string>();
    for (const row of index.storeTexts(range)) {
      for (const column of WORD_COLUMNS) {
        for (const w of surfaceWords(row[column])) if (!surface.has(fold(w))) surface.set(fold(w), w);
      }
    }
    const all = new Set<string>();
    const byTerm = new Map<string, VocabularyTerm>();
    for (const r of index.vocabulary(range)) {
      all.add(r.term);
      // numbers and one-letter terms make poor corrections ("1kg" for "1lg" helps nobody)
      if (!WORD_COLUMN_SET.has(r.col) || r.term.length < 2 || /\d/.test(r.term)) continue;
      const weight = WEIGHT_OF.get(r.col) ?? 0;
      const t = byTerm.get(r.term);
      if (t) {
        t.docs = Math.max(t.docs, r.docs);
        t.weight = Math.max(t.weight, weight);
      } else {
        byTerm.set(r.term, { term: r.term, surface: surface.get(r.term) ?? r.term, docs: r.docs, weight });
      }
    }
    return { all: [...all].sort(), words: [...byTerm.values()] };
  }

  /** Does some indexed term start with `prefix`? (binary search in the sorted vocabulary) */
  function known(v: Vocabulary, prefix: string): boolean {
    let lo = 0;
    let hi = v.all.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (v.all[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo < v.all.length && v.all[lo].startsWith(prefix);
  }

  /**
   * Vocabulary words within `max` edits of the word (or, while `typing`, of the start of a longer
   * word), closest first.
   */
  function corrections(v: Vocabulary, word: string, max: number, limit: number, typing = true): VocabularyTerm[] {
    if (max <= 0) return [];
    let answers = remembered.get(v);
    if (!answers) remembered.set(v, (answers = new Map()));
    const key = `${max}\u0000${limit}\u0000${typing ? 1 : 0}\u0000${word}`;
    let answer = answers.get(key);
    if (!answer) {
      answer = scanCorrections(v, word, max, limit, typing);
      if (answers.size >= REMEMBERED_CORRECTIONS) answers.delete(answers.keys().next().value as string);
      answers.set(key, answer);
    }
    return answer;
  }

  function scanCorrections(v: Vocabulary, word: string, max: number, limit: number, typing: boolean): VocabularyTerm[] {
    const found: Array<{ t: VocabularyTerm; d: number; whole: boolean }> = [];
    for (const t of v.words) {
      if (t.term === word) continue;
      let d = editDistance(word, t.term, max);
      let whole = true;
      // a word still being typed: "protie" is one swap from the start of "protein"
      if (d === Infinity && typing && word.length >= 5 && t.term.length > word.length) {
        d = editDistance(word, t.term, max, true);
        whole = false;
      }
      if (d !== Infinity) found.push({ t, d, whole });
    }
    found.sort(
      (a, b) =>
        a.d - b.d ||
        Number(b.whole) - Number(a.whole) ||
        b.t.weight - a.t.weight ||
        b.t.docs - a.t.docs ||
        (a.t.term < b.t.term ? -1 : 1),
    );
    return found.slice(0, limit).map((f) => f.t);
  }

  function queryWords(store: SearchStore, text: string): QueryWord[] {
    const stem = stemmerFor(store.lang);
    return surfaceWords(text.slice(0, MAX_CHARS))
      .filter((w) => fold(w).length >= 2) // one letter would match half the catalogue
      .slice(0, MAX_WORDS)
      .map((w) => ({ surface: w, raw: fold(w), stem: stem(w) }));
  }

  /** Runs the words as one FTS5 query (every word must match); product id -> relevance, higher first. */
  function run(store: SearchStore, v: Vocabulary, query: QueryWord[]): Map<number, number> {
    const result = new Map<number, number>();
    if (!query.length) return result;
    const typoTerms = query.map((w) => {
      if (known(v, w.raw) || known(v, w.stem)) return [];
      const near = corrections(v, w.raw, allowedTypos(w.raw), MAX_CORRECTIONS);
      // "shakrs" is two edits from "shaker", its stem "shakr" one
      return near.length || w.stem === w.raw ? near : corrections(v, w.stem, allowedTypos(w.stem), MAX_CORRECTIONS);
    });
    const expression = query
      .map((w, i) => {
        const alternatives = new Set([`${literal(w.raw)}*`, `${literal(w.stem)}*`]);
        for (const t of typoTerms[i]) alternatives.add(literal(t.term));
        return `(${[...alternatives].join(" OR ")})`;
      })
      .join(" AND ");
    let hits: Hit[];
    try {
      hits = index.match(expression, rowidRange(store.id));
    } catch {
      // The expression is built from letters and digits only; should FTS5 still refuse it, the
      // shopper gets "no results", never an error.
      return result;
    }
    const typos = typoTerms.map((terms) => new Set(terms.map((t) => t.term)));
    for (const hit of hits) {
      const tier = tierOf(query, typos, hit);
      result.set(Number(hit.product_id), tier * 1000 + Math.min(999, -hit.score));
    }
    return result;
  }

  return {
    /** Products matching every word of `text` in the store view's language: id -> relevance. */
    search(store: SearchStore, text: string): Map<number, number> {
      return run(store, vocabulary(store), queryWords(store, text));
    },

    /**
     * Up to three corrected queries that find products, closest first: unknown words replaced by the
     * nearest shop words (further than the search's own typo tolerance), words with none dropped.
     */
    didYouMean(store: SearchStore, text: string): string[] {
      const v = vocabulary(store);
      const query = queryWords(store, text);
      if (!query.length) return [];
      const stem = stemmerFor(store.lang);
      // each word's choices with their cost: a known word kept (0), an unknown one corrected (its
      // edits), any dropped (3)
      const choices = query.map((w) => {
        const options: Array<{ word: string | null; cost: number }> = [];
        if (known(v, w.raw) || known(v, w.stem)) {
          options.push({ word: w.surface, cost: 0 });
        } else if (w.raw.length >= 3) {
          // one edit more than the search allows (it already tried those), two letters too few to guess
          // whole words only: the search already tried the typed word as the start of a longer one
          for (const t of corrections(v, w.raw, allowedTypos(w.raw) + 1, 3, false)) {
            const edits = editDistance(w.raw, t.term, 3);
            // A word only a description has ("let" in "let it fizz") is a fair guess one slip away,
            // noise two away: "alert" is not a search for it.
            if (t.weight <= DESCRIPTION_WEIGHT && edits > 1) continue;
            options.push({ word: t.surface, cost: edits + 0.5 });
          }
        }
        if (query.length > 1) options.push({ word: null, cost: 3 });
        return options;
      });
      const combos = cheapestFirst(choices);
      const typed = query.map((w) => w.raw).join(" ");
      const out: string[] = [];
      let tries = 0;
      for (const combo of combos) {
        if (out.length >= MAX_SUGGESTIONS || tries >= MAX_TRIES) break;
        const chosen = combo.filter((w): w is string => w !== null);
        const candidate = chosen.join(" ");
        if (!chosen.length || fold(candidate) === typed || out.includes(candidate)) continue;
        tries++;
        const corrected = chosen.map((w) => ({ surface: w, raw: fold(w), stem: stem(w) }));
        if (run(store, v, corrected).size) out.push(candidate);
      }
      return out;
    },
  };
}

/**
 * The rank of a hit before bm25: 5 a SKU typed whole, 4 the name exactly, 3 every word a whole word
 * (or stem) of the name, 2 every word in the name at all (prefix or typo), 1 some, 0 none. So a name
 * match beats a description however often that repeats the word.
 */
function tierOf(query: QueryWord[], typos: Array<Set<string>>, hit: Hit): number {
  const skus = hit.sku.split(" | ").map((s) => s.slice(s.lastIndexOf(" ") + 1));
  if (skus.includes(query.map((w) => w.raw).join(""))) return 5;
  const nameWords = words(hit.name);
  if (nameWords.join(" ") === query.map((w) => w.raw).join(" ")) return 4;
  const nameTerms = new Set([...nameWords, ...hit.name_stems.split(" ")]);
  if (query.every((w) => nameTerms.has(w.raw) || nameTerms.has(w.stem))) return 3;
  const inName = query.map(
    (w, i) =>
      nameWords.some((n) => n.startsWith(w.raw) || typos[i].has(n)) || [...nameTerms].some((n) => n.startsWith(w.stem)),
  );
  return inName.every(Boolean) ? 2 : inName.some(Boolean) ? 1 : 0;
}

/** Every combination of one choice per word, the cheapest first (a few hundred at most). */
function cheapestFirst(choices: Array<Array<{ word: string | null; cost: number }>>): Array<Array<string | null>> {
  let combos: Array<{ words: Array<string | null>; cost: number }> = [{ words: [], cost: 0 }];
  for (const options of choices) {
    const next: typeof combos = [];
    for (const c of combos) for (const o of options) next.push({ words: [...c.words, o.word], cost: c.cost + o.cost });
    // keep the cheapest partial combinations only, so ten words do not make millions
    combos = next.sort((a, b) => a.cost - b.cost).slice(0, 200);
  }
  return combos.map((c) => c.words);
}
