// The Spanish shop addresses shoppers with "tú" throughout, popups included: a "usted" beside a
// "tu" in the same popup reads as two voices.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cardPayTexts } from "../../backend/cardpay/texts";
import { GEO_POPUP_TEXTS } from "../../backend/geo/service";
import { STORE_CONFIG } from "../../backend/seed/stores";
import { formalSpanishTexts } from "../support/spanish-address";

describe("Spanish texts say tú", () => {
  it("recognises the usted forms and leaves the tú ones", () => {
    const texts = {
      a: "Suscríbase a nuestro boletín",
      b: { c: "Suscríbete" },
      d: "Su cesta está vacía",
      e: "Tu cesta",
    };
    expect(formalSpanishTexts(texts)).toEqual(["a: Suscríbase a nuestro boletín", "d: Su cesta está vacía"]);
  });

  for (const file of readdirSync(join("locales", "es-ES")).filter((name) => name.endsWith(".json"))) {
    it(`es-ES/${file} speaks with tú`, () => {
      expect(formalSpanishTexts(JSON.parse(readFileSync(join("locales", "es-ES", file), "utf8")))).toEqual([]);
    });
  }

  it("the Spanish store's popup texts from the backend speak with tú too", () => {
    expect(formalSpanishTexts(GEO_POPUP_TEXTS.es)).toEqual([]);
    expect(formalSpanishTexts(STORE_CONFIG.es)).toEqual([]);
  });

  it("the card payment's texts, the shop's refusals and method names among them, speak with tú too", () => {
    expect(formalSpanishTexts(cardPayTexts("es"))).toEqual([]);
  });
});
