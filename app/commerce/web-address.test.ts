import { describe, expect, it } from "vitest";
import { webAddress } from "./web-address";

describe("a link the backend hands over", () => {
  it("is kept when it is a web address", () => {
    expect(webAddress("https://track.dpd.co.uk/parcels/15501234567890")).toBe(
      "https://track.dpd.co.uk/parcels/15501234567890",
    );
  });

  it.each([["javascript:alert(1)"], ["JavaScript:alert(1)"], ["data:text/html,x"], ["/relative"], [""], [null]])(
    "is dropped when it is %s",
    (url) => {
      expect(webAddress(url)).toBeNull();
    },
  );
});
