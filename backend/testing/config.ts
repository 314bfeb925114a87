// A test's store configuration, written over the seed's (EMBEDDED_TEST_HOOKS only).
import type Database from "better-sqlite3";

/** Each scope's config paths, as JSON values, over what the seed wrote. */
export function applyTestConfig(db: Database.Database, config: Record<string, Record<string, unknown>>): void {
  const write = db.prepare("INSERT OR REPLACE INTO config (scope_code, path, value) VALUES (?, ?, ?)");
  db.transaction(() => {
    for (const [scope, values] of Object.entries(config))
      for (const [path, value] of Object.entries(values)) write.run(scope, path, JSON.stringify(value));
  })();
}
