// Names and address lines on the address form: markup is refused with a message by the field, as
// the backend refuses it (Magento's name and street rules); real names and streets pass.
import { describe, expect, it } from "vitest";
import { addressBookSchema } from "~/forms/address";

const valid = {
  firstname: "Siobhán",
  lastname: "O'Neill-Smith",
  street1: "Flat 3/2, 14 St. Mary's Road (rear)",
  street2: "Unit #4",
  city: "Stratford-upon-Avon",
  postcode: "SW1A 1AA",
  country: "GB",
  telephone: "020 7946 0000",
};

const issues = (input: Record<string, string>) => {
  const result = addressBookSchema("GB", ["GB"]).safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}:${i.message}`);
};

describe("the address form's names and lines", () => {
  it("takes real names and addresses", () => {
    expect(issues(valid)).toEqual([]);
  });

  it("refuses markup in a name, a street line or the town, by the field", () => {
    expect(
      issues({
        ...valid,
        firstname: "<img src=x onerror=alert(1)>",
        street1: '1 High St"><script>',
        street2: "<b>",
        city: "London<svg>",
      }),
    ).toEqual(["firstname:nameInvalid", "street1:streetInvalid", "street2:streetInvalid", "city:streetInvalid"]);
  });
});
