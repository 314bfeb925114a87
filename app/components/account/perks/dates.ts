// Dates of the perks pages in the shopper's locale. The backend answers UTC: "YYYY-MM-DD HH:MM:SS"
// (ledger, reviews) or "YYYY-MM-DD" (a delivery day); both are shown as a day.
import { useShop } from "~/components/layout/ShopContext";

const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatDay(value: string, locale: string): string {
  const iso = value.length === 10 ? `${value}T00:00:00Z` : `${value.replace(" ", "T")}Z`;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return value;
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
    formatters.set(locale, formatter);
  }
  return formatter.format(date);
}

/** formatDay bound to the shop's locale. */
export function useDay(): (value: string) => string {
  const { locale } = useShop();
  return (value) => formatDay(value, locale);
}
