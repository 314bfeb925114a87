import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { MIN_FREE_BYTES, checkWritable } from "./writable";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function database(): { dir: string; path: string } {
  const dir = mkdtempSync(join(tmpdir(), "writable-"));
  dirs.push(dir);
  const path = join(dir, "commerce.sqlite");
  const db = new Database(path);
  db.exec("CREATE TABLE orders (id INTEGER PRIMARY KEY)");
  db.close();
  return { dir, path };
}

describe("checkWritable (for /healthz)", () => {
  it("a database that takes writes, on a disk with room, is writable and keeps nothing", () => {
    const { dir, path } = database();
    const db = new Database(path);
    expect(checkWritable(db, dir, () => MIN_FREE_BYTES * 10)).toEqual({ writable: true });
    expect(db.inTransaction).toBe(false);
    db.close();
  });

  it("a full disk is not writable", () => {
    const { dir, path } = database();
    const db = new Database(path);
    expect(checkWritable(db, dir, () => 4096)).toEqual({ writable: false, reason: "disk-full" });
    db.close();
  });

  it("a read-only database is not writable", () => {
    const { dir, path } = database();
    const db = new Database(path, { readonly: true });
    expect(checkWritable(db, dir, () => MIN_FREE_BYTES * 10)).toMatchObject({ writable: false });
    db.close();
  });

  it("a database another connection is writing to is reported, not waited on for ever", () => {
    const { dir, path } = database();
    const writer = new Database(path);
    writer.exec("BEGIN IMMEDIATE");
    const db = new Database(path, { timeout: 50 });
    expect(checkWritable(db, dir, () => MIN_FREE_BYTES * 10)).toEqual({ writable: false, reason: "not-writable" });
    writer.exec("ROLLBACK");
    writer.close();
    db.close();
  });

  it("the real free space of the folder is read when no probe is given", () => {
    const { dir, path } = database();
    const db = new Database(path);
    expect(checkWritable(db, dir).writable).toBe(true);
    db.close();
  });
});
