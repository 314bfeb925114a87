// The card provider's words for the store that sends the shopper: the US store's English says "cart".
import { describe, expect, it } from "vitest";
import { cardPayTexts } from "./texts.js";

describe("the card provider's texts", () => {
  it("tell a US shopper their cart changed, a British one their basket", () => {
    expect(cardPayTexts("en", "en_US").basketChanged).toBe(
      "Your cart changed during payment; please review it and pay again.",
    );
    expect(cardPayTexts("en", "en_GB").basketChanged).toContain("Your basket changed");
    expect(cardPayTexts("de", "de_DE").basketChanged).toContain("Warenkorb");
  });

  it("show the expiry date's format in the shopper's language, the same in the label and the field", () => {
    for (const lang of ["en", "de", "es", "fr", "it"]) {
      const texts = cardPayTexts(lang);
      expect(texts.expiry, lang).toContain(`(${texts.expiryPlaceholder})`);
    }
    expect(cardPayTexts("de").expiryPlaceholder).toBe("MM/JJ");
  });
});
