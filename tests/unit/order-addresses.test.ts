import { describe, expect, it } from "vitest";
import { addressBookFromOrder } from "~/commerce/sales/order-addresses.server";

const home = {
  firstname: "Jo",
  lastname: "Runner",
  company: null,
  street: ["1 Test Street", ""],
  city: "London",
  region: null,
  region_id: null,
  postcode: "SW1A 1AA",
  country_code: "GB" as const,
  telephone: "020 7946 0000",
};
const office = { ...home, street: ["5 Work Lane"], city: "Leeds", postcode: "LS1 1AA" };
const point = { ...home, street: ["Unit 4, Retail Park"], city: "Manchester", postcode: "M1 1AA" };

describe("the new account's addresses from its order", () => {
  it("one address, the default for both, when the parcel went to the billing address", () => {
    const book = addressBookFromOrder({
      shipping_method: "Flat Rate - Standard delivery",
      billing_address: home,
      shipping_address: { ...home },
    });
    expect(book).toEqual([
      {
        firstname: "Jo",
        lastname: "Runner",
        street: ["1 Test Street"],
        city: "London",
        postcode: "SW1A 1AA",
        country_code: "GB",
        telephone: "020 7946 0000",
        default_billing: true,
        default_shipping: true,
      },
    ]);
  });

  it("each to its own default when the parcel went elsewhere", () => {
    const book = addressBookFromOrder({
      shipping_method: "Flat Rate - Standard delivery",
      billing_address: home,
      shipping_address: office,
    });
    expect(book.map((a) => [a.street, a.default_billing, a.default_shipping])).toEqual([
      [["1 Test Street"], true, false],
      [["5 Work Lane"], false, true],
    ]);
  });

  it("never a collection point: the billing address is the default delivery address too", () => {
    for (const shipping_method of [
      "Click and collect - Click and collect",
      "Click & Collect - Retrait en point relais",
      "In-Store Pickup Delivery - In Store Pickup",
    ]) {
      const book = addressBookFromOrder({ shipping_method, billing_address: home, shipping_address: point });
      expect(
        book.map((a) => [a.street, a.default_billing, a.default_shipping]),
        shipping_method,
      ).toEqual([[["1 Test Street"], true, true]]);
    }
  });

  it("keeps the region Magento needs for a state, by its id", () => {
    const book = addressBookFromOrder({
      shipping_method: "Flat Rate - Standard delivery",
      billing_address: { ...home, country_code: "US" as const, region: "New York", region_id: "43" },
      shipping_address: null,
    });
    expect(book[0]?.region).toEqual({ region: "New York", region_id: 43 });
  });

  it("nothing when the order has no address", () => {
    expect(addressBookFromOrder({ shipping_method: null, billing_address: null, shipping_address: null })).toEqual([]);
  });
});
