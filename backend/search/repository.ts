// The search index's reads (search/schema.ts builds it): FTS5 matches ranked by bm25 with the
// columns' weights, each store view's vocabulary and texts (a range of rowids), its generation.
import type { Database } from "better-sqlite3";
import { COLUMNS, SEARCH_TABLE, VOCAB_TABLE, WORD_COLUMNS } from "./schema.js";

export interface Hit {
  product_id: number;
  name: string;
  name_stems: string;
  sku: string;
  score: number;
}

const WEIGHTS = COLUMNS.map(([, w]) => w.toFixed(1)).join(", ");

/** One store view's rows of the index. */
export interface RowidRange {
  low: number;
  high: number;
}

export function createSearchRepository(db: Database) {
  const match = db.prepare(`SELECT product_id, name, name_stems, sku, bm25(${SEARCH_TABLE}, ${WEIGHTS}) AS score
      FROM ${SEARCH_TABLE} WHERE ${SEARCH_TABLE} MATCH @q AND rowid BETWEEN @low AND @high`);
  const generation = db.prepare("SELECT generation FROM search_index_state WHERE id = 1").pluck();
  const vocabularyRows = db.prepare(`SELECT term, col, COUNT(DISTINCT doc) AS docs FROM ${VOCAB_TABLE}
      WHERE doc BETWEEN @low AND @high GROUP BY term, col`);
  const storeTexts = db.prepare(`SELECT ${WORD_COLUMNS.join(", ")} FROM ${SEARCH_TABLE}
      WHERE rowid BETWEEN @low AND @high`);

  return {
    /** The products matching an FTS5 expression in the store view's rows, with their bm25 score. */
    match: (expression: string, range: RowidRange) => match.all({ q: expression, ...range }) as Hit[],
    /** Bumped by every rebuild of the index. */
    generation: () => generation.get() as number,
    /** Each indexed term of the store view's rows, per column, with how many products hold it. */
    vocabulary: (range: RowidRange) => vocabularyRows.all(range) as Array<{ term: string; col: string; docs: number }>,
    /** The word columns' texts of the store view's rows. */
    storeTexts: (range: RowidRange) => storeTexts.all(range) as Array<Record<string, string>>,
  };
}
