// A parcel's tracking page: the carrier's own, in the language of the shopper's store view where the
// carrier has pages in several languages.
import { describe, expect, it } from "vitest";
import { carrierTitle, trackingUrl } from "./carriers.js";

describe("a carrier's tracking page", () => {
  it("is DHL's site of the store view's country and language", () => {
    expect(trackingUrl("DHL", "00340434161234567890", "de_DE")).toBe(
      "https://www.dhl.com/de-de/home/tracking/tracking-parcel.html?submit=1&tracking-id=00340434161234567890",
    );
    expect(trackingUrl("dhl", "00340434161234567890", "en_US")).toBe(
      "https://www.dhl.com/us-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=00340434161234567890",
    );
    // Without a store view's locale: DHL's international site.
    expect(trackingUrl("DHL", "123")).toBe(
      "https://www.dhl.com/global-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=123",
    );
  });

  it("is UPS's page in the store view's language", () => {
    expect(trackingUrl("UPS", "1Z999AA10123456784", "fr_FR")).toBe(
      "https://www.ups.com/track?loc=fr_FR&tracknum=1Z999AA10123456784",
    );
  });

  it("is the UK carriers' English page whatever the store view, and none for a carrier the shop does not know", () => {
    expect(trackingUrl("Royal Mail", "AB123456789GB", "it_IT")).toBe(
      "https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB",
    );
    expect(trackingUrl("Evri", "H00A1B2C3D4E5F6", "de_DE")).toBeNull();
    expect(carrierTitle("royalmail")).toBe("Royal Mail");
  });

  it("writes the number as part of the address, never as more of it", () => {
    expect(trackingUrl("UPS", "1Z 99&x=1", "en_GB")).toBe(
      "https://www.ups.com/track?loc=en_GB&tracknum=1Z%2099%26x%3D1",
    );
  });
});
