// Click and collect's rules: the weekdays of opening hours, the kinds of collection point, the
// gazetteer's shape, and the limits of a search.

export type Weekday = "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
export const WEEKDAYS: readonly Weekday[] = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
];

/** Opening and closing time ("HH:MM", "24:00" = midnight at the end of the day) by weekday; a missing day is closed. */
export type WeeklyHours = Partial<Record<Weekday, readonly [string, string]>>;

export type CollectionPointKind = "partner_shop" | "locker";

/** A town (with other spellings) and the postcode prefixes that lie in it, with its centre's coordinates. */
export interface GazetteerPlace {
  country: string;
  name: string;
  aliases?: readonly string[];
  /**
   * Postcode keys: GB outward codes or areas ("M20", "M"), Irish routing keys ("D02"), or the
   * leading digits of a numeric postcode ("28", "289"); the most specific key a search has wins.
   */
  postcodes: readonly string[];
  latitude: number;
  longitude: number;
}

/** The longest search the finder accepts (a town with a long name, a full postcode with spaces). */
export const MAX_SEARCH_LENGTH = 64;
/** At most this many points per answer. */
export const MAX_POINTS = 10;
