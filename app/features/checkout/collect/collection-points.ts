// The collection-point finder's view model: one point as the page shows it,
// from the backend's clickcollect/location answer.
export type Weekday = "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";

export interface OpeningDay {
  day: Weekday;
  /** "HH:MM"; null when closed all day */
  opens: string | null;
  closes: string | null;
  isToday: boolean;
}

export interface CollectionPointView {
  code: string;
  name: string;
  kind: "partner_shop" | "locker";
  street: string;
  city: string;
  postcode: string;
  region: { code: string; name: string } | null;
  countryId: string;
  distance: { km: number; miles: number };
  openingHours: OpeningDay[];
  isOpenNow: boolean;
}

/** The collector, as the form fills it in. */
export interface CollectorDefaults {
  firstname: string;
  lastname: string;
  telephone: string;
}

/** The backend's answer for one point (Magento's snake_case). */
export interface RestCollectionPoint {
  code: string;
  name: string;
  kind: string;
  street: string[];
  city: string;
  postcode: string;
  region_code?: string;
  region?: string;
  country_id: string;
  distance: { km: number; miles: number };
  opening_hours: Array<{ day: string; is_closed: boolean; opens?: string; closes?: string; is_today: boolean }>;
  is_open_now: boolean;
}

export function toCollectionPoint(p: RestCollectionPoint): CollectionPointView {
  return {
    code: p.code,
    name: p.name,
    kind: p.kind === "locker" ? "locker" : "partner_shop",
    street: p.street.filter(Boolean).join(", "),
    city: p.city,
    postcode: p.postcode,
    region: p.region_code ? { code: p.region_code, name: p.region ?? p.region_code } : null,
    countryId: p.country_id,
    distance: p.distance,
    openingHours: p.opening_hours.map((d) => ({
      day: d.day as Weekday,
      opens: d.is_closed ? null : (d.opens ?? null),
      closes: d.is_closed ? null : (d.closes ?? null),
      isToday: d.is_today,
    })),
    isOpenNow: p.is_open_now,
  };
}

/** The store view's country (its points' and its mobile numbers'): the region of its locale ("es-ES" -> ES). */
export function storeCountry(locale: string): string {
  return (locale.split("-")[1] ?? "GB").toUpperCase();
}
