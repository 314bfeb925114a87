// The unit prices beside a product's price: per serving and per kg, and when none is shown.
import { describe, expect, it } from "vitest";
import { unitPrices } from "~/features/product/unit-price";

const gbp = (value: number) => ({ value, currency: "GBP" });

describe("unitPrices", () => {
  it("divides a 2.5 kg tub's price by its 100 servings and its weight", () => {
    expect(unitPrices(gbp(54.99), { netWeightGrams: 2500, servings: 100 })).toEqual({
      perServing: gbp(0.55),
      perKg: gbp(22),
      servings: 100,
    });
  });

  it("prices a box of bars per bar, with no price per kg when the weight is not known", () => {
    expect(unitPrices(gbp(19.99), { netWeightGrams: null, servings: 12 })).toEqual({
      perServing: gbp(1.67),
      perKg: null,
      servings: 12,
    });
  });

  it("shows nothing for a pack with neither servings nor a weight worth comparing", () => {
    expect(unitPrices(gbp(6.99), { netWeightGrams: null, servings: null })).toBeNull();
    expect(unitPrices(gbp(6.99), { netWeightGrams: 50, servings: 1 })).toBeNull();
    expect(unitPrices(null, { netWeightGrams: 1000, servings: 40 })).toBeNull();
  });
});
