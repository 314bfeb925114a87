// Which root fields of Magento 2.4.7's core schema the embedded backend answers: every one has a
// resolver of its own module, so none answers "<field> is not supported by the embedded backend yet"
// (run with DEBUG_ROOT_FIELDS=1 to print any left). The cart and checkout ones are named besides.
import { parse, Kind } from "graphql";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { moduleResolverMap } from "../../backend/graphql/schema.js";
import { BACKEND_MODULES } from "../../backend/modules.js";

const core = parse(readFileSync(new URL("../../backend/schema/magento.graphql", import.meta.url), "utf8"));
const resolvers = moduleResolverMap(BACKEND_MODULES) as Record<string, Record<string, unknown>>;

function unresolved(type: "Query" | "Mutation"): string[] {
  const fields = core.definitions.flatMap((d) =>
    d.kind === Kind.OBJECT_TYPE_DEFINITION && d.name.value === type ? (d.fields ?? []).map((f) => f.name.value) : [],
  );
  return fields.filter((f) => !resolvers[type]?.[f]);
}

const CART_AND_CHECKOUT = {
  Query: ["cart", "countries", "country", "checkoutAgreements", "guestOrder", "guestOrderByToken", "customerOrders"],
  Mutation: [
    "addProductsToCart",
    "addSimpleProductsToCart",
    "addVirtualProductsToCart",
    "addConfigurableProductsToCart",
    "addBundleProductsToCart",
    "updateCartItems",
    "removeItemFromCart",
    "estimateShippingMethods",
    "estimateTotals",
    "assignCustomerToGuestCart",
    "mergeCarts",
    "reorderItems",
    "setPaymentMethodOnCart",
    "placeOrder",
    "setPaymentMethodAndPlaceOrder",
    "cancelOrder",
  ],
} as const;

describe("core root fields with a resolver", () => {
  it("answers every cart and checkout root field a Magento client sends", () => {
    if (process.env.DEBUG_ROOT_FIELDS) console.log({ Query: unresolved("Query"), Mutation: unresolved("Mutation") });
    expect(unresolved("Query").filter((f) => (CART_AND_CHECKOUT.Query as readonly string[]).includes(f))).toEqual([]);
    expect(unresolved("Mutation").filter((f) => (CART_AND_CHECKOUT.Mutation as readonly string[]).includes(f))).toEqual(
      [],
    );
  });

  it("answers every Query and Mutation root field of the core schema", () => {
    expect(unresolved("Query")).toEqual([]);
    expect(unresolved("Mutation")).toEqual([]);
  });
});
