// One address formatter by country for every page that prints an address.
import { describe, expect, it } from "vitest";
import { checkoutAddressLines } from "~/features/checkout/state";
import { addressLines } from "~/commerce/customer/address";
import { postalAddressLines } from "~/commerce/postal-address";

const uk = {
  name: "Jo Runner",
  street: ["1 Test Street", "Flat 2"],
  city: "London",
  region: "",
  postcode: "SW1A 1AA",
  countryCode: "GB",
  country: "United Kingdom",
};

describe("an address by its country's convention", () => {
  it("writes a UK address with the town, then the postcode on its own line (Royal Mail)", () => {
    expect(postalAddressLines(uk)).toEqual([
      "Jo Runner",
      "1 Test Street",
      "Flat 2",
      "London",
      "SW1A 1AA",
      "United Kingdom",
    ]);
  });

  it("writes an Irish county before the Eircode, a US 'City, ST ZIP', a German '10115 Berlin'", () => {
    expect(
      postalAddressLines({
        street: ["5 Main St"],
        city: "Dublin 2",
        region: "Co. Dublin",
        postcode: "D02 X658",
        countryCode: "IE",
      }),
    ).toEqual(["5 Main St", "Dublin 2", "Co. Dublin", "D02 X658"]);
    expect(
      postalAddressLines({
        street: ["1 Broadway"],
        city: "New York",
        region: "NY",
        postcode: "10004",
        countryCode: "US",
      }),
    ).toEqual(["1 Broadway", "New York, NY 10004"]);
    expect(
      postalAddressLines({
        street: ["Invalidenstraße"],
        houseNumber: "12",
        city: "Berlin",
        postcode: "10115",
        countryCode: "DE",
      }),
    ).toEqual(["Invalidenstraße 12", "10115 Berlin"]);
  });

  it("is the one the address book and the checkout use", () => {
    const book = addressLines(
      {
        id: 1,
        firstname: "Jo",
        lastname: "Runner",
        company: "",
        street: uk.street,
        houseNumber: "",
        city: uk.city,
        region: "",
        regionCode: "",
        postcode: uk.postcode,
        countryCode: "GB",
        telephone: "",
        defaultBilling: false,
        defaultShipping: false,
      },
      () => "United Kingdom",
    );
    expect(book).toEqual(postalAddressLines(uk));
    const checkout = checkoutAddressLines({
      firstname: "Jo",
      lastname: "Runner",
      company: "",
      street: uk.street,
      houseNumber: "",
      city: uk.city,
      region: "",
      regionLabel: "",
      postcode: uk.postcode,
      countryCode: "GB",
      countryLabel: "United Kingdom",
      telephone: "",
      customerAddressId: null,
      pickupLocationCode: null,
    });
    expect(checkout).toEqual(postalAddressLines(uk));
  });
});
