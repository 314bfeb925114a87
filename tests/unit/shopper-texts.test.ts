// Small texts a shopper reads: numbers in the locale's format, an email as they wrote it, a delivery
// method named once, and the labels of genders, goals and diets worded one way everywhere.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DIETARY_OPTIONS } from "../../backend/seed/catalog-copy/facets-data";
import { deliveryMethodName } from "~/commerce/delivery-method-name";
import { displayEmail } from "~/i18n/email";
import { fixedT } from "~/i18n/translator.server";
import { supportedLocales } from "~/i18n/store-views";

describe("numbers in texts", () => {
  it("are written the locale's way wherever a text carries them (2,500 points; 2.500 Punkte)", () => {
    expect(fixedT("en-GB", "orders")("order.pointsValue", { count: 2500 })).toBe("2,500 points");
    expect(fixedT("de-DE", "orders")("order.pointsValue", { count: 2500 })).toMatch(/^2\.500 /);
    expect(fixedT("fr-FR", "orders")("order.pointsValue", { count: 2500 })).toMatch(/^2\u202f500 /);
    expect(fixedT("en-GB", "points")("balance", { count: 2500, points: 2500 })).toBe("You have 2,500 points, worth");
  });

  it("leave text alone: a year or an order number passed as text stays as it is", () => {
    expect(fixedT("en-GB")("footer.copyright", { year: "2026" })).toContain("2026");
    expect(fixedT("en-GB", "orders")("viewOrder", { number: "000001234" })).toContain("000001234");
  });
});

describe("an email address", () => {
  it("is shown with its domain in unicode, as the shopper typed it (browsers send punycode)", () => {
    expect(displayEmail("jo@xn--mller-kva.de")).toBe("jo@müller.de");
    expect(displayEmail("neu@xn--bcher-kva.example")).toBe("neu@bücher.example");
    expect(displayEmail("a@xn--r8jz45g.xn--zckzah")).toBe("a@例え.テスト");
    expect(displayEmail("demo@example.com")).toBe("demo@example.com");
    // what does not decode is shown as it is
    expect(displayEmail("odd@xn--.example")).toBe("odd@xn--.example");
    expect(displayEmail("odd@xn--99999999999.example")).toBe("odd@xn--99999999999.example");
  });
});

describe("a delivery method", () => {
  it("is named once: the carrier only when its title does not say it already", () => {
    expect(deliveryMethodName("Standard", "Standard delivery")).toEqual({ title: "Standard delivery", carrier: null });
    expect(deliveryMethodName("Express", "Expressversand")).toEqual({ title: "Expressversand", carrier: null });
    expect(deliveryMethodName("Click & Collect", "Abholung an einer Abholstation")).toEqual({
      title: "Abholung an einer Abholstation",
      carrier: "Click & Collect",
    });
    expect(deliveryMethodName("Free delivery", "")).toEqual({ title: "Free delivery", carrier: null });
  });
});

type Tree = { [key: string]: string | Tree };
const load = (locale: string, ns: string) =>
  JSON.parse(readFileSync(join("locales", locale, `${ns}.json`), "utf8")) as Tree;

/** Every label set (an object whose keys are some of `keys`) anywhere in a namespace. */
function labelSets(tree: Tree, keys: string[], path = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    if (typeof value === "string") return [];
    const here = `${path}${key}`;
    return Object.keys(value).some((k) => keys.includes(k)) ? [here] : labelSets(value, keys, `${here}.`);
  });
}

describe("genders, fitness goals and diets", () => {
  it("have one set of labels per locale (common: customer.*), not one per page", () => {
    for (const locale of supportedLocales) {
      const namespaces = readdirSync(join("locales", locale)).map((f) => f.replace(/\.json$/, ""));
      const found = namespaces.flatMap((ns) =>
        labelSets(load(locale, ns), ["nonBinary", "DAIRY_FREE", "WEIGHT_LOSS"]).map((p) => `${ns}:${p}`),
      );
      expect(found.sort(), locale).toEqual([
        "common:customer.dietaryNeeds",
        "common:customer.fitnessGoals",
        "common:customer.genders",
      ]);
    }
  });

  it("word a diet in the account as the product filters do", () => {
    const needs = (load("en-GB", "common").customer as Tree).dietaryNeeds as Record<string, string>;
    for (const option of DIETARY_OPTIONS) expect(needs[option.code.toUpperCase()], option.code).toBe(option.en);
    expect(needs.DAIRY_FREE).toBe("Dairy free");
  });
});
