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
//
// This connection's writes are asked for before every read (a cheap counter). Another connection's
// commits are asked for once per synchronous run (a microtask clears the mark), so at most once per
// turn of the event loop: within one synchronous run of this process a commit that lands elsewhere is
// indistinguishable from one that landed just after it, and the pragma costs ten times the counter
// (about 4 against 0.4 microseconds), on hundreds of reads a page.
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
  const ownChanges = db.prepare("SELECT total_changes()").pluck();
  const othersCommits = db.prepare("PRAGMA data_version").pluck();
  const entries = new Map<string, unknown>();
  let seenOwn: unknown;
  let seenOthers: unknown;
  let othersAskedThisTurn = false;

  function forgetIfChanged() {
    if (!othersAskedThisTurn) {
      othersAskedThisTurn = true;
      queueMicrotask(() => (othersAskedThisTurn = false));
      const others = othersCommits.get();
      if (others !== seenOthers) {
        entries.clear();
        seenOthers = others;
      }
    }
    const own = ownChanges.get();
    if (own === seenOwn) return;
    entries.clear();
    seenOwn = own;
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
