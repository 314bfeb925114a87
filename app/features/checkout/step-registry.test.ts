// The checkout's steps are written once, in the route registry (app/routing/screens.mjs): a step
// added there (here a gift-message step between delivery and review) is in the step list the
// indicator shows and in the order the step guard keeps, with no other list to edit.
import { createSession } from "@remix-run/node";
import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import type { FlatScreen } from "~/routing/screens.mjs";
import { defaultStoreView } from "~/i18n/store-views";
import type { CheckoutState } from "./state";

vi.mock("~/routing/screens.mjs", async (importActual) => {
  const actual = await importActual<typeof import("~/routing/screens.mjs")>();
  return {
    ...actual,
    flatScreens: () => {
      const flat = actual.flatScreens();
      const checkout = flat.find((screen) => screen.id === "checkout")!;
      const gift = {
        ...checkout,
        id: "checkout.gift",
        parentId: "checkout",
        parts: [...checkout.parts, "gift"],
        step: "gift",
      } as unknown as FlatScreen;
      const confirm = flat.findIndex((screen) => screen.id === "checkout.confirm");
      return [...flat.slice(0, confirm), gift, ...flat.slice(confirm)];
    },
  };
});

let saved: CheckoutState;
vi.mock("./state.server", () => ({ readCheckoutState: async () => saved }));

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
const method = { carrierCode: "flatrate", methodCode: "flatrate", code: "flatrate_flatrate", title: "Standard" };
const stateWith = (over: Partial<CheckoutState>): CheckoutState => ({
  cartId: "cart-1",
  totalQuantity: 1,
  email: "jo@example.com",
  shipping: null,
  billing: null,
  methods: [],
  selectedMethod: null,
  ...over,
});

function shop() {
  return {
    storeView: defaultStoreView,
    session: createSession(),
    commerce: {},
    basket: { id: () => "cart-1" },
    tFor: () => (key: string) => key,
  } as unknown as AppLoadContext["shop"];
}

async function redirectOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (thrown) {
    return (thrown as Response).headers.get("Location");
  }
}

describe("the checkout's steps, from the route registry", () => {
  it("are the indicator's steps in the registry's order", async () => {
    const { checkoutSteps } = await import("~/routing/addresses");
    expect(checkoutSteps()).toEqual(["information", "delivery", "gift", "confirm"]);
  });

  it("are the order the step guard keeps: a step is reached only after the steps before it", async () => {
    const { requireCheckoutStep } = await import("./progress.server");
    const request = new Request("http://shop.test/checkout/gift");
    saved = stateWith({});
    expect(await redirectOf(requireCheckoutStep(request, shop(), "gift" as never))).toBe("/checkout/delivery");
    saved = stateWith({ shipping: { ...address }, selectedMethod: { ...method, carrierTitle: "", amount: null } });
    expect(await requireCheckoutStep(request, shop(), "gift" as never)).toBe(saved);
  });

  it("open at the registry's first screen of each step", async () => {
    const { stepPath } = await import("./progress.server");
    expect(stepPath(shop(), "gift" as never)).toBe("/checkout/gift");
    expect(stepPath(shop(), "delivery")).toBe("/checkout/delivery");
  });
});
