// Money as the backend's currency formats say (SPEC §3 "Currency": symbol, pattern, precision,
// decimal and thousands symbols); Intl.NumberFormat for a currency the backend did not describe.
import type { Money } from "~/commerce/money";

export interface MoneyFormat {
  code: string;
  symbol: string;
  decimal_symbol: string;
  /** "%s" stands for the number: "£%s", "%s €". */
  pattern: string;
  precision: number;
  thouthand_symbol: string;
}

export function formatWithCurrencyFormat(value: number, format: MoneyFormat): string {
  const amount = Math.abs(value);
  // An amount with no more decimals than shown (a price, a total) is its own fixed text: no number
  // formatter is built for it (the first one costs a phone's hydration tens of milliseconds). One
  // with more decimals is rounded by the formatter, half away from zero as before. (Magento keeps
  // amounts as decimal(20,6): below 1e14, far from where toFixed would write an exponent.)
  const fixed = amount.toFixed(format.precision);
  const [whole, fraction] =
    Number(fixed) === amount
      ? fixed.split(".")
      : numberFormat("en-US", {
          minimumFractionDigits: format.precision,
          maximumFractionDigits: format.precision,
          useGrouping: false,
        })
          .format(amount)
          .split(".");
  const digits =
    whole.replace(/\B(?=(\d{3})+$)/g, () => format.thouthand_symbol) +
    (fraction ? format.decimal_symbol + fraction : "");
  const text = format.pattern.includes("%s") ? format.pattern.replace("%s", digits) : `${format.symbol}${digits}`;
  return value < 0 ? `-${text}` : text;
}

/** The amount as text; empty when the backend left out the value or the currency. */
export function formatMoney(money: Money, locale: string, formats: readonly MoneyFormat[] = []): string {
  const { value, currency } = money;
  if (value === null || currency === null) return "";
  const format = formats.find((f) => f.code === currency);
  if (format) return formatWithCurrencyFormat(value, format);
  return numberFormat(locale, { style: "currency", currency }).format(value);
}

const made = new Map<string, unknown>();

/** An Intl formatter of `Kind` (numbers, dates, plural rules) for the locale and options, made once and reused. */
export function madeOnce<T>(Kind: new (locale: string, options: object) => T, locale: string, options: object = {}): T {
  const key = Kind.name + locale + JSON.stringify(options);
  let format = made.get(key) as T | undefined;
  if (!format) {
    format = new Kind(locale, options);
    made.set(key, format);
  }
  return format;
}

/**
 * An Intl.NumberFormat for the locale and options, made once and reused: building one costs far
 * more than formatting with it, and a page formats hundreds of numbers. Throws as the constructor
 * does (an unknown currency code).
 */
export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return madeOnce(Intl.NumberFormat, locale, options);
}

/** An Intl.DateTimeFormat made once per locale and options, as numberFormat; throws as the constructor does (an unknown zone). */
export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return madeOnce(Intl.DateTimeFormat, locale, options);
}
