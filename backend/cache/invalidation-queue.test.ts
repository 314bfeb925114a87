// The queue of cache tags between processes on one database: what one process queues, exactly one
// of the processes taking from it hears, once, a second later at the most.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { backendOnDisk } from "../../tests/support/backend-helpers.js";
import { queueInvalidation, takeQueuedInvalidations } from "./invalidation-queue.js";

const opened: EmbeddedBackend[] = [];
const stops: Array<() => void> = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  opened.splice(0).forEach((backend) => backend.close());
});

function processesOnOneDatabase(count: number): EmbeddedBackend[] {
  const dataDir = mkdtempSync(join(tmpdir(), "invalidation-queue-"));
  for (let i = 0; i < count; i++) opened.push(backendOnDisk(dataDir));
  return opened;
}

it("hands each queued row to exactly one of the processes taking, and to none twice", async () => {
  const [owner, workerA, workerB] = processesOnOneDatabase(3);
  const heard = { a: [] as string[], b: [] as string[] };
  workerA.cacheTags.subscribe((tags) => heard.a.push(...tags));
  workerB.cacheTags.subscribe((tags) => heard.b.push(...tags));
  stops.push(takeQueuedInvalidations(workerA.db, workerA.cacheTags, 10));
  stops.push(takeQueuedInvalidations(workerB.db, workerB.cacheTags, 10));

  for (let i = 1; i <= 20; i++) queueInvalidation(owner.db, [`cat_p_${i}`, `cat_p_${i}`, "cat_c_3"]);
  await expect.poll(() => [...heard.a, ...heard.b].filter((tag) => tag.startsWith("cat_p_")).length).toBe(20);
  await new Promise((resolve) => setTimeout(resolve, 50));
  const products = [...heard.a, ...heard.b].filter((tag) => tag.startsWith("cat_p_"));
  expect(products.sort()).toEqual(Array.from({ length: 20 }, (_, i) => `cat_p_${i + 1}`).sort());
});

it("queues nothing for no tags, and tells nothing before its first look", async () => {
  const [owner, shop] = processesOnOneDatabase(2);
  queueInvalidation(owner.db, []);
  expect(owner.db.prepare("SELECT COUNT(*) FROM cache_invalidation_queue").pluck().get()).toBe(0);
  queueInvalidation(owner.db, ["cms_p_2"]);
  const heard: string[][] = [];
  stops.push(takeQueuedInvalidations(shop.db, shop.cacheTags, 30));
  // Subscribed after the start, yet before the first look: it still hears the row.
  shop.cacheTags.subscribe((tags) => heard.push([...tags]));
  await expect.poll(() => heard).toEqual([["cms_p_2"]]);
});
