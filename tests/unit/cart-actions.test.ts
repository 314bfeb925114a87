import { createSession } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { lastCartActions, recordCartChange, startCartSnapshot } from "~/sessions/cart-actions.server";
import type { ShopSession } from "~/sessions/session.server";

function line(uid: string, sku: string, quantity: number) {
  return { uid, quantity, sku } as never;
}

describe("last cart actions", () => {
  it("records the first add to a new basket, then each change against the previous lines", () => {
    const session = createSession() as unknown as ShopSession;
    startCartSnapshot(session, "cart-1");
    recordCartChange(session, { id: "cart-1", lines: [line("a", "PW-WHEY-VAN-1KG", 2)] });
    expect(lastCartActions("cart-1")).toEqual([{ action: "add", uid: "a", sku: "PW-WHEY-VAN-1KG", quantity: 2 }]);

    recordCartChange(session, { id: "cart-1", lines: [line("a", "PW-WHEY-VAN-1KG", 1), line("b", "PW-CREA-250", 1)] });
    expect(lastCartActions("cart-1")).toEqual([
      { action: "remove", uid: "a", sku: "PW-WHEY-VAN-1KG", quantity: 1 },
      { action: "add", uid: "b", sku: "PW-CREA-250", quantity: 1 },
    ]);
  });

  it("records nothing when the basket itself changed", () => {
    const session = createSession() as unknown as ShopSession;
    recordCartChange(session, { id: "cart-x1", lines: [line("a", "X", 1)] });
    recordCartChange(session, { id: "cart-x2", lines: [line("z", "Y", 1)] });
    expect(lastCartActions("cart-x2")).toEqual([]);
  });
});
