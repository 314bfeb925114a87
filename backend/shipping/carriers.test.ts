// The methods' names as each store's shoppers read them: the US store ships, the British one delivers.
import { describe, expect, it } from "vitest";
import { carrierTitles } from "./carriers.js";

describe("the carriers' titles", () => {
  it("are American English in the US store and British in the UK and Irish ones", () => {
    expect(carrierTitles("flatrate", "en", "en_US").methodTitle).toBe("Standard shipping");
    expect(carrierTitles("express", "en", "en_US").methodTitle).toBe("Express shipping");
    expect(carrierTitles("freeshipping", "en", "en_US").methodTitle).toBe("Free shipping");
    expect(carrierTitles("flatrate", "en", "en_GB").methodTitle).toBe("Standard delivery");
    expect(carrierTitles("flatrate", "en", "en_IE").methodTitle).toBe("Standard delivery");
    expect(carrierTitles("flatrate", "de", "de_DE").methodTitle).toBe("Standardversand");
  });
});
