import { describe, expect, it } from "vitest";
import { diffCartActions } from "~/commerce/cart/last-cart-actions";

describe("diffCartActions", () => {
  const before = {
    id: "cart-1",
    items: [
      { uid: "a", quantity: 2 },
      { uid: "b", quantity: 1 },
      { uid: "c", quantity: 3 },
    ],
  };

  it("records add for new items and higher quantities, remove for lower quantities and gone items", () => {
    const after = {
      id: "cart-1",
      items: [
        { uid: "a", quantity: 5 },
        { uid: "c", quantity: 1 },
        { uid: "d", quantity: 1 },
      ],
    };
    expect(diffCartActions(before, after)).toEqual([
      { action: "add", uid: "a", sku: undefined, quantity: 3 },
      { action: "remove", uid: "c", sku: undefined, quantity: 2 },
      { action: "add", uid: "d", sku: undefined, quantity: 1 },
      { action: "remove", uid: "b", sku: undefined, quantity: 1 },
    ]);
  });

  it("records nothing when the cart id changed", () => {
    expect(diffCartActions(before, { id: "cart-2", items: [{ uid: "z", quantity: 1 }] })).toEqual([]);
  });

  it("records nothing when quantities are unchanged", () => {
    expect(diffCartActions(before, { ...before })).toEqual([]);
  });

  it("records nothing without a previous cart", () => {
    expect(diffCartActions(null, before)).toEqual([]);
  });
});
