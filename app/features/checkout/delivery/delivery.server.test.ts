// The delivery step's first address choice: only entries the store delivers to, the default first.
import { describe, expect, it } from "vitest";
import { deliverableEntries, firstAddressChoice } from "./delivery.server";
import { NEW_ADDRESS } from "./delivery.fields";

const uk = { id: 1, countryCode: "GB", defaultShipping: true };
const berlin = { id: 2, countryCode: "DE", defaultShipping: false };
const koeln = { id: 3, countryCode: "DE", defaultShipping: false };

describe("the delivery step's first address choice", () => {
  it("passes over a default the store does not deliver to for the first entry it does", () => {
    const entries = deliverableEntries([uk, berlin, koeln], ["FR", "DE", "BE"]);
    expect(entries.map((a) => a.id)).toEqual([2, 3]);
    expect(firstAddressChoice(entries, null, false)).toBe("2");
  });

  it("keeps the default shipping address where the store delivers to it", () => {
    expect(firstAddressChoice(deliverableEntries([berlin, uk], ["GB", "DE"]), null, false)).toBe("1");
  });

  it("starts with a new address when the store delivers to none of them, or one was typed", () => {
    expect(firstAddressChoice(deliverableEntries([uk], ["FR"]), null, false)).toBe(NEW_ADDRESS);
    expect(firstAddressChoice([uk], null, true)).toBe(NEW_ADDRESS);
  });

  it("keeps the entry already on the cart", () => {
    expect(firstAddressChoice([uk, koeln], 3, false)).toBe("3");
  });
});
