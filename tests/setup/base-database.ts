// The seeded base database of a test run (after Epic Stack's tests/setup/global-setup.ts and
// db-setup.ts): migrated and seeded once, kept in .cache/test-db/, and copied for each test that
// needs a backend (an in-memory copy from its serialized image, or a file copy for a server on disk).
// It is built again only when its key changes: the backend's sources (migrations, seed and everything
// they import) and the UTC day, since the seed dates a few things from the day it runs ("new" badges).
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { scryptParameters } from "../../backend/customer/passwords.js";
import { migrate } from "../../backend/db/migrations.js";
import { seed } from "../../backend/seed/index.js";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const CACHE_DIR = join(ROOT, ".cache", "test-db");
/** Whatever migrations and seed may import: every backend source (its tests aside), sorted by path. */
const SOURCES = join(ROOT, "backend");

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(path));
    // A module's tests beside it (*.test.ts) put nothing in the base: editing one keeps the base.
    else if (!entry.name.endsWith(".test.ts")) out.push(path);
  }
  return out.sort();
}

/**
 * The key of the base a run needs: a hash of the backend's sources, the UTC day and the cost of the
 * seeded customers' password hashes (tests/setup/test-env.ts).
 */
export function baseDatabaseKey(): string {
  const hash = createHash("sha256");
  hash.update(new Date().toISOString().slice(0, 10));
  hash.update(JSON.stringify(scryptParameters()));
  for (const file of sourceFiles(SOURCES)) {
    hash.update(relative(ROOT, file));
    hash.update(readFileSync(file));
  }
  return hash.digest("hex").slice(0, 16);
}

/** A new in-memory database, migrated to the latest version and seeded: what the base holds. */
export function migratedAndSeeded(): Database.Database {
  const db = new Database(":memory:");
  migrate(db);
  seed(db);
  return db;
}

let path: string | undefined;

/**
 * The base database file of this run, built first if the cache has none for the current key. Written
 * to a temporary name and renamed into place, so a process that builds it beside another never reads
 * half a file. The file is in rollback-journal mode (an in-memory database's image): a copy opens
 * anywhere, and a server on disk switches its copy to WAL itself.
 */
export function baseDatabasePath(): string {
  if (path) return path;
  const file = join(CACHE_DIR, `base-${baseDatabaseKey()}.sqlite`);
  if (!existsSync(file)) {
    mkdirSync(CACHE_DIR, { recursive: true });
    const db = migratedAndSeeded();
    const image = db.serialize();
    db.close();
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, image);
    renameSync(partial, file);
    forgetOlderBases(file);
  }
  path = file;
  return file;
}

/** Removes the bases of earlier keys (older sources, earlier days) an hour after they were made. */
function forgetOlderBases(current: string) {
  for (const name of readdirSync(CACHE_DIR)) {
    const path = join(CACHE_DIR, name);
    if (path === current || !/^base-.*\.sqlite$/.test(name)) continue;
    try {
      if (Date.now() - statSync(path).mtimeMs > 3_600_000) rmSync(path, { force: true });
    } catch {
      // another run removed it first
    }
  }
}

let image: Buffer | undefined;

/** The base's bytes, read once per process: `new Database(image)` is a private in-memory copy. */
export function baseDatabaseImage(): Buffer {
  image ??= readFileSync(baseDatabasePath());
  return image;
}

/**
 * A private in-memory copy of the base database, for tests of SQL, repositories and migrations: as
 * `new Database(":memory:")` then `migrate` and `seed`, in a millisecond (pragmas are the caller's).
 */
export function baseDatabase(): Database.Database {
  return new Database(baseDatabaseImage());
}

/** Puts a copy of the base where a backend on disk opens it: `${dataDir}/commerce.sqlite`. */
export function copyBaseDatabaseTo(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true });
  copyFileSync(baseDatabasePath(), join(dataDir, "commerce.sqlite"));
}
