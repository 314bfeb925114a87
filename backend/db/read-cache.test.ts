// The catalogue's read cache answers from memory only while the database is unchanged: a write by
// this connection is seen by the very next read, a commit by another (another worker) from the next
// turn of the event loop on.
import Database from "better-sqlite3";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createReadCache } from "../db/read-cache";

function twoConnections() {
  const file = join(mkdtempSync(join(tmpdir(), "read-cache-")), "shop.sqlite");
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.exec("CREATE TABLE prices (sku TEXT PRIMARY KEY, price REAL); INSERT INTO prices VALUES ('whey', 29.99)");
  return { db, other: new Database(file) };
}

const priceOf = (db: Database.Database) => () =>
  db.prepare("SELECT sku, price FROM prices ORDER BY sku").all() as Array<{ sku: string; price: number }>;

describe("read cache", () => {
  it("answers a repeated read from memory while nothing was written", () => {
    const { db } = twoConnections();
    const cache = createReadCache(db);
    let loads = 0;
    const load = () => (loads++, priceOf(db)());
    expect(cache.read("prices", load)).toEqual([{ sku: "whey", price: 29.99 }]);
    expect(cache.read("prices", load)).toEqual([{ sku: "whey", price: 29.99 }]);
    expect(loads).toBe(1);
  });

  it("reads again after this connection writes", () => {
    const { db } = twoConnections();
    const cache = createReadCache(db);
    cache.read("prices", priceOf(db));
    db.prepare("UPDATE prices SET price = 24.99").run();
    expect(cache.read("prices", priceOf(db))).toEqual([{ sku: "whey", price: 24.99 }]);
  });

  it("reads again after another connection commits, from the next turn of the event loop on", async () => {
    const { db, other } = twoConnections();
    const cache = createReadCache(db);
    cache.read("prices", priceOf(db));
    other.prepare("UPDATE prices SET price = 19.99").run();
    await Promise.resolve();
    expect(cache.read("prices", priceOf(db))).toEqual([{ sku: "whey", price: 19.99 }]);
  });

  it("reads again after another connection commits between two requests", async () => {
    const { db, other } = twoConnections();
    const cache = createReadCache(db);
    cache.read("prices", priceOf(db));
    await new Promise((resolve) => setImmediate(resolve));
    other.prepare("UPDATE prices SET price = 17.99").run();
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.read("prices", priceOf(db))).toEqual([{ sku: "whey", price: 17.99 }]);
  });

  it("asks SQLite for other connections' commits once per turn, however many reads it answers", async () => {
    const { db } = twoConnections();
    const asked: string[] = [];
    // The connection as the cache sees it, noting every statement it runs.
    const watched = new Proxy(db, {
      get(target, property) {
        if (property !== "prepare") return Reflect.get(target, property, target) as unknown;
        return (sql: string) => {
          const statement = target.prepare(sql).pluck();
          return { pluck: () => ({ get: () => (asked.push(sql), statement.get()) }) };
        };
      },
    });
    const cache = createReadCache(watched);
    for (let i = 0; i < 50; i++) cache.read(`key ${i % 5}`, () => i);
    await Promise.resolve();
    cache.read("key 0", () => 0);
    expect(asked.filter((sql) => sql.includes("data_version"))).toHaveLength(2);
    expect(asked.filter((sql) => sql.includes("total_changes"))).toHaveLength(51);
  });

  it("hands out frozen rows, so no caller can change what the next one reads", () => {
    const { db } = twoConnections();
    const rows = createReadCache(db).read("prices", priceOf(db));
    expect(() => ((rows[0] as { price: number }).price = 0)).toThrow(TypeError);
  });

  it("keeps at most its limit of answers, the oldest leaving first", () => {
    const { db } = twoConnections();
    const cache = createReadCache(db, 2);
    let loads = 0;
    const load = () => ++loads;
    cache.read("a", load);
    cache.read("b", load);
    cache.read("c", load);
    expect(cache.read("c", load)).toBe(3);
    expect(cache.read("a", load)).toBe(4);
  });
});
