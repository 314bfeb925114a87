// The session cookie's seal: AES-256-GCM with a key per SESSION_SECRET; the first secret seals, every
// listed secret opens (rotation), a changed byte opens nothing, and a cookie signed by the previous
// version is still read once.
import { createCookieSessionStorage } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { commitSession, getSession, openSessionData, sealSessionData } from "~/sessions/session.server";

const request = (cookie?: string) => new Request("http://shop.test/", { headers: cookie ? { Cookie: cookie } : {} });

describe("the session seal", () => {
  it("opens with the secret that sealed it, also listed second after a rotation", () => {
    const sealed = sealSessionData({ cartIds: { default: "abc" } }, ["old-secret-0123456789"]);
    expect(sealed).not.toContain("abc");
    expect(openSessionData(sealed, ["old-secret-0123456789"])).toEqual({ cartIds: { default: "abc" } });
    expect(openSessionData(sealed, ["new-secret-0123456789", "old-secret-0123456789"])).toEqual({
      cartIds: { default: "abc" },
    });
    expect(openSessionData(sealed, ["new-secret-0123456789"])).toBeNull();
  });

  it("opens nothing once a character is changed", () => {
    const sealed = sealSessionData({ customerToken: "t" }, ["a-secret-0123456789"]);
    const at = sealed.length - 3;
    const changed = sealed.slice(0, at) + (sealed[at] === "A" ? "B" : "A") + sealed.slice(at + 1);
    expect(openSessionData(changed, ["a-secret-0123456789"])).toBeNull();
  });

  it("round-trips through the cookie, and still reads a session signed by the previous version", async () => {
    const secrets = ["a-secret-0123456789"];
    const session = await getSession(request(), secrets);
    session.set("cartIds", { default: "X".repeat(32) });
    const cookie = (await commitSession(request(), secrets, session)).split(";")[0];
    expect(cookie).not.toContain("X".repeat(8));
    expect((await getSession(request(cookie), secrets)).get("cartIds")).toEqual({ default: "X".repeat(32) });

    const previous = createCookieSessionStorage({ cookie: { name: "pw_session", secrets } });
    const old = await previous.getSession();
    old.set("cartIds", { default: "Y".repeat(32) });
    const oldCookie = (await previous.commitSession(old)).split(";")[0];
    expect((await getSession(request(oldCookie), secrets)).get("cartIds")).toEqual({ default: "Y".repeat(32) });
  });
});
