// A price filter's option as the shopper reads it: "£10 - £20", "£100 and above", "Up to £10".
// Whole amounts drop their decimals (a bucket's bounds are round numbers; "£10.00 - £20.00" is noise).
// Pure: the component passes its translator and the store's currency formats.
import { formatWithCurrencyFormat, numberFormat, type MoneyFormat } from "~/i18n/format";

type Translate = (key: string, values: Record<string, string>) => string;

/** An amount in the currency, without decimals when it is whole. */
export function formatBound(value: number, currency: string, locale: string, formats: readonly MoneyFormat[]): string {
  const whole = Number.isInteger(value);
  const format = formats.find((f) => f.code === currency);
  if (format) return formatWithCurrencyFormat(value, whole ? { ...format, precision: 0 } : format);
  try {
    return numberFormat(locale, {
      style: "currency",
      currency,
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    }).format(value);
  } catch {
    // An unknown currency code: the number alone is still better than no label.
    return String(value);
  }
}

/** The label of a price range in the list's currency (keys under "filters.price*" of the catalog namespace). */
export function priceRangeLabel(
  range: { from: number | null; to: number | null },
  currency: string,
  locale: string,
  formats: readonly MoneyFormat[],
  t: Translate,
): string {
  const money = (value: number) => formatBound(value, currency, locale, formats);
  if (range.from !== null && range.to !== null) {
    return t("filters.priceBetween", { from: money(range.from), to: money(range.to) });
  }
  if (range.from !== null) return t("filters.priceFrom", { from: money(range.from) });
  if (range.to !== null) return t("filters.priceUpTo", { to: money(range.to) });
  return "";
}
