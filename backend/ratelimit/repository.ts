// The shared state's rows in SQLite (ratelimit/shared-state.ts): single-use marks with an expiry
// (shared_keys) and the sweep of expired rate-limit counters (rate_limiter_counters, which
// rate-limiter-flexible's RateLimiterSQLite reads and writes itself).
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database, { type Database as SqliteDatabase } from "better-sqlite3";
import { SHARED_STATE_SQL } from "./schema.js";

export const COUNTERS_TABLE = "rate_limiter_counters";

/** A database file of its own for the shared state (WAL, busy_timeout), its tables made if absent. */
export function openSharedStateDatabase(path: string): SqliteDatabase {
  mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma("journal_mode = WAL");
  db.pragma("busy_timeout = 5000");
  db.exec(SHARED_STATE_SQL);
  return db;
}

export function createSharedKeysRepository(db: SqliteDatabase) {
  const claim = db.prepare(`INSERT INTO shared_keys (key, value, expires_at) VALUES (@key, @value, @expires)
    ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at
    WHERE shared_keys.expires_at <= @now`);
  const replace = db.prepare("INSERT OR REPLACE INTO shared_keys (key, value, expires_at) VALUES (?, ?, ?)");
  const read = db.prepare("SELECT value FROM shared_keys WHERE key = ? AND expires_at > ?").pluck();
  const remove = db.prepare("DELETE FROM shared_keys WHERE key = ?");
  const clean = db.prepare("DELETE FROM shared_keys WHERE expires_at <= ?");
  const cleanCounters = db.prepare(`DELETE FROM ${COUNTERS_TABLE} WHERE expire < ?`);
  // One write transaction from its start (BEGIN IMMEDIATE): two processes never both read "absent".
  const putIfAbsent = db.transaction((key: string, value: string, now: number, ttlMs: number): string => {
    claim.run({ key, value, expires: now + ttlMs, now });
    return read.get(key, now) as string;
  });
  return {
    /** Holds the value unless a live one is there; the value held afterwards. Throws when the database refuses. */
    putIfAbsent: (key: string, value: string, now: number, ttlMs: number) =>
      putIfAbsent.immediate(key, value, now, ttlMs),
    put: (key: string, value: string, expiresAt: number) => {
      replace.run(key, value, expiresAt);
    },
    get: (key: string, now: number) => read.get(key, now) as string | undefined,
    delete: (key: string) => {
      remove.run(key);
    },
    /** Forgets the marks and counters expired by `now`. */
    sweep: (now: number) => {
      clean.run(now);
      cleanCounters.run(now);
    },
  };
}
