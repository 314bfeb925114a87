// TODO(issue 11, part B "collect"): collection points with coordinates and weekly hours, migration 15;
// seedClickCollect seeds a new database (seed/index.ts) and migration 15 an older seeded one.
import type { Database } from "better-sqlite3";

export function clickCollectMigration(_db: Database): void {}

export function seedClickCollect(_db: Database): void {}
