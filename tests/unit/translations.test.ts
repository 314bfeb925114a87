import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { namespaces } from "~/i18n/config";
import { supportedLocales } from "~/i18n/store-views";

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
});
