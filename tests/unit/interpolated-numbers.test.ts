// A text's numbers: small counts are written without building the locale's number formatter (whose
// first construction costs a phone's hydration tens of milliseconds, in the header's texts), and
// every number still reads exactly as the locale writes it.
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatInterpolated } from "~/i18n/config";
import { supportedLocales } from "~/i18n/store-views";

afterEach(() => vi.restoreAllMocks());

describe("numbers in translated texts", () => {
  it("writes a small count without building a number formatter", () => {
    const built = vi.spyOn(Intl, "NumberFormat");
    expect(formatInterpolated(3, undefined, "de-DE")).toBe("3");
    expect(formatInterpolated(0, undefined, "fr-FR")).toBe("0");
    expect(formatInterpolated(999, undefined, "en-GB")).toBe("999");
    expect(built).not.toHaveBeenCalled();
  });

  it("writes every number as the locale does, in every store view's language", () => {
    const samples = [0, 1, 7, 42, 999, 1000, 2500, 12345.5, -3, 0.5, 1e6];
    for (const locale of supportedLocales) {
      const intl = new Intl.NumberFormat(locale);
      for (let count = 0; count < 1000; count++) {
        expect(formatInterpolated(count, undefined, locale)).toBe(intl.format(count));
      }
      for (const value of samples) expect(formatInterpolated(value, undefined, locale)).toBe(intl.format(value));
    }
  });

  it("reads a negative zero as zero", () => {
    expect(formatInterpolated(-0, undefined, "en-GB")).toBe("0");
  });

  it("leaves anything but a finite number as it came", () => {
    expect(formatInterpolated("2026", undefined, "de-DE")).toBe("2026");
    expect(formatInterpolated(Number.NaN, undefined, "de-DE")).toBeNaN();
  });
});
