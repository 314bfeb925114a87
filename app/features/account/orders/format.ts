// Dates and countries of the account's sales pages, in the page's locale. Dates are the store's day
// (app/i18n/dates.ts: Magento writes them in UTC, the shopper reads them in the store's time zone).
import { formatShopDay } from "~/i18n/dates";

export function formatOrderDate(date: string, locale: string, timeZone = "UTC"): string {
  return formatShopDay(date, locale, timeZone);
}

/** "GB" → "United Kingdom" in the locale; the code itself when the runtime does not know it. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}
