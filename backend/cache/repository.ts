// The queue of cache tags one process hands to another through the shop's database.
import type { Database } from "better-sqlite3";

export type InvalidationQueueRepository = ReturnType<typeof createInvalidationQueueRepository>;

export function createInvalidationQueueRepository(db: Database) {
  const insert = db.prepare("INSERT INTO cache_invalidation_queue (tags) VALUES (?)");
  const anyRow = db.prepare("SELECT 1 FROM cache_invalidation_queue LIMIT 1").pluck();
  const takeRows = db.prepare("DELETE FROM cache_invalidation_queue RETURNING tags").pluck();
  return {
    /** Queues a change's tags, space separated (as Surrogate-Key names them). */
    queue: (tags: readonly string[]) => void insert.run(tags.join(" ")),
    /** A read that takes no lock. */
    anyQueued: () => Boolean(anyRow.get()),
    /** Every queued row's tags, the rows deleted in the same statement. */
    takeAll: () => (takeRows.all() as string[]).flatMap((row) => row.split(" ")),
  };
}
