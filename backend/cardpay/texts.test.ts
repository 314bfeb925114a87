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
});
