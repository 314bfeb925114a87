// The product page's subscription price is the one the basket will charge: the storefront's
// rounding and the backend's agree on every price of the catalogue's range, in every currency.
import { describe, expect, it } from "vitest";
import { subscribedPrice } from "../../app/features/product/subscribe-and-save";
import { SUBSCRIBE_AND_SAVE_PERCENT, subscriptionUnitPrice } from "../../backend/subscription/subscribe-and-save";

describe("subscribe and save price", () => {
  it("is 10% off to the cent: £10.99 -> £9.89, £19.99 -> £17.99, €1.05 -> €0.95 (half away from zero)", () => {
    expect(subscribedPrice({ value: 10.99, currency: "GBP" }, 10)).toEqual({ value: 9.89, currency: "GBP" });
    expect(subscribedPrice({ value: 19.99, currency: "GBP" }, 10)).toEqual({ value: 17.99, currency: "GBP" });
    expect(subscribedPrice({ value: 1.05, currency: "EUR" }, 10)).toEqual({ value: 0.95, currency: "EUR" });
  });

  it("agrees with the backend's basket line for every price from 0.01 to 200.00", () => {
    for (let cents = 1; cents <= 20_000; cents++) {
      const price = cents / 100;
      expect(subscribedPrice({ value: price, currency: "GBP" }, SUBSCRIBE_AND_SAVE_PERCENT).value).toBe(
        subscriptionUnitPrice(price),
      );
    }
  });
});
