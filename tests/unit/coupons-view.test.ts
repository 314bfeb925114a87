// The basket's coupons as components see them: the applied code with its saving, and the
// backend's refusals read into kinds the storefront words in the shopper's language.
import { describe, expect, it } from "vitest";
import { couponRefusal, isCouponMessage, toCouponsView } from "~/commerce/cart/coupons";
import { ApplyCouponSchema, MAX_COUPON_LENGTH } from "~/features/basket/coupon";
import * as z from "zod/mini";

describe("couponRefusal", () => {
  it("reads Magento's sentences", () => {
    expect(couponRefusal('The coupon code "NOPE" is not valid.')).toEqual({ kind: "invalid", code: "NOPE" });
    expect(couponRefusal('The coupon code "SAVE5" needs a subtotal of at least 40,00 €.')).toEqual({
      kind: "minimum",
      code: "SAVE5",
      amount: "40,00 €",
    });
    expect(couponRefusal("A coupon is already applied to the cart. Please remove it to apply another")).toEqual({
      kind: "alreadyApplied",
    });
    expect(couponRefusal("Cart does not contain products.")).toEqual({ kind: "emptyCart" });
    expect(couponRefusal("The requested qty is not available")).toBeNull();
  });

  it("tells the cart's coupon messages from its other messages", () => {
    expect(isCouponMessage('The coupon code "X" is not valid.')).toBe(true);
    expect(isCouponMessage("Some of the products are out of stock.")).toBe(false);
  });
});

describe("toCouponsView", () => {
  const money = (value: number) => ({ value, currency: "GBP" as const });

  it("sums the discounts of each applied code", () => {
    const view = toCouponsView({
      applied_coupons: [{ code: "WELCOME10" }],
      prices: {
        discounts: [
          { amount: money(3), coupon: { code: "WELCOME10" } },
          { amount: money(1.5), coupon: null },
        ],
      },
      error_messages: [],
    });
    expect(view.applied).toEqual([{ code: "WELCOME10", discount: money(3), problem: null }]);
  });

  it("shows a code that gives nothing with the reason the cart gives", () => {
    const view = toCouponsView({
      applied_coupons: [{ code: "SAVE5" }],
      prices: { discounts: [] },
      error_messages: ['The coupon code "SAVE5" needs a subtotal of at least £40.00.'],
    });
    expect(view.applied).toEqual([
      { code: "SAVE5", discount: null, problem: { kind: "minimum", code: "SAVE5", amount: "£40.00" } },
    ]);
  });
});

describe("ApplyCouponSchema", () => {
  const parse = (code: string) => z.safeParse(ApplyCouponSchema, { intent: "apply-coupon", code });

  it("trims the code and asks for one", () => {
    expect(parse("  save5 ").data?.code).toBe("save5");
    expect(parse("   ").error?.issues.map((i) => i.message)).toEqual(["required"]);
    expect(parse("x".repeat(MAX_COUPON_LENGTH + 1)).error?.issues.map((i) => i.message)).toEqual(["tooLong"]);
  });
});
