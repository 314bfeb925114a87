// How the finder writes distances, weekdays and times in the shopper's language: miles, or
// kilometres where the store view says so (Spanish, SPEC §1); times as the locale writes them.
import type { Weekday } from "~/features/checkout/collect/collection-points";
import type { StoreView } from "~/i18n/store-views";

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function memo<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let found = cache.get(key) as T | undefined;
  if (!found) {
    found = make();
    cache.set(key, found);
  }
  return found;
}

export function formatDistance(distance: { km: number; miles: number }, storeView: StoreView): string {
  const unit = storeView.distanceUnit;
  // A point round the corner reads "0.1 mi", never "0 mi".
  const value = Math.max(unit === "kilometer" ? distance.km : distance.miles, 0.1);
  const format = memo(
    `d|${storeView.locale}|${unit}|${value < 10}`,
    () =>
      new Intl.NumberFormat(storeView.locale, {
        style: "unit",
        unit,
        unitDisplay: "short",
        maximumFractionDigits: value < 10 ? 1 : 0,
      }),
  );
  return format.format(value);
}

const MONDAY = Date.UTC(2024, 0, 1); // a Monday
const DAY_INDEX: Record<Weekday, number> = {
  monday: 0,
  tuesday: 1,
  wednesday: 2,
  thursday: 3,
  friday: 4,
  saturday: 5,
  sunday: 6,
};

export function weekdayName(day: Weekday, locale: string, width: "short" | "long" = "short"): string {
  const format = memo(
    `w|${locale}|${width}`,
    () => new Intl.DateTimeFormat(locale, { weekday: width, timeZone: "UTC" }),
  );
  return format.format(new Date(MONDAY + DAY_INDEX[day] * 86_400_000));
}

/** "09:00" as the locale writes a time of day ("9:00 AM" in en-US); "24:00" is midnight. */
export function formatTime(hhmm: string, locale: string): string {
  const [h, m] = hhmm.split(":").map(Number);
  const format = memo(
    `t|${locale}`,
    () => new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }),
  );
  return format.format(new Date(Date.UTC(2024, 0, 1, (h ?? 0) % 24, m ?? 0)));
}

/** The region's name in the shopper's language ("España"). */
export function countryName(country: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(country) ?? country;
  } catch {
    return country;
  }
}
