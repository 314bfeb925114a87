// Dates of the perks pages in the shopper's locale: "YYYY-MM-DD HH:MM:SS" (ledger, reviews) is shown
// as the store's day, "YYYY-MM-DD" (a delivery day) as that calendar day (app/i18n/dates.ts).
import { useShop } from "~/components/layout/ShopContext";
import { formatShopDay } from "~/i18n/dates";

export function formatDay(value: string, locale: string, timeZone = "UTC"): string {
  return formatShopDay(value, locale, timeZone);
}

/** formatDay bound to the shop's locale and time zone. */
export function useDay(): (value: string) => string {
  const { locale, timeZone } = useShop();
  return (value) => formatDay(value, locale, timeZone);
}
