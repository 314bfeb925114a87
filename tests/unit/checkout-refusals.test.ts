// A refused checkout write reaches the shopper in the shop's words, never as the backend's text.
import { describe, expect, it } from "vitest";
import { cardRefusal, checkoutRefusal } from "~/features/checkout/refusals";

const t = (key: string) => `«${key}»`;

describe("checkoutRefusal", () => {
  it("words Magento's address book refusals for a shopper", () => {
    expect(checkoutRefusal(["Invalid customer address id 3"], t)).toBe("«refusals.addressBook»");
    expect(checkoutRefusal(["No such entity with customerId = 2"], t)).toBe("«refusals.addressBook»");
  });

  it("words stock, basket, delivery, payment and address refusals", () => {
    expect(checkoutRefusal(["Not all of your products are available in the requested quantity."], t)).toBe(
      "«refusals.soldOut»",
    );
    expect(checkoutRefusal(['Could not find a cart with ID "abc"'], t)).toBe("«refusals.basketChanged»");
    expect(checkoutRefusal(["The shipping method is missing. Select the shipping method and try again."], t)).toBe(
      "«guard.needDelivery»",
    );
    expect(checkoutRefusal(["The requested Payment Method is not available."], t)).toBe("«refusals.payment»");
    expect(checkoutRefusal(['Invalid value of "XX1" provided for the postcode field.'], t)).toBe("«refusals.address»");
    expect(checkoutRefusal(['"city" is required. Enter and try again.'], t)).toBe("«refusals.address»");
  });

  it("answers the generic text for anything it does not know, never the backend's words", () => {
    expect(checkoutRefusal(["SQLITE_BUSY: database is locked"], t)).toBe("«refusals.generic»");
    expect(checkoutRefusal([], t)).toBe("«refusals.generic»");
    expect(checkoutRefusal(["Something odd"], t, "fallback")).toBe("fallback");
  });
});

describe("cardRefusal", () => {
  it("words Magento's refusals and keeps the card provider's own words for shoppers", () => {
    expect(cardRefusal(["Invalid customer address id 3"], t)).toBe("«refusals.addressBook»");
    expect(cardRefusal(["Ihre Karte wurde abgelehnt."], t)).toBe("Ihre Karte wurde abgelehnt.");
    expect(cardRefusal([], t)).toBeNull();
  });
});
