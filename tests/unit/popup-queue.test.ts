// Beyond the cookie question a visit gets one popup the shop opens unasked; the shopper's own
// drawers (mini basket, reward product) are not counted.
import { describe, expect, it } from "vitest";
import { popupOnTurn, visitAllows } from "~/components/popups/PopupQueue";

describe("one interruption per visit", () => {
  it("lets the first interruption of a visit through, and no other after it", () => {
    expect(visitAllows("customsWarning", null)).toBe(true);
    expect(visitAllows("customsWarning", "customsWarning")).toBe(true);
    expect(visitAllows("newsletter", "customsWarning")).toBe(false);
    expect(visitAllows("geoStore", "newsletter")).toBe(false);
  });

  it("never holds back the cookie question or the shopper's own drawers", () => {
    expect(visitAllows("cookieConsent", "newsletter")).toBe(true);
    expect(visitAllows("miniBasket", "customsWarning")).toBe(true);
    expect(visitAllows("rewardProduct", "geoStore")).toBe(true);
  });

  it("keeps the order: the cookie question before the customs warning before the newsletter", () => {
    expect(popupOnTurn(["newsletter", "customsWarning", "cookieConsent"])).toBe("cookieConsent");
    expect(popupOnTurn(["newsletter", "customsWarning"])).toBe("customsWarning");
  });
});
