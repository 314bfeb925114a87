// Which address book entry the cart's delivery address came from: the extension names it; on a stock
// Magento the entry that reads the same on an envelope is the one, so the delivery step shows the
// customer's choice checked rather than "a new address".
import { describe, expect, it } from "vitest";
import { addressBookEntryOf, type CheckoutAddress } from "./state";

const cartAddress: CheckoutAddress = {
  firstname: "Perks",
  lastname: "Tester",
  company: "",
  street: ["2 Park Row"],
  houseNumber: "",
  city: "Leeds",
  region: "",
  regionLabel: "",
  postcode: "LS1 5HD",
  countryCode: "GB",
  countryLabel: "United Kingdom",
  telephone: "+441134960000",
  customerAddressId: null,
  pickupLocationCode: null,
};
const entry = (id: number, over: Partial<typeof cartAddress> = {}) => ({ ...cartAddress, id, ...over });
const book = [entry(7, { street: ["1 Deansgate"], city: "Manchester", postcode: "M3 1AZ" }), entry(8)];

describe("addressBookEntryOf", () => {
  it("finds the entry a stock Magento's cart address was copied from", () => {
    expect(addressBookEntryOf(cartAddress, book)).toBe(8);
  });

  it("reads past case and spacing", () => {
    expect(addressBookEntryOf({ ...cartAddress, postcode: "ls1  5hd" }, book)).toBe(8);
  });

  it("takes the extension's own answer when there is one", () => {
    expect(addressBookEntryOf({ ...cartAddress, customerAddressId: 7 }, book)).toBe(7);
  });

  it("is none for an address typed in, or a collection point", () => {
    expect(addressBookEntryOf({ ...cartAddress, street: ["9 Quay Street"] }, book)).toBeNull();
    expect(addressBookEntryOf({ ...cartAddress, pickupLocationCode: "LDS1" }, book)).toBeNull();
  });
});
