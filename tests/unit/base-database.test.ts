// The test kit's base database (tests/setup/base-database.ts): what a copy of it holds is exactly
// what migrating and seeding from nothing gives, every copy is private, and a backend opened on a
// copy (tests/support/backend.ts) answers as one that seeded itself.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS } from "../../backend/db/migrations.js";
import { createEmbeddedBackend } from "../../backend/index.js";
import { WHEY } from "../../backend/seed/fixtures.js";
import {
  baseDatabase,
  baseDatabaseKey,
  baseDatabasePath,
  copyBaseDatabaseTo,
  migratedAndSeeded,
} from "../setup/base-database.js";
import { backendOnDisk, newBackend } from "../support/backend.js";
import { FROM_SCRATCH } from "../setup/timeouts.js";

/** Every table's rows, in a stable order, as text (auto-increment ids and all). */
function contents(db: Database.Database): Record<string, string> {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .pluck()
    .all() as string[];
  const out: Record<string, string> = {};
  for (const name of tables) {
    try {
      out[name] = JSON.stringify(db.prepare(`SELECT * FROM "${name}" ORDER BY 1, 2`).all());
    } catch {
      // an FTS shadow table without two columns to order by
      out[name] = JSON.stringify(db.prepare(`SELECT * FROM "${name}"`).all());
    }
  }
  return out;
}

const PRODUCT = `query($k: String) { products(filter: { url_key: { eq: $k } }) { items { sku name
  price_range { minimum_price { final_price { value currency } } } } } }`;

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("the base database of a test run", () => {
  it("holds what migrating and seeding from nothing gives, at the latest version", FROM_SCRATCH, () => {
    const copy = baseDatabase();
    const fresh = migratedAndSeeded();
    try {
      expect(copy.pragma("user_version", { simple: true })).toBe(MIGRATIONS.length);
      const [a, b] = [contents(copy), contents(fresh)];
      // password hashes are salted afresh by each seed: compare everything else
      delete a.customers;
      delete b.customers;
      expect(Object.keys(a)).toEqual(Object.keys(b));
      for (const table of Object.keys(a)) expect(a[table], table).toBe(b[table]);
      expect(Object.keys(a).length).toBeGreaterThan(50);
    } finally {
      copy.close();
      fresh.close();
    }
  });

  it("is kept under a key of the backend's sources and the day, and built once", () => {
    const path = baseDatabasePath();
    expect(path).toContain(baseDatabaseKey());
    expect(existsSync(path)).toBe(true);
    expect(baseDatabasePath()).toBe(path);
  });

  it("gives every test a private copy: what one writes, another never sees", () => {
    const one = baseDatabase();
    const other = baseDatabase();
    try {
      one.prepare("UPDATE product_texts SET name = 'Changed by one test' WHERE store_code = ''").run();
      const names = (db: Database.Database) =>
        db.prepare("SELECT COUNT(*) FROM product_texts WHERE name = 'Changed by one test'").pluck().get();
      expect(names(one)).toBeGreaterThan(0);
      expect(names(other)).toBe(0);
      expect(names(baseDatabase())).toBe(0);
    } finally {
      one.close();
      other.close();
    }
  });
});

describe("the backend fixture", () => {
  it(
    "answers from a copy in memory as a backend that seeded itself does",
    async () => {
      const copy = newBackend();
      const seeded = createEmbeddedBackend({ databasePath: ":memory:" });
      try {
        const [a, b] = await Promise.all([
          copy.execute(PRODUCT, { k: WHEY.url_key }),
          seeded.execute(PRODUCT, { k: WHEY.url_key }),
        ]);
        expect(a.errors).toBeUndefined();
        expect(a.data).toEqual(b.data);
        expect((a.data as { products: { items: unknown[] } }).products.items).toHaveLength(1);
      } finally {
        copy.close();
        seeded.close();
      }
    },
    FROM_SCRATCH.timeout,
  );

  it("opens a file copy in a data folder, and a second backend there shares it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "pw-base-"));
    dirs.push(dir);
    const first = backendOnDisk(dir);
    const second = backendOnDisk(dir);
    try {
      const cart = await first.execute<{ createGuestCart: { cart: { id: string } } }>(
        "mutation { createGuestCart { cart { id } } }",
      );
      const id = cart.data!.createGuestCart.cart.id;
      const seen = await second.execute<{ cart: { id: string } }>("query($id: String!) { cart(cart_id: $id) { id } }", {
        id,
      });
      expect(seen.data?.cart.id).toBe(id);
    } finally {
      first.close();
      second.close();
    }
  });

  it("puts a copy where a shop server opens it", () => {
    const dir = mkdtempSync(join(tmpdir(), "pw-base-"));
    dirs.push(dir);
    copyBaseDatabaseTo(dir);
    expect(existsSync(join(dir, "commerce.sqlite"))).toBe(true);
  });
});
