// The one cart-ownership check (Magento's GetCartForUser): who may use a cart by its masked id, and
// the errors every GraphQL mutation and REST path answers with. The check is written once.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cartForCaller } from "./cart-for-caller.js";
import type { CartRow } from "./repository.js";
import { isShopError } from "../shared/errors.js";

const cart = (over: Partial<CartRow>): CartRow => ({
  id: 7,
  masked_id: "abc",
  store_code: "default",
  customer_id: null,
  email: null,
  is_active: 1,
  coupon_code: null,
  reward_points_used: 0,
  created_at: "",
  updated_at: "",
  ...over,
});

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    if (isShopError(e)) return { message: e.message, kind: e.kind };
    throw e;
  }
  return null;
};

describe("cartForCaller", () => {
  const store = { code: "default" };
  const lookup = (row: CartRow | undefined) => () => row;

  it("gives a guest cart to anyone who knows its id, guest or customer", () => {
    expect(cartForCaller(lookup(cart({})), { store, customerId: null }, "abc").id).toBe(7);
    expect(cartForCaller(lookup(cart({})), { store, customerId: 3 }, "abc").id).toBe(7);
  });

  it("gives a customer's cart to that customer only", () => {
    const mine = cart({ customer_id: 3 });
    expect(cartForCaller(lookup(mine), { store, customerId: 3 }, "abc").id).toBe(7);
    const notYours = { message: 'The current user cannot perform operations on cart "abc"', kind: "authorization" };
    expect(refusal(() => cartForCaller(lookup(mine), { store, customerId: 4 }, "abc"))).toEqual(notYours);
    expect(refusal(() => cartForCaller(lookup(mine), { store, customerId: null }, "abc"))).toEqual(notYours);
  });

  it("answers Magento's no-such-entity errors for an unknown, inactive or other store's cart", () => {
    expect(refusal(() => cartForCaller(lookup(undefined), { store, customerId: null }, "zzz"))).toEqual({
      message: 'Could not find a cart with ID "zzz"',
      kind: "no-such-entity",
    });
    expect(refusal(() => cartForCaller(lookup(undefined), { store, customerId: null }, null))).toEqual({
      message: 'Could not find a cart with ID ""',
      kind: "no-such-entity",
    });
    expect(refusal(() => cartForCaller(lookup(cart({ is_active: 0 })), { store, customerId: null }, "abc"))).toEqual({
      message: "The cart isn't active.",
      kind: "no-such-entity",
    });
    expect(
      refusal(() => cartForCaller(lookup(cart({ store_code: "de" })), { store, customerId: null }, "abc")),
    ).toEqual({ message: 'Wrong store code specified for cart "abc"', kind: "no-such-entity" });
  });

  it("accepts an inactive cart only when the caller says it was ordered", () => {
    const ordered = cart({ is_active: 0 });
    expect(cartForCaller(lookup(ordered), { store, customerId: null }, "abc", { ordered: (id) => id === 7 }).id).toBe(
      7,
    );
    expect(
      refusal(() => cartForCaller(lookup(ordered), { store, customerId: null }, "abc", { ordered: () => false })),
    ).not.toBeNull();
  });

  it("is the only place in the backend that writes the ownership refusal", () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        // the tests beside the modules (this one too) name the refusals they expect
        if (statSync(path).isDirectory()) return files(path);
        return path.endsWith(".ts") && !path.endsWith(".test.ts") ? [path] : [];
      });
    const writers = files("backend").filter((f) => {
      const text = readFileSync(f, "utf8");
      return /cannot perform operations on cart|Could not find a cart with ID|cart\.customer_id !== ctx\.customerId/.test(
        text,
      );
    });
    expect(writers).toEqual([join("backend", "quote", "cart-for-caller.ts")]);
  });
});
