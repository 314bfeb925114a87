import { describe, expect, it } from "vitest";
import { phoneForDisplay } from "./phone-display.server";

describe("a kept phone number, shown again", () => {
  it("is written as the address's country writes it", () => {
    expect(phoneForDisplay("+442079460000", "GB")).toBe("020 7946 0000");
    expect(phoneForDisplay("+447911123456", "GB")).toBe("07911 123456");
    expect(phoneForDisplay("+34612345678", "ES")).toBe("612 34 56 78");
    expect(phoneForDisplay("+33612345678", "FR")).toBe("06 12 34 56 78");
  });

  it("keeps the international form for another country's number", () => {
    expect(phoneForDisplay("+4930123456", "GB")).toBe("+49 30 123456");
  });

  it("leaves what it cannot read as it is, and nothing as nothing", () => {
    expect(phoneForDisplay("12345", "GB")).toBe("12345");
    expect(phoneForDisplay(null, "GB")).toBe("");
    expect(phoneForDisplay("020 7946 0000", "GB")).toBe("020 7946 0000");
  });
});
