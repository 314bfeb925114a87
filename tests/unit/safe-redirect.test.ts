import { describe, expect, it } from "vitest";
import { safeReturnPath } from "~/http/safe-redirect";

describe("safeReturnPath", () => {
  it("keeps same-origin paths with their query", () => {
    expect(safeReturnPath("/de/produkte/x?flavours=1")).toBe("/de/produkte/x?flavours=1");
    expect(safeReturnPath("/")).toBe("/");
  });

  it("refuses anything that could leave the site", () => {
    for (const bad of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "javascript:alert(1)",
      "",
      null,
      42,
    ]) {
      expect(safeReturnPath(bad, "/home")).toBe("/home");
    }
  });
});
