// The shop's own translate function (the browser no longer downloads i18next) says exactly what
// i18next said with the shop's options, for every text of every locale: plain, with its values,
// every plural count, missing values, missing keys and default values, other namespaces.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createInstance, type TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { fallbackLocale, formatInterpolated, namespaces } from "~/i18n/config";
import { resources } from "~/i18n/resources.server";
import { supportedLocales } from "~/i18n/store-views";
import { fixedT, type Texts } from "~/i18n/translate";
import { fixedT as serverT } from "~/i18n/translator.server";

/** i18next as the shop configured it for its pages (the browser's had no fallback language). */
const i18nOptions = {
  supportedLngs: supportedLocales,
  fallbackLng: fallbackLocale,
  defaultNS: "common",
  ns: [...namespaces],
  interpolation: {
    escapeValue: false,
    alwaysFormat: true,
    format: (value: unknown, format?: string, lng?: string) => formatInterpolated(value, format, lng),
  },
  initImmediate: false,
  returnNull: false,
} as const;

function i18nextT(locale: string, namespace: string): TFunction {
  const instance = createInstance();
  void instance.init({ ...i18nOptions, lng: locale, resources: { [locale]: resources[locale] }, fallbackLng: false });
  return instance.getFixedT(locale, namespace);
}

/** Every text's key path, plural suffixes taken off (each plural key once). */
function keysOf(texts: Texts, prefix = ""): string[] {
  const keys = new Set<string>();
  for (const [name, value] of Object.entries(texts)) {
    const path = `${prefix}${name}`;
    if (typeof value === "string") keys.add(path.replace(/_(zero|one|two|few|many|other)$/, ""));
    else for (const key of keysOf(value, `${path}.`)) keys.add(key);
  }
  return [...keys];
}

function textOf(texts: Texts, key: string): string | undefined {
  const found = key
    .split(".")
    .reduce<Texts | string | undefined>((node, part) => (typeof node === "object" ? node[part] : undefined), texts);
  return typeof found === "string" ? found : undefined;
}

/** Sample values for a text's placeholders: numbers where a number is likely, text otherwise. */
function sampleValues(texts: Texts, key: string): Record<string, unknown> {
  const all = Object.entries(texts).length
    ? [key, `${key}_one`, `${key}_other`].map((k) => textOf(texts, k) ?? "")
    : [];
  const values: Record<string, unknown> = {};
  for (const match of all.join(" ").matchAll(/{{(.+?)}}/g)) {
    const name = match[1].trim();
    values[name] = /count|points|max|min|total|amount|minutes|hours|days|percent|page|index|stars/.test(name)
      ? 12345.5
      : `<${name} $& $1 {{name}}>`;
  }
  return values;
}

const COUNTS = [0, 1, 2, 3, 5, 11, 21, 101, 1.5, 1000, 1000000, -1];

