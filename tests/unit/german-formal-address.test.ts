// The German shop addresses shoppers with "Sie" throughout; a stray "du" or "dein" reads as a
// different voice.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { informalTexts } from "../support/german-address";

describe("German texts say Sie", () => {
  it("recognises the informal forms and leaves the polite ones", () => {
    const texts = {
      a: "Dein Warenkorb",
      b: { c: "Hast du Fragen?" },
      d: "Wir melden uns bei dir",
      e: "Ihr Warenkorb",
      f: "Dienstag durch Direktversand",
    };
    expect(informalTexts(texts)).toEqual(["a: Dein Warenkorb", "b.c: Hast du Fragen?", "d: Wir melden uns bei dir"]);
  });

  for (const file of readdirSync(join("locales", "de-DE")).filter((name) => name.endsWith(".json"))) {
    it(`de-DE/${file} has no "du", "dein", "dir", "dich" or "euch"`, () => {
      expect(informalTexts(JSON.parse(readFileSync(join("locales", "de-DE", file), "utf8")))).toEqual([]);
    });
  }
});
