// Click and collect's rules: the store country's collection points nearest to a
// searched town or postcode, with their weekly hours and whether they are open now; and the check
// that a click-and-collect delivery names a real point and carries its address.
import type { Database } from "better-sqlite3";
import { createClickCollectRepository } from "./repository.js";
import { MAX_POINTS, type CollectionPointKind } from "./rules.js";
import { ShopError } from "../shared/errors.js";
import type { StoreView } from "../store/repository.js";
import { findPlace, normalizeTown, type Place } from "./gazetteer.js";
import { isOpenAt, localTime, weekOf, type DayHours } from "./hours.js";

export interface CollectionPoint {
  code: string;
  name: string;
  kind: CollectionPointKind;
  street: string;
  city: string;
  postcode: string;
  region_code: string | null;
  region: string | null;
  country_id: string;
  latitude: number;
  longitude: number;
  hours: DayHours[];
}

export interface NearbyPoint extends CollectionPoint {
  distanceKm: number;
  isOpenNow: boolean;
  isToday: DayHours["day"];
}

export interface PointsNear {
  /** the place the search stands for; null when the gazetteer does not know it */
  place: { name: string; latitude: number; longitude: number } | null;
  points: NearbyPoint[];
}

/** The address a click-and-collect delivery is sent to: the point's own. */
export interface PickupAddress {
  street?: string[] | null;
  city?: string | null;
  postcode?: string | null;
  country_id?: string | null;
}

const EARTH_RADIUS_KM = 6371.0088;
export const KM_PER_MILE = 1.609344;

/** Great-circle distance (haversine) in kilometres. */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface ClickCollectService {
  /** The store country's points nearest to the searched place, at most MAX_POINTS; none for an unknown place. */
  near(store: StoreView, search: string, now?: Date): PointsNear;
  /** A point of the store's country by its code. */
  point(store: StoreView, code: string): CollectionPoint | null;
  /**
   * For a click-and-collect delivery: the code must name a point of the store's country and the
   * address must be that point's (street, city, postcode, country). Throws a ShopError("input").
   */
  verifyPickup(store: StoreView, code: unknown, address: PickupAddress): CollectionPoint;
}

type PointRow = Omit<CollectionPoint, "hours" | "kind"> & { kind: string };

export function createClickCollectService(db: Database, clock: () => Date = () => new Date()): ClickCollectService {
  const collection = createClickCollectRepository(db);

  const withHours = (row: PointRow): CollectionPoint => ({
    ...row,
    kind: row.kind as CollectionPointKind,
    hours: weekOf(collection.hoursOf(row.code)),
  });

  const places = (country: string): Place[] =>
    collection.placesOf(country).map((p) => ({
      name: p.name,
      latitude: p.latitude,
      longitude: p.longitude,
      aliases: p.aliases ? p.aliases.split("|") : [],
      postcodes: p.postcodes ? p.postcodes.split("|") : [],
    }));

  const same = (a: string | null | undefined, b: string) =>
    normalizeTown(a ?? "").replace(/ /g, "") === normalizeTown(b).replace(/ /g, "");

  return {
    near(store, search, now = clock()) {
      const country = store.default_country;
      const place = findPlace(places(country), country, search);
      if (!place) return { place: null, points: [] };
      const at = localTime(store.timezone, now);
      const points = (collection.pointsOf(country) as PointRow[])
        .map((row) => ({ row, km: distanceKm(place, row) }))
        .sort((a, b) => a.km - b.km || a.row.code.localeCompare(b.row.code))
        .slice(0, MAX_POINTS)
        .map(({ row, km }): NearbyPoint => {
          const point = withHours(row);
          return { ...point, distanceKm: km, isOpenNow: isOpenAt(point.hours, at), isToday: at.day };
        });
      return { place: { name: place.name, latitude: place.latitude, longitude: place.longitude }, points };
    },

    point(store, code) {
      const row = collection.pointOf(store.default_country, code) as PointRow | undefined;
      return row ? withHours(row) : null;
    },

    verifyPickup(store, code, address) {
      const point = typeof code === "string" && code ? this.point(store, code) : null;
      if (!point)
        throw new ShopError("Choose a collection point in this store's country for click and collect.", "input");
      const matches =
        same(address.street?.[0], point.street) &&
        same(address.city, point.city) &&
        same(address.postcode, point.postcode) &&
        (address.country_id ?? "").toUpperCase() === point.country_id;
      if (!matches)
        throw new ShopError("The shipping address must be the address of the chosen collection point.", "input");
      return point;
    },
  };
}
