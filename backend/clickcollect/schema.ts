// Click and collect's tables, migration 15: the collection points with their
// weekly hours, and the gazetteer that places a search. seedClickCollect fills them in a new
// database (seed/index.ts); the migration fills them in a database seeded before it existed.
import type { Database } from "better-sqlite3";
import { COLLECTION_POINTS, GAZETTEER } from "../seed/fixtures-clickcollect.js";
import { WEEKDAYS } from "./rules.js";

const isSeeded = (db: Database) => (db.prepare("SELECT COUNT(*) AS n FROM store_views").get() as { n: number }).n > 0;

export function clickCollectMigration(db: Database): void {
  db.exec(`
    CREATE TABLE collection_points (
      code TEXT PRIMARY KEY, name TEXT NOT NULL, kind TEXT NOT NULL CHECK (kind IN ('partner_shop', 'locker')),
      street TEXT NOT NULL, city TEXT NOT NULL, postcode TEXT NOT NULL,
      region_code TEXT, region TEXT, country_id TEXT NOT NULL,
      latitude REAL NOT NULL, longitude REAL NOT NULL
    );
    CREATE INDEX collection_points_country ON collection_points (country_id);
    -- weekday 0 = Monday ... 6 = Sunday; no row = closed that day; closes '24:00' = until midnight
    CREATE TABLE collection_point_hours (
      point_code TEXT NOT NULL REFERENCES collection_points(code) ON DELETE CASCADE,
      weekday INTEGER NOT NULL CHECK (weekday BETWEEN 0 AND 6),
      opens TEXT NOT NULL, closes TEXT NOT NULL,
      PRIMARY KEY (point_code, weekday)
    );
    -- postcodes: the place's postcode keys, '|'-separated; aliases likewise
    CREATE TABLE clickcollect_places (
      id INTEGER PRIMARY KEY, country_id TEXT NOT NULL, name TEXT NOT NULL, aliases TEXT NOT NULL DEFAULT '',
      postcodes TEXT NOT NULL DEFAULT '', latitude REAL NOT NULL, longitude REAL NOT NULL
    );
    CREATE INDEX clickcollect_places_country ON clickcollect_places (country_id);
  `);
  if (isSeeded(db)) seedClickCollect(db);
}

export function seedClickCollect(db: Database): void {
  const point = db.prepare(`INSERT INTO collection_points
    (code, name, kind, street, city, postcode, region_code, region, country_id, latitude, longitude)
    VALUES (@code, @name, @kind, @street, @city, @postcode, @region_code, @region, @country, @latitude, @longitude)`);
  const hours = db.prepare(
    "INSERT INTO collection_point_hours (point_code, weekday, opens, closes) VALUES (?, ?, ?, ?)",
  );
  const place = db.prepare(
    "INSERT INTO clickcollect_places (country_id, name, aliases, postcodes, latitude, longitude) VALUES (?, ?, ?, ?, ?, ?)",
  );
  for (const p of COLLECTION_POINTS) {
    point.run({
      code: p.code,
      name: p.name,
      kind: p.kind,
      street: p.street,
      city: p.city,
      postcode: p.postcode,
      region_code: p.region?.code ?? null,
      region: p.region?.name ?? null,
      country: p.country,
      latitude: p.latitude,
      longitude: p.longitude,
    });
    WEEKDAYS.forEach((day, i) => {
      const range = p.hours[day];
      if (range) hours.run(p.code, i, range[0], range[1]);
    });
  }
  for (const g of GAZETTEER) {
    place.run(g.country, g.name, (g.aliases ?? []).join("|"), g.postcodes.join("|"), g.latitude, g.longitude);
  }
}
