// Collection points, their opening hours and the gazetteer's places, by country.
import type { Database } from "better-sqlite3";

export function createClickCollectRepository(db: Database) {
  const pointsOf = db.prepare("SELECT * FROM collection_points WHERE country_id = ? ORDER BY code");
  const pointOf = db.prepare("SELECT * FROM collection_points WHERE country_id = ? AND code = ?");
  const hoursOf = db.prepare("SELECT weekday, opens, closes FROM collection_point_hours WHERE point_code = ?");
  const placesOf = db.prepare(
    "SELECT name, aliases, postcodes, latitude, longitude FROM clickcollect_places WHERE country_id = ? ORDER BY id",
  );
  return {
    /** the country's points, by code (rows of collection_points) */
    pointsOf: (country: string): unknown[] => pointsOf.all(country),
    pointOf: (country: string, code: string): unknown => pointOf.get(country, code),
    hoursOf: (pointCode: string) => hoursOf.all(pointCode) as Array<{ weekday: number; opens: string; closes: string }>,
    /** the gazetteer's places; aliases and postcodes are "|"-separated */
    placesOf: (country: string) =>
      placesOf.all(country) as Array<{
        name: string;
        aliases: string;
        postcodes: string;
        latitude: number;
        longitude: number;
      }>,
  };
}
