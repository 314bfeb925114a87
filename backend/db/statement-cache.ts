// Compiling SQL is a large part of a request's cost; queries are a fixed set of strings, so each is
// prepared once per database. Safe with better-sqlite3's synchronous API as long as no statement's
// mode is changed (.pluck/.raw/.expand), which this backend never does.
import type Database from "better-sqlite3";

export function cachePreparedStatements(db: Database.Database): void {
  const prepare = db.prepare.bind(db);
  const statements = new Map<string, Database.Statement>();
  db.prepare = ((sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  }) as typeof db.prepare;
}
