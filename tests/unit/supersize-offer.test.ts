import { describe, expect, it } from "vitest";
import { toSupersizeOffer } from "~/commerce/cart/extras";
import { keepQuantitiesTogether } from "~/i18n/units";

const offer = (message: string) =>
  toSupersizeOffer({ supersize: { sku: "PW-WHEY-CHOC-5KG", message } } as Parameters<typeof toSupersizeOffer>[0]);

describe("the supersize offer's message", () => {
  it("keeps the pack's size on one line in every language: no break between the number and its unit", () => {
    expect(offer("Für 34,00 € mehr auf 5 kg wechseln – 2,40 € pro kg sparen")?.message).toBe(
      "Für 34,00 € mehr auf 5\u00a0kg wechseln – 2,40 € pro kg sparen",
    );
    expect(offer("Passa a 2,5 kg con 14,00 € in più")?.message).toBe("Passa a 2,5\u00a0kg con 14,00 € in più");
    expect(offer("Upgrade to 2.5 kg for £14.00 more — save £2.40 per kg")?.message).toBe(
      "Upgrade to 2.5\u00a0kg for £14.00 more — save £2.40 per kg",
    );
  });

  it("joins only a number to a unit after it", () => {
    expect(keepQuantitiesTogether("20 g protein bars, 600 ml shaker, 3 great flavours, 5 kgs")).toBe(
      "20\u00a0g protein bars, 600\u00a0ml shaker, 3 great flavours, 5 kgs",
    );
  });
});
