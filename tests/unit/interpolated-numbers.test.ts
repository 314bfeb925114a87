// A text's numbers: small counts and short decimals (ratings) are written without building the
// locale's number formatter (whose first construction costs a phone's hydration tens of
// milliseconds, in the header's texts and the product cards' ratings), and every number still reads
// exactly as the locale writes it.
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatInterpolated } from "~/i18n/config";
import { resources } from "~/i18n/resources.server";
import { supportedLocales } from "~/i18n/store-views";

afterEach(() => vi.restoreAllMocks());

describe("numbers in translated texts", () => {
  it("writes a small count without building a number formatter", () => {
    const built = vi.spyOn(Intl, "NumberFormat");
    expect(formatInterpolated(3, undefined, "de-DE", ",")).toBe("3");
    expect(formatInterpolated(0, undefined, "fr-FR", ",")).toBe("0");
    expect(formatInterpolated(999, undefined, "en-GB", ".")).toBe("999");
    expect(built).not.toHaveBeenCalled();
  });

  it("writes every number as the locale does, in every store view's language", () => {
    const samples = [0, 1, 7, 42, 999, 1000, 2500, 12345.5, -3, 0.5, 1e6];
    for (const locale of supportedLocales) {
      const intl = new Intl.NumberFormat(locale);
      const decimalMark = resources[locale].common?.decimalMark as string;
      for (let count = 0; count < 1000; count++) {
        expect(formatInterpolated(count, undefined, locale)).toBe(intl.format(count));
        expect(formatInterpolated(count, undefined, locale, decimalMark)).toBe(intl.format(count));
      }
      for (const value of samples) {
        expect(formatInterpolated(value, undefined, locale)).toBe(intl.format(value));
        expect(formatInterpolated(value, undefined, locale, decimalMark)).toBe(intl.format(value));
      }
    }
  });

  it("writes a rating or a weight without building a number formatter, with the locale's decimal mark", () => {
    const built = vi.spyOn(Intl, "NumberFormat");
    expect(formatInterpolated(4.5, undefined, "de-DE", ",")).toBe("4,5");
    expect(formatInterpolated(4.8, undefined, "en-GB", ".")).toBe("4.8");
    expect(formatInterpolated(2.125, undefined, "fr-FR", ",")).toBe("2,125");
    expect(built).not.toHaveBeenCalled();
  });

  it("writes every decimal as the locale does, its common texts' decimal mark being the locale's", () => {
    const samples = [0.5, 4.5, 4.7, 4.9, 0.1, 0.2 + 0.1, 2.125, 2.1255, 999.999, 999.9995, 1 / 3, 1e-7, 12.05, 1000.5];
    for (const locale of supportedLocales) {
      const decimalMark = resources[locale].common?.decimalMark as string;
      const intl = new Intl.NumberFormat(locale);
      expect(decimalMark).toBe(intl.formatToParts(1.5).find((part) => part.type === "decimal")?.value);
      for (const value of samples)
        expect(formatInterpolated(value, undefined, locale, decimalMark)).toBe(intl.format(value));
      for (let tenths = 0; tenths < 1000; tenths++) {
        const value = tenths / 10;
        expect(formatInterpolated(value, undefined, locale, decimalMark)).toBe(intl.format(value));
      }
    }
  });

  it("reads a negative zero as zero", () => {
    expect(formatInterpolated(-0, undefined, "en-GB", ".")).toBe("0");
  });

  it("leaves anything but a finite number as it came", () => {
    expect(formatInterpolated("2026", undefined, "de-DE")).toBe("2026");
    expect(formatInterpolated(Number.NaN, undefined, "de-DE")).toBeNaN();
  });
});
