// Dates as the shop writes them: Magento answers date-times in UTC ("YYYY-MM-DD HH:MM:SS"); a shopper
// reads the day in the store's own time zone (storeConfig.timezone), so an order placed at 00:30 in
// London in summer is dated that day, not the day before. A plain date ("YYYY-MM-DD", a delivery day)
// is a calendar day and has no zone to convert.
import { dateTimeFormat } from "./format";
/** A formatter made once per locale, zone and options (format.ts keeps them). */
function formatter(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    return dateTimeFormat(locale, { ...options, timeZone });
  } catch {
    // An unknown zone from a backend is not worth a broken page: UTC, as Magento stores it.
    return dateTimeFormat(locale, { ...options, timeZone: "UTC" });
  }
}

/** The instant a backend value stands for, and the zone its day is read in; null when unreadable. */
function parse(value: string, timeZone: string): { date: Date; zone: string } | null {
  const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dayOnly ? `${value}T00:00:00Z` : `${value.replace(" ", "T")}Z`);
  if (Number.isNaN(date.getTime())) return null;
  return { date, zone: dayOnly ? "UTC" : timeZone };
}

/** "5 Mar 2025" in the locale, the day in the store's zone; the value itself when it is not a date. */
export function formatShopDay(value: string, locale: string, timeZone: string): string {
  const parsed = parse(value, timeZone);
  if (!parsed) return value;
  return formatter(locale, parsed.zone, { day: "numeric", month: "short", year: "numeric" }).format(parsed.date);
}

/** The same day as "YYYY-MM-DD", for a `<time datetime>`; the value itself when it is not a date. */
export function shopDayIso(value: string, timeZone: string): string {
  const parsed = parse(value, timeZone);
  if (!parsed) return value;
  // en-CA writes dates as YYYY-MM-DD.
  return formatter("en-CA", parsed.zone, { day: "2-digit", month: "2-digit", year: "numeric" }).format(parsed.date);
}
