// The delivery section's pure parts: progress toward free delivery, loose postcodes per country,
// Magento's REST error bodies in words, and the REST address of a store view.
import { describe, expect, it } from "vitest";
import { freeDeliveryProgress, parseMethodValue } from "~/commerce/cart/shipping";
import { restErrorMessage, restUrl } from "~/commerce/rest.server";
import { postcodeFits } from "~/features/basket/shipping-estimate";

describe("free-delivery progress", () => {
  it("counts the subtotal after discounts toward the threshold", () => {
    expect(freeDeliveryProgress(50, 39.96, 0)).toEqual({
      threshold: 50,
      reached: 39.96,
      remaining: 10.04,
      done: false,
    });
    expect(freeDeliveryProgress(50, 55, 10)).toMatchObject({ remaining: 5, done: false });
    expect(freeDeliveryProgress(50, 59.94, 0)).toEqual({ threshold: 50, reached: 50, remaining: 0, done: true });
  });
  it("is absent without a threshold", () => {
    expect(freeDeliveryProgress(null, 10, 0)).toBeNull();
    expect(freeDeliveryProgress(0, 10, 0)).toBeNull();
  });
});

describe("postcodes", () => {
  it("takes each country's shape loosely and anything plausible elsewhere", () => {
    expect(postcodeFits("GB", "SW1A 1AA")).toBe(true);
    expect(postcodeFits("GB", "sw1a1aa")).toBe(true);
    expect(postcodeFits("GB", "12")).toBe(false);
    expect(postcodeFits("DE", "10115")).toBe(true);
    expect(postcodeFits("DE", "1011")).toBe(false);
    expect(postcodeFits("US", "10001-1234")).toBe(true);
    expect(postcodeFits("PL", "00-950")).toBe(true);
    expect(postcodeFits("PL", "<script>")).toBe(false);
  });
});

describe("REST", () => {
  it("fills Magento's %placeholders from the parameters", () => {
    expect(
      restErrorMessage({
        message: "No such entity with %fieldName = %fieldValue",
        parameters: { fieldName: "cartId", fieldValue: "abc" },
      }),
    ).toBe("No such entity with cartId = abc");
    expect(restErrorMessage({ message: "Plain" })).toBe("Plain");
    expect(restErrorMessage("oops")).toBeNull();
  });
  it("puts the store view in the path, the default one for a blank or numeric code", () => {
    const ctx = { commerceUrl: "http://127.0.0.1:3000", timeoutMs: 1000 };
    expect(restUrl({ ...ctx, storeCode: "de" }, "carts/mine/estimate-shipping-methods")).toBe(
      "http://127.0.0.1:3000/rest/de/V1/carts/mine/estimate-shipping-methods",
    );
    expect(restUrl({ ...ctx, storeCode: "" }, "/guest-carts/x")).toBe(
      "http://127.0.0.1:3000/rest/default/V1/guest-carts/x",
    );
  });
  it("reads a posted method back into carrier and method", () => {
    expect(parseMethodValue("flatrate_flatrate")).toEqual({ carrierCode: "flatrate", methodCode: "flatrate" });
    expect(parseMethodValue("nounderscore")).toBeNull();
    expect(parseMethodValue("_x")).toBeNull();
  });
});
