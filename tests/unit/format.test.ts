import { describe, expect, it } from "vitest";
import { formatMoney, formatWithCurrencyFormat } from "~/i18n/format";

const euroDe = { code: "EUR", symbol: "€", decimal_symbol: ",", thouthand_symbol: ".", pattern: "%s €", precision: 2 };
const pound = { code: "GBP", symbol: "£", decimal_symbol: ".", thouthand_symbol: ",", pattern: "£%s", precision: 2 };

describe("money formatting", () => {
  it("follows the backend's pattern, symbols and precision", () => {
    expect(formatWithCurrencyFormat(1234.5, euroDe)).toBe("1.234,50 €");
    expect(formatWithCurrencyFormat(39.99, pound)).toBe("£39.99");
    expect(formatWithCurrencyFormat(-5, pound)).toBe("-£5.00");
    expect(
      formatWithCurrencyFormat(1234.567, { ...pound, code: "JPY", symbol: "¥", pattern: "¥%s", precision: 0 }),
    ).toBe("¥1,235");
  });

  it("picks the format of the money's currency, else falls back to Intl", () => {
    expect(formatMoney({ value: 45.99, currency: "EUR" }, "de-DE", [pound, euroDe])).toBe("45,99 €");
    expect(formatMoney({ value: 12.5, currency: "USD" }, "en-US", [pound])).toBe("$12.50");
  });
});
