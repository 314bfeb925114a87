// Can the shop take changes right now? For /healthz: a database that is read-only, locked by another
// writer, or on a full disk cannot take an order, so the instance must leave the load balancer's pool.
import { statfsSync } from "node:fs";
import type { Database } from "better-sqlite3";

/** Below this much free space in the data folder a write (an order, its WAL frames) may fail. */
export const MIN_FREE_BYTES = 8 * 1024 * 1024;

export interface WritableCheck {
  writable: boolean;
  reason?: "read-only" | "not-writable" | "disk-full";
}

/**
 * Takes the write lock and writes a row in a scratch table inside a transaction that is rolled back
 * (nothing is kept), then checks the free space of the folder the database lives in: a rolled-back
 * write never reaches the disk, so a full disk shows only there.
 */
export function checkWritable(
  db: Database,
  dataDir: string | null,
  freeBytes: (dir: string) => number = (dir) => {
    const stats = statfsSync(dir);
    return stats.bavail * stats.bsize;
  },
): WritableCheck {
  if (db.readonly) return { writable: false, reason: "read-only" };
  try {
    db.exec("BEGIN IMMEDIATE");
    try {
      db.exec("CREATE TEMP TABLE IF NOT EXISTS health_probe (at INTEGER)");
      db.prepare("INSERT INTO health_probe (at) VALUES (?)").run(Date.now());
    } finally {
      db.exec("ROLLBACK");
    }
  } catch {
    return { writable: false, reason: "not-writable" };
  }
  if (dataDir) {
    try {
      if (freeBytes(dataDir) < MIN_FREE_BYTES) return { writable: false, reason: "disk-full" };
    } catch {
      return { writable: false, reason: "not-writable" };
    }
  }
  return { writable: true };
}
