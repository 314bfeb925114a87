import { describe, expect, it } from "vitest";
import { addMessages, clearMessages, createMessage, MESSAGE_LIMIT } from "~/sessions/messages";

describe("messages", () => {
  it("de-duplicates by text and type", () => {
    const list = addMessages(
      [createMessage("success", "Saved")],
      [createMessage("success", "Saved"), createMessage("error", "Saved")],
    );
    expect(list.map((m) => `${m.type}:${m.text}`)).toEqual(["success:Saved", "error:Saved"]);
  });

  it("keeps at most ten, the newest", () => {
    const many = Array.from({ length: 12 }, (_, i) => createMessage("error", `m${i}`));
    const list = addMessages([], many);
    expect(list).toHaveLength(MESSAGE_LIMIT);
    expect(list[0].text).toBe("m2");
  });

  it("clears by area and keeps permanent messages unless the clear is permanent", () => {
    const list = [
      createMessage("error", "cart problem", "cart"),
      createMessage("error", "cart notice", "cart", true),
      createMessage("success", "other", "global"),
    ];
    expect(clearMessages(list, { area: "cart" }).map((m) => m.text)).toEqual(["cart notice", "other"]);
    expect(clearMessages(list, { area: "cart", permanent: true }).map((m) => m.text)).toEqual(["other"]);
    expect(clearMessages(list, { permanent: true })).toEqual([]);
  });
});
