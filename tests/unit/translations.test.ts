import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { namespaces } from "~/i18n/config";
import { supportedLocales } from "~/i18n/store-views";
import { britishWordIn } from "../../backend/shared/us-english";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
  );
}

/** Plural suffixes differ by language; compare the base key. */
const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, "");

function load(locale: string, ns: string): Tree {
  return JSON.parse(readFileSync(join("locales", locale, `${ns}.json`), "utf8")) as Tree;
}

describe("translations", () => {
  it("has a folder for exactly the seven supported locales", () => {
    expect(readdirSync("locales").sort()).toEqual([...supportedLocales].sort());
  });

  for (const ns of namespaces) {
    const reference = new Set(flatten(load("en-GB", ns)).map(baseKey));
    for (const locale of supportedLocales) {
      it(`${locale}/${ns}.json has every key of en-GB, none empty`, () => {
        const tree = load(locale, ns);
        const keys = new Set(flatten(tree).map(baseKey));
        expect([...reference].filter((key) => !keys.has(key))).toEqual([]);
        const empty = flatten(tree).filter((key) => {
          const value = key.split(".").reduce<Tree | string>((node, part) => (node as Tree)[part], tree);
          return typeof value !== "string" || value.trim() === "";
        });
        expect(empty).toEqual([]);
      });
    }
  }

  it("asks for a valid email in one sentence per language, whichever form refuses it", () => {
    for (const locale of supportedLocales) {
      const sentences = new Set<string>();
      for (const ns of namespaces) {
        const tree = load(locale, ns);
        for (const key of flatten(tree)) {
          if (!/(^|\.)(emailInvalid|email)$/.test(key)) continue;
          const value = key.split(".").reduce<Tree | string>((node, part) => (node as Tree)[part], tree);
          if (typeof value === "string" && /\w@\w/.test(value)) sentences.add(value);
        }
      }
      expect([...sentences], locale).toHaveLength(1);
    }
  });

  /** Every text of a locale, as [namespace/key, text]. */
  const textsOf = (locale: string) =>
    namespaces.flatMap((ns) => {
      const tree = load(locale, ns);
      return flatten(tree).map((key) => {
        const value = key.split(".").reduce<Tree | string>((node, part) => (node as Tree)[part], tree);
        return [`${ns}/${key}`, value as string] as const;
      });
    });

  it("gives examples in English as e.g., never Magento's Ex:", () => {
    for (const locale of ["en-GB", "en-IE", "en-US"])
      expect(
        textsOf(locale).filter(([, text]) => /\bEx:/.test(text)),
        locale,
      ).toEqual([]);
  });

  it("speaks American English in en-US, with the words the US store's pages use (cart, flavor, ZIP code)", () => {
    const british = textsOf("en-US").filter(
      ([, text]) => britishWordIn(text) || /\bparcel is\b|[Cc]ollection point|\. Delivery: /.test(text),
    );
    expect(british).toEqual([]);
  });

  it("names Ireland's postcode the Eircode in its error, as its label does, in every language", () => {
    for (const locale of supportedLocales) {
      const errors = (load(locale, "profile").address as Tree).errors as Tree;
      expect(errors.postcodeInvalid_IE, locale).toMatch(/Eircode.*\{\{example\}\}/);
    }
  });

  it("calls the newsletter «boletín» in Spanish, everywhere", () => {
    expect(textsOf("es-ES").filter(([, text]) => /newsletter/i.test(text))).toEqual([]);
  });

  it("leaves no English sentence in the German, Spanish, French and Italian texts", () => {
    const english = new Map(textsOf("en-GB"));
    const ENGLISH_WORDS = /\b(the|and|your|you|incl|please|with|of|to|for)\b/i;
    for (const locale of ["de-DE", "es-ES", "fr-FR", "it-IT"]) {
      const left = textsOf(locale).filter(
        ([key, text]) => english.get(key) === text && ENGLISH_WORDS.test(text.replace(/\{\{\w+\}\}/g, "")),
      );
      expect(left, locale).toEqual([]);
    }
  });

  it("gives one feature one name: German «Prämienpunkte», Italian «Verifica e paga»", () => {
    expect(textsOf("de-DE").filter(([, text]) => /Treuepunkt/.test(text))).toEqual([]);
    expect(textsOf("it-IT").filter(([, text]) => /Controlla e paga/.test(text))).toEqual([]);
  });
});
