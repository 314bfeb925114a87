import { describe, expect, it } from "vitest";
import { colonIn } from "~/i18n/colon";

describe("a label's colon", () => {
  it("has a no-break space before it in French, none in the other languages", () => {
    expect(colonIn("fr-FR")).toBe("\u00a0: ");
    for (const locale of ["en-GB", "en-IE", "en-US", "de-DE", "es-ES", "it-IT"]) expect(colonIn(locale)).toBe(": ");
  });
});
