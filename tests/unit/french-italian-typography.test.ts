// The French and Italian texts written as those languages are printed: the typographic apostrophe
// (’) throughout, and in French a no-break space before the two-part punctuation (: ; ? !) so that
// it never starts a line, and inside the guillemets « ». Scans every text of the two locales' files (what a shopper sees and what
// a screen reader reads); an apostrophe standing alone (a list of the characters a field accepts)
// is the typed character and stays.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { colonIn } from "~/i18n/colon";

type Tree = string | number | boolean | null | Tree[] | { [key: string]: Tree };

function texts(locale: string): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  const walk = (node: Tree, path: string) => {
    if (typeof node === "string") found.push([path, node]);
    else if (Array.isArray(node)) node.forEach((child, i) => walk(child, `${path}[${i}]`));
    else if (node && typeof node === "object")
      for (const [key, child] of Object.entries(node)) walk(child, `${path}.${key}`);
  };
  const folder = `locales/${locale}`;
  for (const file of readdirSync(folder).filter((name) => name.endsWith(".json"))) {
    walk(JSON.parse(readFileSync(`${folder}/${file}`, "utf8")) as Tree, file.replace(/\.json$/, ""));
  }
  return found;
}

const offending = (locale: string, pattern: RegExp) =>
  texts(locale)
    .filter(([, text]) => pattern.test(text))
    .map(([path, text]) => `${path}: ${text}`);

describe("French and Italian typography in the locale files", () => {
  it.each(["fr-FR", "it-IT"])("%s writes the apostrophe ’, never '", (locale) => {
    expect(offending(locale, /\p{L}'|'\p{L}/u)).toEqual([]);
  });

  it("French has a no-break space, not a plain one, before : ; ? !", () => {
    expect(offending("fr-FR", / [:;?!]/)).toEqual([]);
  });

  it("French has a no-break space inside « »", () => {
    expect(offending("fr-FR", /«(?!\u00a0)|(?<!\u00a0)»/)).toEqual([]);
  });

  it("French has a space at all before : ; ? ! (a time's or an address's colon aside)", () => {
    expect(offending("fr-FR", /[^\s\u00a0\u202f][;?!]|[^\s\u00a0\u202f\d]:(?!\/\/)/u)).toEqual([]);
  });

  it("the colon the code puts after a label is French in French", () => {
    expect(colonIn("fr-FR")).toBe("\u00a0: ");
    expect(colonIn("it-IT")).toBe(": ");
  });

  it("a notice's screen-reader word carries its colon as the language writes it", () => {
    const messages = (locale: string) =>
      (JSON.parse(readFileSync(`locales/${locale}/common.json`, "utf8")) as { messages: Record<string, string> })
        .messages;
    expect(messages("fr-FR").error).toBe("Erreur\u00a0:");
    expect(messages("en-GB").error).toBe("Error:");
  });
});
