// Locale-aware formatting of money. Precision follows the backend's currency formats when known.
import type { Money } from "~/commerce/types";

const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(money: Money, locale: string, precision = 2): string {
  const key = `${locale}|${money.currency}|${precision}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: "currency",
      currency: money.currency,
      minimumFractionDigits: precision,
      maximumFractionDigits: precision,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(money.value);
}
