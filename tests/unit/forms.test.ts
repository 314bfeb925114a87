// The shared form schemas, as the actions and Conform use them (parseWithZod on FormData).
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { AddToBasketSchema } from "~/forms/add-to-basket";
import { BasketLineSchema } from "~/features/basket/basket-line";
import { ErrorNoteSchema } from "~/forms/error-note";

function form(entries: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) for (const v of [value].flat()) data.append(name, v);
  return data;
}

describe("add to basket", () => {
  it("accepts a quantity beside the product's own option fields", () => {
    const result = parseWithZod(
      form({ intent: "add-to-basket", urlKey: "whey", quantity: "2", flavours: "12", size: "31" }),
      {
        schema: AddToBasketSchema,
      },
    );
    expect(result.status).toBe("success");
    if (result.status === "success")
      expect(result.value).toEqual({ intent: "add-to-basket", urlKey: "whey", quantity: 2 });
  });

  it("names the problem with a quantity as a translation key", () => {
    const errorsFor = (quantity: string) => {
      const result = parseWithZod(form({ intent: "add-to-basket", quantity }), { schema: AddToBasketSchema });
      return result.status === "error" ? result.error?.quantity : null;
    };
    expect(errorsFor("0")).toEqual(["quantityMin"]);
    expect(errorsFor("100")).toEqual(["quantityMax"]);
    expect(errorsFor("1.5")).toEqual(["quantityInvalid"]);
    expect(errorsFor("")).toEqual(["quantityInvalid"]);
  });
});

describe("basket line", () => {
  it("allows 0 to empty a line and refuses an unknown intent", () => {
    expect(
      parseWithZod(form({ intent: "update-quantity", itemUid: "MQ==", quantity: "0" }), { schema: BasketLineSchema })
        .status,
    ).toBe("success");
    expect(parseWithZod(form({ intent: "explode", itemUid: "MQ==" }), { schema: BasketLineSchema }).status).toBe(
      "error",
    );
  });
});

describe("error note", () => {
  const traceId = "a".repeat(64);
  it("is required: empty or blank gives 'required'", () => {
    for (const note of ["", "   \n "]) {
      const result = parseWithZod(form({ intent: "note", traceId, note }), { schema: ErrorNoteSchema });
      expect(result.status === "error" ? result.error?.note : null).toEqual(["required"]);
    }
  });

  it("keeps the trimmed note", () => {
    const result = parseWithZod(form({ intent: "note", traceId, note: "  It broke.  " }), { schema: ErrorNoteSchema });
    expect(result.status === "success" ? result.value.note : null).toBe("It broke.");
  });
});
