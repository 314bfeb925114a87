import { describe, expect, it } from "vitest";
import { safeReturnPath } from "~/http/safe-redirect";
import { HOSTILE_RETURN_PATHS } from "../support/hostile-return-paths";

describe("safeReturnPath", () => {
  it("keeps same-origin paths with their query", () => {
    expect(safeReturnPath("/de/produkte/x?flavours=1")).toBe("/de/produkte/x?flavours=1");
    expect(safeReturnPath("/")).toBe("/");
  });

  it("normalises the path it returns", () => {
    expect(safeReturnPath("/de/../basket?x=1")).toBe("/basket?x=1");
    expect(safeReturnPath("/a/./b")).toBe("/a/b");
  });

  it.each(HOSTILE_RETURN_PATHS.map((target) => [JSON.stringify(target), target]))(
    "refuses %s, which could leave the site",
    (_label, target) => {
      expect(safeReturnPath(target, "/home")).toBe("/home");
    },
  );
});
