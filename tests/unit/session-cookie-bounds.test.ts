// the session cookie holds ids and small flags. A basket of 53 lines used to fill
// the 4 KB a browser keeps (the snapshot for the last cart actions travelled in it), after which
// every add and remove answered 500; queued messages could carry a backend's text of any length.
import { describe, expect, it } from "vitest";
import { cartStateOf, emptyCartState, recordCartChange, takeCartActions } from "~/sessions/cart-actions.server";
import { MESSAGE_TEXT_LIMIT, queueMessages, takeMessages } from "~/sessions/messages.server";
import { createMessage, MESSAGE_LIMIT } from "~/sessions/messages";
import { commitSession, getSession } from "~/sessions/session.server";

const secrets = ["test-secret-test-secret"];
const request = new Request("http://shop.test/basket");

/** A basket of `count` distinct lines, with uids and skus as long as Magento's. */
function basket(id: string, count: number) {
  return {
    id,
    lines: Array.from(
      { length: count },
      (_, i) => ({ uid: btoa(`cart-item-${100000 + i}`), quantity: 1, sku: `PW-WHEY-FLAVOUR-${i}-5KG` }) as never,
    ),
  };
}

/** The session as the next request reads it back from the cookie. */
async function roundTrip(cookie: string) {
  return getSession(new Request("http://shop.test/", { headers: { Cookie: cookie.split(";")[0] } }), secrets);
}

describe("the session cookie stays small", () => {
  it("100 lines added one by one and removed one by one: every commit fits and the diff is still recorded", async () => {
    const session = await getSession(request, secrets);
    session.set("cartIds", { default: "q".repeat(32) });
    let before = emptyCartState("basket-100");
    let largest = 0;
    for (let count = 1; count <= 100; count++) {
      const after = basket("basket-100", count);
      recordCartChange(session, before, after);
      before = cartStateOf(after);
      largest = Math.max(largest, (await commitSession(request, secrets, session)).length);
    }
    expect(takeCartActions(session)).toEqual([expect.objectContaining({ action: "add", quantity: 1 })]);
    for (let count = 99; count >= 0; count--) {
      const after = basket("basket-100", count);
      recordCartChange(session, before, after);
      before = cartStateOf(after);
      largest = Math.max(largest, (await commitSession(request, secrets, session)).length);
    }
    expect(takeCartActions(session)).toEqual([expect.objectContaining({ action: "remove", quantity: 1 })]);
    // Ids and flags only: far below the 4 KB a browser keeps, whatever the basket holds.
    expect(largest).toBeLessThan(1024);
    const cookie = await commitSession(request, secrets, session);
    expect((await roundTrip(cookie)).get("cartIds")).toEqual({ default: "q".repeat(32) });
  });

  it("a session from before the change loses its basket snapshot with the next change", async () => {
    const session = await getSession(request, secrets);
    session.set("cartSnapshot", basket("old", 40) as never);
    recordCartChange(session, cartStateOf(basket("old", 40)), basket("old", 41));
    const back = await roundTrip(await commitSession(request, secrets, session));
    expect(back.has("cartSnapshot")).toBe(false);
  });

  it("queued messages: at most ten, each clipped, and the cookie still fits", async () => {
    const session = await getSession(request, secrets);
    for (let i = 0; i < 30; i++)
      queueMessages(session, createMessage("error", `Backend said ${i}: ${"ä verbose stack trace ".repeat(400)}`));
    const cookie = await commitSession(request, secrets, session);
    expect(cookie.length).toBeLessThanOrEqual(4096);
    const messages = takeMessages(await roundTrip(cookie));
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.length).toBeLessThanOrEqual(MESSAGE_LIMIT);
    for (const message of messages) expect(message.text.length).toBeLessThanOrEqual(MESSAGE_TEXT_LIMIT);
    // The newest message is the one kept.
    expect(messages.at(-1)!.text).toMatch(/^Backend said 29: /);
  });
});
