import { describe, expect, it } from "vitest";
import { readBackendMessages } from "~/sessions/backend-messages.server";

function requestWith(cookie: string) {
  return new Request("https://shop.test/", { headers: { Cookie: cookie } });
}

describe("backend messages cookie", () => {
  it("decodes the messages and deletes the cookie", () => {
    const value = encodeURIComponent(
      JSON.stringify([
        { type: "success", text: "Thank you for your order &amp; welcome" },
        { type: "error", text: "Card declined" },
      ]),
    );
    const { messages, clearCookie } = readBackendMessages(requestWith(`mage-messages=${value}`));
    expect(messages.map((m) => [m.type, m.text])).toEqual([
      ["success", "Thank you for your order & welcome"],
      ["error", "Card declined"],
    ]);
    expect(clearCookie).toMatch(/^mage-messages=; Max-Age=0; Path=\//);
  });

  it("ignores a missing cookie and deletes an unreadable one", () => {
    expect(readBackendMessages(requestWith("other=1"))).toEqual({ messages: [], clearCookie: null });
    const broken = readBackendMessages(requestWith("mage-messages=%7Bnot-json"));
    expect(broken.messages).toEqual([]);
    expect(broken.clearCookie).not.toBeNull();
  });
});
