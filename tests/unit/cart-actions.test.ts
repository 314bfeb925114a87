import { createSession } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { CART_ACTION_LIMIT, emptyCartState, recordCartChange, takeCartActions } from "~/sessions/cart-actions.server";
import type { ShopSession } from "~/sessions/session.server";

function line(uid: string, sku: string, quantity: number) {
  return { uid, quantity, sku } as never;
}

const newSession = () => createSession() as unknown as ShopSession;

describe("last cart actions", () => {
  it("records the first add to a new basket, then each change against the basket before it", () => {
    const session = newSession();
    recordCartChange(session, emptyCartState("cart-1"), { id: "cart-1", lines: [line("a", "PW-WHEY", 2)] });
    expect(takeCartActions(session)).toEqual([{ action: "add", sku: "PW-WHEY", quantity: 2 }]);

    recordCartChange(
      session,
      { id: "cart-1", items: [{ uid: "a", quantity: 2, sku: "PW-WHEY" }] },
      { id: "cart-1", lines: [line("a", "PW-WHEY", 1), line("b", "PW-CREA", 1)] },
    );
    expect(takeCartActions(session)).toEqual([
      { action: "remove", sku: "PW-WHEY", quantity: 1 },
      { action: "add", sku: "PW-CREA", quantity: 1 },
    ]);
  });

  it("hands the actions to one page only", () => {
    const session = newSession();
    recordCartChange(session, emptyCartState("c"), { id: "c", lines: [line("a", "X", 1)] });
    expect(takeCartActions(session)).toHaveLength(1);
    expect(takeCartActions(session)).toEqual([]);
  });

  it("records nothing when the basket itself changed, or when the basket before could not be read", () => {
    const session = newSession();
    recordCartChange(session, emptyCartState("cart-x1"), { id: "cart-x2", lines: [line("z", "Y", 1)] });
    recordCartChange(session, null, { id: "cart-x2", lines: [line("z", "Y", 2)] });
    expect(takeCartActions(session)).toEqual([]);
  });

  it("keeps at most CART_ACTION_LIMIT actions of a change", () => {
    const session = newSession();
    const lines = Array.from({ length: 40 }, (_, i) => line(`u${i}`, `SKU-${i}`, 1));
    recordCartChange(session, emptyCartState("big"), { id: "big", lines });
    expect(takeCartActions(session)).toHaveLength(CART_ACTION_LIMIT);
  });
});
