// The product page's content rules: which tabs a product has, the flavour label,
// a deal's time left and claimed share.
import { describe, expect, it } from "vitest";
import type { ProductContent } from "~/commerce/catalog/product";
import { claimedShare, clock, timeLeft } from "~/commerce/catalog/deal-clock";
import { flavourLabel, productTabs, tabFromHash } from "~/commerce/catalog/product-page-settings";

const empty: ProductContent = {
  ingredients: null,
  nutritionHtml: null,
  texture: null,
  activeIngredients: null,
  recommendedServing: null,
  aminoAcids: [],
  claims: [],
};

describe("the tabs of a product", () => {
  it("has every tab, in SPEC order after the description, for a protein with all its content", () => {
    const protein = {
      descriptionHtml: "<p>Whey</p>",
      content: {
        ...empty,
        nutritionHtml: "<table></table>",
        aminoAcids: [{ name: "Leucine", perServing: 2.4, per100g: 8.1 }],
        claims: ["High in protein."],
      },
    };
    expect(productTabs(protein)).toEqual([
      "description",
      "delivery_options",
      "nutritional_and_ingredients",
      "amino_acid_profile",
      "claims_list",
    ]);
  });

  it("leaves out the tabs an accessory has nothing for; delivery stays", () => {
    expect(productTabs({ descriptionHtml: "<p>Shaker</p>", content: empty })).toEqual([
      "description",
      "delivery_options",
    ]);
    expect(productTabs({ descriptionHtml: null, content: empty })).toEqual(["delivery_options"]);
  });

  it("shows the nutrition tab for any one of its parts, e.g. only a recommended serving", () => {
    expect(productTabs({ descriptionHtml: null, content: { ...empty, recommendedServing: "One a day." } })).toEqual([
      "delivery_options",
      "nutritional_and_ingredients",
    ]);
  });

  it("opens a tab from the address's hash only when the product has that tab", () => {
    const tabs = productTabs({ descriptionHtml: "<p>x</p>", content: { ...empty, claims: ["x"] } });
    expect(tabFromHash("#claims_list", tabs)).toBe("claims_list");
    expect(tabFromHash("#amino_acid_profile", tabs)).toBeNull();
    expect(tabFromHash("#reviews", tabs)).toBeNull();
    expect(tabFromHash("", tabs)).toBeNull();
  });
});

describe("the flavour label", () => {
  const on = { enabled: true, defaultText: "Flavour" };
  const vanilla = { attributes: [{ code: "flavours", valueIndex: 202, uid: "x", label: "Vanilla" }] };

  it("names the chosen variant's flavour", () => {
    expect(flavourLabel(on, vanilla, true)).toBe("Vanilla");
  });

  it("says the store's default text while no flavour is chosen", () => {
    expect(flavourLabel(on, null, true)).toBe("Flavour");
    expect(flavourLabel(on, { attributes: [] }, true)).toBe("Flavour");
  });

  it("is off when the store turns it off or the product has no flavours", () => {
    expect(flavourLabel({ enabled: false, defaultText: "Flavour" }, vanilla, true)).toBeNull();
    expect(flavourLabel(on, vanilla, false)).toBeNull();
    expect(flavourLabel({ enabled: true, defaultText: "" }, null, true)).toBeNull();
  });
});

describe("a deal's countdown", () => {
  const now = new Date("2026-11-23T06:00:00Z");

  it("splits the time left into days and a clock", () => {
    const left = timeLeft("2026-11-25T10:13:09Z", now)!;
    expect(left).toEqual({ days: 2, hours: 4, minutes: 13, seconds: 9 });
    expect(clock(left)).toBe("04:13:09");
  });

  it("counts the last seconds and ends at the end", () => {
    expect(clock(timeLeft("2026-11-23T06:00:05Z", now)!)).toBe("00:00:05");
    expect(timeLeft("2026-11-23T06:00:00Z", now)).toBeNull();
    expect(timeLeft("2026-11-22T06:00:00Z", now)).toBeNull();
    expect(timeLeft("not a date", now)).toBeNull();
  });

  it("shows the claimed share whole and within 0 to 100", () => {
    expect(claimedShare(57.4)).toBe(57);
    expect(claimedShare(130)).toBe(100);
    expect(claimedShare(-3)).toBe(0);
    expect(claimedShare(null)).toBeNull();
  });
});
