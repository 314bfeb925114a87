import { describe, expect, it } from "vitest";
import { savedChoiceSearch, valueIndexOfUid } from "./saved-choice";

const uid = (text: string) => btoa(text);
const whey = [
  { attribute_code: "flavours", attribute_uid: uid("93") },
  { attribute_code: "size", attribute_uid: uid("94") },
];

describe("a saved choice as the product page's address", () => {
  it("names each chosen value by its attribute code and value index", () => {
    const vanilla2kg = [
      { configurable_product_option_uid: uid("93"), configurable_product_option_value_uid: uid("configurable/93/12") },
      { configurable_product_option_uid: uid("94"), configurable_product_option_value_uid: uid("configurable/94/31") },
    ];
    expect(savedChoiceSearch(vanilla2kg, whey)).toBe("?flavours=12&size=31");
  });

  it("leaves out what it cannot read: an option the product lost, a uid of another kind; none at all is no query", () => {
    const odd = [
      { configurable_product_option_uid: uid("95"), configurable_product_option_value_uid: uid("configurable/95/1") },
      { configurable_product_option_uid: uid("94"), configurable_product_option_value_uid: uid("bundle/94/31") },
      { configurable_product_option_uid: uid("93"), configurable_product_option_value_uid: "%%not-base64%%" },
    ];
    expect(savedChoiceSearch(odd, whey)).toBe("");
    expect(savedChoiceSearch(null, whey)).toBe("");
    expect(valueIndexOfUid(uid("configurable/93/7"))).toBe(7);
  });
});
