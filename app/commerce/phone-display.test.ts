import { describe, expect, it } from "vitest";
import { phoneForDisplay } from "./phone-display.server";

describe("a kept phone number, shown again", () => {
  it("is written as the address's country writes it", () => {
    expect(phoneForDisplay("+442079460000", "GB")).toBe("020 7946 0000");
    expect(phoneForDisplay("+447911123456", "GB")).toBe("07911 123456");
    expect(phoneForDisplay("+34612345678", "ES")).toBe("612 34 56 78");
    expect(phoneForDisplay("+33612345678", "FR")).toBe("06 12 34 56 78");
  });

  it("groups a German mobile after its network prefix, and Madrid's and Barcelona's two-digit area codes", () => {
    expect(phoneForDisplay("+4915123456789", "DE")).toBe("0151 23456789");
    expect(phoneForDisplay("+491711234567", "DE")).toBe("0171 1234567");
    expect(phoneForDisplay("+49301234567", "DE")).toBe("030 1234567");
    expect(phoneForDisplay("+34931234567", "ES")).toBe("93 123 45 67");
    expect(phoneForDisplay("+34911234567", "ES")).toBe("91 123 45 67");
    expect(phoneForDisplay("+34961234567", "ES")).toBe("961 23 45 67");
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
