// Dates and countries of the account's sales pages, in the page's locale. Magento writes dates as
// "YYYY-MM-DD HH:MM:SS" in UTC; the day is shown as the shop's locale writes it.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function formatOrderDate(date: string, locale: string): string {
  const parsed = new Date(`${date.replace(" ", "T")}Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
    dateFormats.set(locale, format);
  }
  return format.format(parsed);
}

/** "GB" → "United Kingdom" in the locale; the code itself when the runtime does not know it. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}
