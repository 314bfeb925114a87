// Prices are written from the backend's currency formats without building a number formatter (its
// first construction costs a phone's hydration tens of milliseconds on every page with a price), and
// every amount still reads exactly as the formatter wrote it: grouping, decimals and rounding.
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatWithCurrencyFormat, type MoneyFormat } from "~/i18n/format";

afterEach(() => vi.restoreAllMocks());

const pound: MoneyFormat = {
  code: "GBP",
  symbol: "£",
  decimal_symbol: ".",
  pattern: "£%s",
  precision: 2,
  thouthand_symbol: ",",
};
const euroDe: MoneyFormat = {
  code: "EUR",
  symbol: "€",
  decimal_symbol: ",",
  pattern: "%s €",
  precision: 2,
  thouthand_symbol: ".",
};

/** What the formatter wrote for the amount (the way every amount was written before). */
function byFormatter(value: number, format: MoneyFormat): string {
  const digits = new Intl.NumberFormat("en-US", {
    minimumFractionDigits: format.precision,
    maximumFractionDigits: format.precision,
    useGrouping: true,
  })
    .formatToParts(Math.abs(value))
    .map((part) =>
      part.type === "group" ? format.thouthand_symbol : part.type === "decimal" ? format.decimal_symbol : part.value,
    )
    .join("");
  const text = format.pattern.replace("%s", digits);
  return value < 0 ? `-${text}` : text;
}

describe("prices as text", () => {
  it("writes a price without building a number formatter", () => {
    const built = vi.spyOn(Intl, "NumberFormat");
    expect(formatWithCurrencyFormat(24.99, pound)).toBe("£24.99");
    expect(formatWithCurrencyFormat(1234.5, euroDe)).toBe("1.234,50 €");
    expect(formatWithCurrencyFormat(0, pound)).toBe("£0.00");
    expect(built).not.toHaveBeenCalled();
  });

  it("writes every amount as the formatter did, whatever the precision and the symbols", () => {
    const amounts = [
      0,
      0.5,
      1,
      9.99,
      24.99,
      39.95,
      100,
      999.99,
      1000,
      1234.5,
      12345.67,
      123456.78,
      1234567.89,
      99999999.99,
      -5,
      -1234.56,
      0.1 + 0.2,
      1.005,
      2.675,
      1234.5678,
      0.001,
      19.999,
      1e15,
      123.456789,
    ];
    for (let cents = 0; cents < 200000; cents += 137) amounts.push(cents / 100);
    for (const precision of [0, 1, 2, 3, 4]) {
      for (const format of [
        pound,
        euroDe,
        { ...euroDe, thouthand_symbol: " ", decimal_symbol: "," },
        { ...pound, thouthand_symbol: "'" },
      ]) {
        const withPrecision = { ...format, precision };
        for (const amount of amounts) {
          expect(formatWithCurrencyFormat(amount, withPrecision), `${amount} at ${precision}`).toBe(
            byFormatter(amount, withPrecision),
          );
        }
      }
    }
  }, 30_000); // thousands of amounts in 7 locales, each through Intl: seconds on a busy machine
});
