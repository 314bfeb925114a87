// Cache tags handed from one process to another through the shop's database: the owner's command
// line (npm run shop) changes prices, stock, reviews and products on the same database as the
// running shop, which keeps pages in its own memory. The command queues the tags of what it changed;
// the shop takes them within a second and tells its page cache and the HTTP caches in front, as if
// the change had been its own. Of several workers (WEB_CONCURRENCY), one takes each row and passes
// it on to the others; a shop that was not running takes them when it starts (Varnish may still
// keep pages from before).
import type { Database } from "better-sqlite3";
import type { CacheInvalidation } from "./invalidation.js";
import { createInvalidationQueueRepository } from "./repository.js";

/** Queues `tags` for the running shop (space separated, as Surrogate-Key names them). */
export function queueInvalidation(db: Database, tags: readonly string[]): void {
  if (!tags.length) return;
  createInvalidationQueueRepository(db).queue([...new Set(tags)]);
}

/**
 * Takes the queued tags every `intervalMs` and tells `cacheTags`. The look is a read that takes no
 * lock; only a queue with rows is emptied, in one statement, so two workers never take a row twice.
 * The first look is one interval away, after the caller has subscribed its listeners. Answers a
 * function that stops it.
 */
export function takeQueuedInvalidations(db: Database, cacheTags: CacheInvalidation, intervalMs = 1_000): () => void {
  const queue = createInvalidationQueueRepository(db);
  const takeNow = () => {
    try {
      if (!queue.anyQueued()) return;
      cacheTags.invalidate(queue.takeAll());
    } catch (error) {
      // A busy or closing database: the rows stay queued for the next look.
      console.error("cache invalidation queue: could not take the queued tags", error);
    }
  };
  const timer = setInterval(takeNow, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
