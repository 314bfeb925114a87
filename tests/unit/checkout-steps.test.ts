// Checkout steps: which step comes first, the delivery timer's minutes to the
// store's cut-off in its time zone, and the GA4 events built from a basket.
import { describe, expect, it } from "vitest";
import { minutesToCutoff } from "../../app/commerce/checkout/delivery-timer";
import { firstIncompleteStep, type CheckoutState } from "../../app/features/checkout/state";
import { ecommerceEvent } from "../../app/integrations/ecommerce-events";

const address = {
  firstname: "Jo",
  lastname: "Runner",
  company: "",
  street: ["1 Test Street"],
  houseNumber: "",
  city: "London",
  region: "",
  regionLabel: "",
  postcode: "SW1A 1AA",
  countryCode: "GB",
  countryLabel: "United Kingdom",
  telephone: "+442079460000",
  customerAddressId: null,
  pickupLocationCode: null,
};
const method = {
  carrierCode: "flatrate",
  methodCode: "flatrate",
  code: "flatrate_flatrate",
  title: "Standard",
  carrierTitle: "",
  amount: null,
};
const state = (over: Partial<CheckoutState> = {}): CheckoutState => ({
  cartId: "c",
  totalQuantity: 1,
  email: "",
  shipping: null,
  billing: null,
  methods: [],
  selectedMethod: null,
  ...over,
});

describe("the first incomplete step", () => {
  it("asks a guest for the email, then delivery, then lets them confirm and pay", () => {
    expect(firstIncompleteStep(state(), false)).toBe("information");
    expect(firstIncompleteStep(state({ email: "a@b.co" }), false)).toBe("delivery");
    expect(firstIncompleteStep(state({ email: "a@b.co", shipping: address }), false)).toBe("delivery");
    expect(firstIncompleteStep(state({ email: "a@b.co", shipping: address, selectedMethod: method }), false)).toBe(
      "confirm",
    );
  });

  it("never asks a signed-in customer for an email", () => {
    expect(firstIncompleteStep(state(), true)).toBe("delivery");
  });
});

describe("the delivery timer", () => {
  const timer = { shipmentTime: "15:00", timezone: "Europe/London" };
  it("counts to today's cut-off in the store's time zone (summer time included)", () => {
    // 12:46 UTC on a summer day is 13:46 in London: 1 h 14 min to go.
    expect(minutesToCutoff(timer, new Date("2026-07-01T12:46:00Z"))).toBe(74);
    // Berlin's 14:00 cut-off seen at 12:00 UTC in winter (13:00 there).
    expect(
      minutesToCutoff({ shipmentTime: "14:00", timezone: "Europe/Berlin" }, new Date("2026-01-15T12:00:00Z")),
    ).toBe(60);
  });

  it("counts to tomorrow's cut-off once today's has passed, and refuses a malformed time", () => {
    expect(minutesToCutoff(timer, new Date("2026-01-15T16:00:00Z"))).toBe(23 * 60);
    expect(minutesToCutoff(timer, new Date("2026-01-15T15:00:00Z"))).toBe(24 * 60);
    expect(minutesToCutoff({ ...timer, shipmentTime: "soon" }, new Date())).toBeNull();
  });
});

describe("GA4 ecommerce events", () => {
  it("carry the basket's currency, total and lines", () => {
    const line = {
      uid: "1",
      quantity: 2,
      sku: "CRE-250",
      shownSku: "CRE-250",
      name: "Creatine",
      urlKey: null,
      imageUrl: null,
      unitPrice: { value: 9.99, currency: "GBP" },
      regularUnitPrice: null,
      rowTotal: { value: 19.98, currency: "GBP" },
      discounts: [],
      isReward: false,
      supersize: null,
      subscription: null,
      configurableOptions: [],
      productSearch: "",
      bundleOptions: [],
    };
    const event = ecommerceEvent(
      "add_shipping_info",
      { lines: [line], grandTotal: { value: 23.97, currency: "GBP" } },
      { shipping_tier: "Standard delivery" },
    );
    expect(event).toEqual({
      event: "add_shipping_info",
      ecommerce: {
        currency: "GBP",
        value: 23.97,
        shipping_tier: "Standard delivery",
        items: [{ item_id: "CRE-250", item_name: "Creatine", price: 9.99, quantity: 2 }],
      },
    });
  });
});
