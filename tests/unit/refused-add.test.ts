// A refused add without JavaScript comes back to the product page with what went wrong in the
// address; the page turns it into the errors a fetcher's answer would have marked.
import { describe, expect, it } from "vitest";
import { refusedAddFrom } from "~/forms/add-to-basket";

describe("refusedAddFrom", () => {
  it("marks a quantity the schema refuses and keeps the posted value", () => {
    expect(refusedAddFrom(new URLSearchParams("flavours=12&quantity=150"))).toEqual({
      status: "error",
      initialValue: { quantity: "150" },
      error: { quantity: ["quantityMax"] },
    });
  });

  it("marks the options that had to be chosen", () => {
    expect(refusedAddFrom(new URLSearchParams("bundle=1&quantity=2&missing=option_3"))?.error).toEqual({
      option_3: ["optionRequired"],
    });
  });

  it("has nothing to show for a plain address or a valid quantity", () => {
    expect(refusedAddFrom(new URLSearchParams(""))).toBeNull();
    expect(refusedAddFrom(new URLSearchParams("flavours=12&size=31&quantity=3"))).toBeNull();
  });
});
