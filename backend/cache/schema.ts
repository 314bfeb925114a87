// The queue of cache tags from the owner's command line to the running shop
// (backend/cache/invalidation-queue.ts): a row per change, taken and deleted by the shop.
import type { Database } from "better-sqlite3";

export function invalidationQueueMigration(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS cache_invalidation_queue (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      tags TEXT NOT NULL,
      queued_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    );
  `);
}
