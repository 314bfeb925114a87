// Rows that are read far more often than written (the catalogue: products, categories, media,
// attributes), kept between requests for as long as the database has not changed. A product page
// asks for the same product rows in several GraphQL requests (the page, its reviews, its
// cross-sells), and every anonymous visitor for the same ones again.
//
// "Not changed" is SQLite's own answer, so no writer has to remember to tell the cache: PRAGMA
// data_version moves when another connection (another worker process, a command-line tool) commits,
// and total_changes() when this connection writes. Any write at all empties the cache; that is
// coarse, but never stale, and catalogue pages are read in long runs without writes between them.
// ADR 0061.
import type { Database } from "better-sqlite3";

export interface ReadCache {
  /**
   * The value `load` gives for `key`, from the cache while the database is unchanged. The value is
   * frozen (arrays and their rows, one level deep): callers share it and must not change it.
   */
  read<T>(key: string, load: () => T): Readonly<T>;
}

/** How many answers a cache keeps at most; the oldest goes first. */
const DEFAULT_MAX_ENTRIES = 2000;

export function createReadCache(db: Database, maxEntries = DEFAULT_MAX_ENTRIES): ReadCache {
  const stamp = db.prepare("SELECT data_version || ':' || total_changes() FROM pragma_data_version").pluck();
  const entries = new Map<string, unknown>();
  let version = "";

  function forgetIfChanged() {
    const now = stamp.get() as string;
    if (now === version) return;
    entries.clear();
    version = now;
  }

  return {
    read(key, load) {
      forgetIfChanged();
      if (entries.has(key)) return entries.get(key) as Readonly<ReturnType<typeof load>>;
      const value = frozen(load());
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, value);
      return value;
    },
  };
}

function frozen<T>(value: T): T {
  if (Array.isArray(value)) for (const item of value) if (item && typeof item === "object") Object.freeze(item);
  if (value && typeof value === "object") Object.freeze(value);
  return value;
}
