// Opening the shop's database: a file shared by several processes, or an in-memory copy of one.
import Database from "better-sqlite3";

/**
 * The database file, opened for several processes at once: WAL (readers never wait for the writer)
 * and a busy timeout (a writer waits its turn for the lock instead of failing with SQLITE_BUSY).
 */
export function openDatabase(databasePath: string, inMemory: boolean): Database.Database {
  const db = new Database(databasePath);
  if (!inMemory) db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  return db;
}

/** An in-memory database from a serialized one, with the pragmas openDatabase sets. */
export function openDatabaseImage(image: Buffer): Database.Database {
  const db = new Database(image);
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  return db;
}
