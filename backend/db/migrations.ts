// Schema migrations, tracked with PRAGMA user_version. Each step runs once, in a transaction. Texts
// that vary per store view live in *_texts tables keyed by store_code, where '' is the admin/default
// value (Magento's store 0) used when a store has no own row.
//
// Each module brings its own steps in its module.ts, each with the version it brings a database to
// (ADR 0053). Databases in use applied versions 1, 2, 3, ... in that order, so a step keeps its
// version for ever, whichever module owns it. To add one: append
//   { version: <the next free number>, name: "what it does", up: <SQL or (db) => ...> }
// to the `migrations` of the module it belongs to. The next free number is
// MIGRATIONS.length + 1; tests/backend/migrations-ledger.test.ts lists every version with its owner
// (add yours there too) and fails on a gap or a number taken twice. Two branches that both took the
// same number: the one merged second takes the next.
import BetterSqlite3, { type Database } from "better-sqlite3";
import type { BackendModule, Migration, MigrationContext, ModuleMigration } from "../manifest.js";
import { BACKEND_MODULES } from "../modules.js";
import { seed } from "../seed/index.js";

export type { Migration };

/** Every module's steps in version order; refuses a version taken twice or a gap. */
export function collectMigrations(modules: readonly BackendModule[]): Array<ModuleMigration & { module: string }> {
  const steps = modules
    .flatMap((m) => (m.migrations ?? []).map((step) => ({ ...step, module: m.name })))
    .sort((a, b) => a.version - b.version);
  steps.forEach((step, i) => {
    if (step.version === i) {
      const other = steps[i - 1];
      throw new Error(`Migration version ${step.version} is taken twice: by ${other.module} and ${step.module}`);
    }
    if (step.version !== i + 1) throw new Error(`Migration version ${i + 1} is missing (the next is ${step.version})`);
  });
  return steps;
}

/** The steps in version order: MIGRATIONS[v - 1] brings a database to version v. */
export const MIGRATIONS: Migration[] = collectMigrations(BACKEND_MODULES).map((step) => step.up);

/**
 * Brings the database to the latest version, or to `target` (tests of one migration). Each step
 * takes the write lock first and reads the version under it, so a second process opening the same
 * database meanwhile waits and then finds the step done instead of running it twice.
 */
export function migrate(db: Database, target = MIGRATIONS.length): void {
  const last = Math.min(target, MIGRATIONS.length);
  const step = db.transaction((): boolean => {
    const v = db.pragma("user_version", { simple: true }) as number;
    if (v >= last) return false;
    const m = MIGRATIONS[v];
    if (typeof m === "string") db.exec(m);
    else {
      const context = freshShopContext();
      try {
        m(db, context);
      } finally {
        context.close();
      }
    }
    db.pragma(`user_version = ${v + 1}`);
    return true;
  });
  while (step.immediate()) {
    // one version a transaction, as before
  }
}

/** A migration's context: the fresh shop is migrated and seeded only if the step asks for it. */
function freshShopContext(): MigrationContext & { close: () => void } {
  let fresh: Database | undefined;
  return {
    freshShop: () => {
      if (!fresh) {
        fresh = new BetterSqlite3(":memory:");
        migrate(fresh);
        seed(fresh);
      }
      return fresh;
    },
    close: () => fresh?.close(),
  };
}