describe("the shop's translate function", () => {
  it("is given texts that use only what it supports: no nesting, formats, unescaped values or dotted keys", () => {
    const dotted = (texts: Texts): string[] =>
      Object.entries(texts).flatMap(([name, value]) => [
        ...(name.includes(".") ? [name] : []),
        ...(typeof value === "object" ? dotted(value) : []),
      ]);
    for (const locale of readdirSync("locales"))
      for (const file of readdirSync(join("locales", locale))) {
        const text = readFileSync(join("locales", locale, file), "utf8");
        expect(text, `${locale}/${file}`).not.toMatch(/\$t\(|{{-|{{[^}]*,[^}]*}}/);
        expect(dotted(JSON.parse(text) as Texts), `${locale}/${file}`).toEqual([]);
      }
  });

  for (const locale of supportedLocales) {
    it(`says what i18next says for every ${locale} text, with and without values and counts`, () => {
      let compared = 0;
      for (const ns of namespaces) {
        const texts = resources[locale][ns];
        const ours = fixedT(resources[locale], locale, ns);
        const theirs = i18nextT(locale, ns);
        const server = serverT(locale, ns);
        for (const key of keysOf(texts)) {
          const values = sampleValues(texts, key);
          const cases: Record<string, unknown>[] = [{}, values, { ...values, extra: 1 }];
          const names = Object.keys(values);
          if (names.length) cases.push({ [names[0]]: undefined }, { [names[0]]: null }, { [names[0]]: 7 });
          for (const count of COUNTS) cases.push({ ...values, count });
          cases.push({ ...values, count: "3" }, { ...values, context: "male" }, { ...values, count: 2, context: "x" });
          for (const options of cases) {
            const expected = theirs(key, options);
            const got = ours(key, options);
            expect(server(key, options)).toBe(got);
            const count = options.count;
            const category = typeof count === "number" ? new Intl.PluralRules(locale).select(count) : "";
            if (category && !textOf(texts, `${key}_${category}`) && textOf(texts, `${key}_other`)) {
              // A count whose plural category the text lacks (French, Spanish, Italian "many" for
              // 1,000,000): the locale's "other" text, where i18next showed the key or another text.
              expect(got, `${locale} ${ns}:${key} ${JSON.stringify(options)}`).toBe(theirs(`${key}_other`, options));
            } else {
              expect(got, `${locale} ${ns}:${key} ${JSON.stringify(options)}`).toBe(expected);
            }
            compared++;
          }
        }
      }
      expect(compared).toBeGreaterThan(1000);
      // Thousands of comparisons: give a shared, busy machine time.
    }, 30_000);
  }

  it("answers a missing key, a default value, another namespace and a string default as i18next does", () => {
    for (const locale of ["en-GB", "de-DE", "fr-FR"]) {
      const ours = fixedT(resources[locale], locale, "orders");
      const theirs = i18nextT(locale, "orders");
      const calls: [string, unknown?][] = [
        ["no.such.key"],
        ["no.such.key", { count: 2 }],
        ["no.such.key", { defaultValue: "Fallback {{name}}", name: "Ada" }],
        ["no.such.key", { defaultValue: "" }],
        ["no.such.key", { defaultValue: undefined }],
        ["no.such.key", { defaultValue_other: "{{count}} things", count: 4 }],
        ["no.such.key", { defaultValue_one: "one thing", defaultValue: "things", count: 4 }],
        ["no.such.key", "String default"],
        ["common:brand"],
        ["catalog:breadcrumbs"],
        ["brand", { ns: "common" }],
        ["catalog:allProducts.heading", { ns: "common" }],
        ["nope:brand"],
        ["What is this: a sentence?"],
        ["common:basketCount", { count: 3 }],
        ["common:basketCount", { count: 1, ns: "cart" }],
        ["account"],
      ];
      for (const [key, options] of calls) {
        const t = theirs as unknown as (key: string, options?: unknown) => string;
        const o = ours as unknown as (key: string, options?: unknown) => string;
        expect(o(key, options), `${locale} ${key} ${JSON.stringify(options)}`).toBe(t(key, options));
      }
    }
  });

  it("reads a key that names a group of texts as a missing key, where i18next answered with its own words", () => {
    for (const locale of ["en-GB", "de-DE"]) {
      const t = fixedT(resources[locale], locale, "orders") as unknown as (key: string, options?: unknown) => string;
      expect(i18nextT(locale, "orders")("history")).toContain("returned an object instead of string");
      expect(t("history")).toBe("history");
      expect(t("orders:status")).toBe("status");
      expect(t("history", { defaultValue: "Your orders" })).toBe("Your orders");
    }
  });
});

describe("the browser's JavaScript", () => {
  it("does not import i18next or react-i18next: the shop's translate function does their work", () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name) && !/\.server\.tsx?$/.test(entry.name)) {
          const source = readFileSync(path, "utf8");
          if (/^import (?!type )[^;]*from "(react-)?i18next"/m.test(source)) offenders.push(path);
        }
      }
    };
    walk("app");
    expect(offenders).toEqual([]);
  });
});
