// Where a search is: a town (or another spelling of it) or a postcode of the store's country,
// looked up in the seeded gazetteer, so the finder needs no outside geocoding service.
import type { GazetteerPlace } from "./rules.js";

export type Place = Pick<GazetteerPlace, "name" | "latitude" | "longitude"> & {
  aliases: readonly string[];
  postcodes: readonly string[];
};

/** Lower case, accents and punctuation gone, spaces collapsed: "València " and "valencia" are one town. */
export function normalizeTown(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * The postcode keys a search can stand for, the most specific first, in the gazetteer's terms:
 * GB outward code then area ("M20 2DW" -> M20, M), an Irish routing key ("D02 XE80" -> D02), and
 * the leading digits of a numeric postcode ("28010" -> 28010, 2801, 280, 28). Not a postcode: none.
 */
export function postcodeKeys(country: string, search: string): string[] {
  const compact = search.toUpperCase().replace(/[\s-]+/g, "");
  if (country === "GB") {
    const full = /^([A-Z]{1,2})(\d[A-Z\d]?)(\d[A-Z]{2})?$/.exec(compact);
    return full ? [`${full[1]}${full[2]}`, full[1]] : [];
  }
  if (country === "IE") {
    const eircode = /^([A-Z]\d[\dW])([A-Z\d]{4})?$/.exec(compact);
    return eircode ? [eircode[1]] : [];
  }
  const digits = /^(\d{2,5})(\d{4})?$/.exec(compact)?.[1];
  if (!digits) return [];
  return Array.from({ length: digits.length - 1 }, (_, i) => digits.slice(0, digits.length - i));
}

/** The place a search names: a postcode key, else a town by its name or another spelling, else one it begins. */
export function findPlace(places: readonly Place[], country: string, search: string): Place | null {
  for (const key of postcodeKeys(country, search)) {
    const hit = places.find((p) => p.postcodes.includes(key));
    if (hit) return hit;
  }
  // "Manchester, UK": the town is the first part.
  const town = normalizeTown(search.split(",")[0] ?? "");
  if (!town) return null;
  const names = (p: Place) => [p.name, ...p.aliases].map(normalizeTown);
  const exact = places.find((p) => names(p).includes(town));
  if (exact) return exact;
  if (town.length < 3) return null;
  return places.find((p) => names(p).some((name) => name.startsWith(town))) ?? null;
}
