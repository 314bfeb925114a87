// All SQL of the backend lives in its modules' repositories (backend/<module>/repository.ts): a
// service states the shop's rules over plain functions, and a table is written by its own module
// only. A statement anywhere else fails this test.
//
// Outside repositories, SQL may stand only in:
// - backend/db/: the connection and the positional migrations;
// - the modules' migrations (backend/<module>/schema.ts and *-schema.ts): tables, indexes and the
//   backfill of a database seeded by an older version, run once by db/migrations.ts;
// - backend/seed/: the tooling that writes the demo shop into a new database;
// - backend/testing/: the test hooks, mounted only with EMBEDDED_TEST_HOOKS=1;
// - a module's tests beside it (backend/<module>/*.test.ts), which read and write the tables they check.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const SQL_CALL = /\.prepare\(|\bdb\.(exec|pragma)\(/g;

const allowed = (path: string) =>
  /^backend\/[a-z]+\/repository\.ts$/.test(path) ||
  /^backend\/(db|seed|testing)\//.test(path) ||
  /^backend\/[a-z]+\/([a-z-]+-)?schema\.ts$/.test(path);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "generated" ? [] : sourceFiles(path);
    // a module's tests beside it (*.test.ts) may read and write the tables they check
    return path.endsWith(".ts") && !path.endsWith(".test.ts") ? [path] : [];
  });
}

const statements = () =>
  Object.fromEntries(
    sourceFiles("backend")
      .map((path) => relative(".", path).split("\\").join("/"))
      .filter((path) => !allowed(path))
      .map((path) => [path, readFileSync(path, "utf8").match(SQL_CALL)?.length ?? 0] as const)
      .filter(([, n]) => n > 0),
  );

describe("SQL lives in repositories", () => {
  it("no service, resolver, REST handler or module manifest prepares a statement", () => {
    expect(statements()).toEqual({});
  });

  it("order placement writes no other module's tables", () => {
    const text = readFileSync("backend/payment/place-order.ts", "utf8");
    expect(text).not.toMatch(SQL_CALL);
    for (const table of ["carts", "stock", "referrals", "reward_points_ledger", "orders", "subscriptions"])
      expect(text).not.toMatch(new RegExp(`\\b(FROM|INTO|UPDATE)\\s+${table}\\b`));
  });
});
