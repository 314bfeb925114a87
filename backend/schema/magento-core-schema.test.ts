// BACKEND_SCHEMA=magento-core: the embedded backend serves exactly stock Magento 2.4.7's storefront
// schema and core REST paths, so a client proved against it works on a stock Magento. The default
// mode serves the extension too. Both are asked over HTTP, as a storefront in another process would.
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  buildASTSchema,
  buildClientSchema,
  getIntrospectionQuery,
  type GraphQLSchema,
  lexicographicSortSchema,
  parse,
  printSchema,
  type IntrospectionQuery,
} from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSchema } from "../graphql/schema.js";
import { BACKEND_MODULES } from "../modules.js";
import { MAGENTO_CORE_SCHEMA_FILE } from "../schema/loader.js";
import { isMagentoCoreRoute } from "../rest/magento-core-routes.js";
import { CARD_METHOD } from "../cardpay/methods.js";
import { CHECKOUT_SPEC_PRODUCT } from "../seed/fixtures-checkout.js";
import { declaredRestRoutes } from "../../tests/support/rest-routes.js";
import { serveBackend, type ServedBackend } from "../../tests/support/backend-helpers.js";

/** The reference every Magento check of the project uses (the repository's copy of ../shared/magento). */
const SHARED_CORE_SCHEMA = fileURLToPath(
  new URL("../../tools/magento-schema/schema-2.4.7-core.graphql", import.meta.url),
);

let core: ServedBackend;
let extended: ServedBackend;

beforeAll(async () => {
  [core, extended] = await Promise.all([
    serveBackend({ schema: "magento-core", introspection: true }),
    serveBackend({ introspection: true }),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all([core?.stop(), extended?.stop()]);
});

async function graphql(served: ServedBackend, query: string, variables?: Record<string, unknown>) {
  const response = await fetch(`${served.url}/graphql`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Store: "default" },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: any; errors?: { message: string }[] };
}

async function answered(served: ServedBackend, query: string, variables?: Record<string, unknown>) {
  const body = await graphql(served, query, variables);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

/** The schema as SDL in one order: types, fields, arguments, their types, defaults and deprecations. */
const sdlOf = (schema: Parameters<typeof lexicographicSortSchema>[0]) => printSchema(lexicographicSortSchema(schema));

async function servedSdl(served: ServedBackend): Promise<string> {
  const data = (await answered(served, getIntrospectionQuery({ inputValueDeprecation: true }))) as IntrospectionQuery;
  return sdlOf(buildClientSchema(data));
}

const coreFileSdl = () => sdlOf(buildASTSchema(parse(readFileSync(MAGENTO_CORE_SCHEMA_FILE, "utf8"))));

describe("the copy of Magento 2.4.7's core schema", () => {
  it.skipIf(!existsSync(SHARED_CORE_SCHEMA))("is the shared reference file, unchanged", () => {
    expect(readFileSync(MAGENTO_CORE_SCHEMA_FILE, "utf8")).toBe(readFileSync(SHARED_CORE_SCHEMA, "utf8"));
  });
});

describe("the schema served over HTTP", () => {
  it("in magento-core mode is exactly the core file's types, fields, arguments and types", async () => {
    const served = await servedSdl(core);
    const expected = coreFileSdl();
    // a readable difference first (the names), then the whole text
    const typeNames = (sdl: string) =>
      [...sdl.matchAll(/^(?:type|input|interface|enum|union|scalar) (\w+)/gm)].map((m) => m[1]);
    expect(typeNames(served)).toEqual(typeNames(expected));
    expect(served).toBe(expected);
  });

  it("in the default mode is the core file and more (the extension)", async () => {
    const served = await servedSdl(extended);
    expect(served).not.toBe(coreFileSdl());
    expect(served).toMatch(/reportJsError\(input: ReportJsErrorInput!\): ReportJsErrorOutput/);
  });
});

describe("the resolvers in magento-core mode", () => {
  it("are attached to every core field that has one in the default mode", () => {
    const inCore = buildSchema(BACKEND_MODULES, "magento-core");
    const inExtended = buildSchema(BACKEND_MODULES, "extended");
    // by shape: graphql-tools may hand back its own copy of graphql's classes
    const fieldsOf = (type: unknown) =>
      type && typeof type === "object" && "getFields" in type
        ? Object.values((type as { getFields(): Record<string, { name: string; resolve?: unknown }> }).getFields())
        : [];
    const resolved = (schema: GraphQLSchema) =>
      Object.values(schema.getTypeMap()).flatMap((type) =>
        type.name.startsWith("__")
          ? []
          : fieldsOf(type).flatMap((field) => (field.resolve ? [`${type.name}.${field.name}`] : [])),
      );
    const coreFields = new Set(
      Object.values(inCore.getTypeMap()).flatMap((type) => fieldsOf(type).map((f) => `${type.name}.${f.name}`)),
    );
    const expected = resolved(inExtended).filter((field) => coreFields.has(field));
    expect(expected.length).toBeGreaterThan(100);
    expect(resolved(inCore).sort()).toEqual(expected.sort());
  });
});

describe("the extension in magento-core mode", () => {
  const EXTENSION_QUERIES: [what: string, query: string, message: RegExp][] = [
    [
      "a field on a core type",
      "{ storeConfig { store_code quickbuy_countdown } }",
      /Cannot query field "quickbuy_countdown" on type "StoreConfig"/,
    ],
    [
      "a query of its own",
      "{ sessionData { geo_store { popup_enabled } } }",
      /Cannot query field "sessionData" on type "Query"/,
    ],
    [
      "a mutation",
      'mutation { reportJsError(input: { code: "E", message: "m", timestamp: "t" }) { result } }',
      /Cannot query field "reportJsError" on type "Mutation"/,
    ],
  ];

  for (const [what, query, message] of EXTENSION_QUERIES) {
    it(`fails validation for ${what}, as on a stock Magento, and is answered in the default mode`, async () => {
      const refused = await graphql(core, query);
      expect(refused.data).toBeUndefined();
      expect(refused.errors?.map((e) => e.message).join(" ")).toMatch(message);
      const body = await graphql(extended, query);
      expect(body.errors?.map((e) => e.message).join(" ") ?? "").not.toMatch(/Cannot query field/);
    });
  }

  it("has no extension REST path (404 as an unknown route), while the default mode answers it", async () => {
    for (const path of ["/rest/default/V1/clickcollect/location?search=M3", "/rest/V1/gdpr/available"]) {
      const refused = await fetch(`${core.url}${path}`);
      expect(refused.status, path).toBe(404);
      expect(await refused.json()).toEqual({ message: "Request does not match any route." });
      expect((await fetch(`${extended.url}${path}`)).status, path).toBe(200);
    }
    const redirect = await fetch(`${core.url}/rest/default/V1/pwcard/guest-carts/abc/redirect-url`, { method: "POST" });
    expect(redirect.status).toBe(404);
  });
});

describe("the REST paths the modules declare", () => {
  const NO_ROUTE = "Request does not match any route.";
  const routes = declaredRestRoutes();

  it.each(routes.map((r) => [r.method, r.path, r] as const))(
    "%s %s: answered in magento-core mode only when stock Magento has it",
    async (method, path) => {
      const url = (served: ServedBackend) => `${served.url}/rest/default/V1${path.replace(/:\w+/g, "0123abcd")}`;
      const init = (): RequestInit => ({
        method,
        headers: { "Content-Type": "application/json" },
        body: method === "GET" ? undefined : "{}",
      });
      const message = async (response: Response) => ((await response.json()) as { message?: string }).message;
      const inCore = await fetch(url(core), init());
      const inExtended = await fetch(url(extended), init());
      expect(await message(inExtended)).not.toBe(NO_ROUTE);
      if (isMagentoCoreRoute(method, path)) expect(await message(inCore)).not.toBe(NO_ROUTE);
      else {
        expect(inCore.status).toBe(404);
        expect(await message(inCore)).toBe(NO_ROUTE);
      }
    },
  );
});

describe("the core in magento-core mode", () => {
  it("answers Magento's own REST paths", async () => {
    const response = await fetch(`${core.url}/rest/default/V1/customers/isEmailAvailable`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ customerEmail: "nobody-yet@example.com" }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toBe(true);
    expect(isMagentoCoreRoute("POST", "/guest-carts/0123abc/estimate-shipping-methods")).toBe(true);
    expect(isMagentoCoreRoute("GET", "/carts/mine/payment-information")).toBe(true);
    expect(isMagentoCoreRoute("GET", "/clickcollect/location")).toBe(false);
  });

  it("offers neither the extension's carrier nor the card provider's methods, which the default mode offers", async () => {
    const inCore = await cartAtPayment(core);
    expect(inCore.carriers).toContain("flatrate");
    expect(inCore.carriers).not.toContain("clickcollect");
    expect(inCore.paymentCodes).toContain("banktransfer");
    expect(inCore.paymentCodes).not.toContain(CARD_METHOD);
    const inExtended = await cartAtPayment(extended);
    expect(inExtended.carriers).toContain("clickcollect");
    expect(inExtended.paymentCodes).toContain(CARD_METHOD);
  });

  it("takes a guest's order by bank transfer with core fields alone", async () => {
    const { cartId, grandTotal } = await cartAtPayment(core);
    const placed = await answered(
      core,
      `mutation($cartId: String!) {
        setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: "banktransfer" } }) { cart { id } }
        placeOrder(input: { cart_id: $cartId }) { orderV2 { number total { grand_total { value currency } } } errors { code message } }
      }`,
      { cartId },
    );
    expect(placed.placeOrder.errors).toEqual([]);
    expect(placed.placeOrder.orderV2.number).toMatch(/\d/);
    expect(placed.placeOrder.orderV2.total.grand_total).toEqual(grandTotal);
  });
});

/**
 * A guest's cart found, filled, addressed and given standard delivery with Magento's core fields
 * alone: the carriers it was offered, the payment methods it is offered now, its grand total.
 */
async function cartAtPayment(served: ServedBackend) {
  const search = await answered(
    served,
    `query($urlKey: String) { products(filter: { url_key: { eq: $urlKey } }) {
      total_count items { sku name stock_status price_range { minimum_price { final_price { value currency } } } }
    } }`,
    { urlKey: CHECKOUT_SPEC_PRODUCT.urlKey },
  );
  expect(search.products.items[0].sku).toBe(CHECKOUT_SPEC_PRODUCT.sku);

  const cartId = (await answered(served, "mutation { createGuestCart { cart { id } } }")).createGuestCart.cart.id;
  const added = await answered(
    served,
    `mutation($cartId: String!, $sku: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: 2 }]) {
      cart { total_quantity prices { grand_total { value currency } } } user_errors { code message }
    } }`,
    { cartId, sku: CHECKOUT_SPEC_PRODUCT.sku },
  );
  expect(added.addProductsToCart.user_errors).toEqual([]);
  expect(added.addProductsToCart.cart.total_quantity).toBe(2);

  const address = {
    firstname: "Robin",
    lastname: "Tester",
    street: ["1 Deansgate"],
    city: "Manchester",
    postcode: "M3 1AZ",
    country_code: "GB",
    telephone: "+441615550100",
  };
  await answered(
    served,
    `mutation($cartId: String!) { setGuestEmailOnCart(input: { cart_id: $cartId, email: "core@example.com" }) { cart { email } } }`,
    { cartId },
  );
  const shipping = await answered(
    served,
    `mutation($cartId: String!, $address: CartAddressInput!) {
      setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) {
        cart { shipping_addresses { available_shipping_methods { carrier_code method_code available } } }
      }
      setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { same_as_shipping: true } }) { cart { id } }
    }`,
    { cartId, address },
  );
  const offered: { carrier_code: string; method_code: string; available: boolean }[] =
    shipping.setShippingAddressesOnCart.cart.shipping_addresses[0].available_shipping_methods;
  const standard = offered.find((m) => m.carrier_code === "flatrate" && m.available);
  expect(standard).toBeDefined();
  const chosen = await answered(
    served,
    `mutation($cartId: String!, $carrier: String!, $method: String!) {
      setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [{ carrier_code: $carrier, method_code: $method }] }) {
        cart { available_payment_methods { code } prices { grand_total { value currency } } }
      }
    }`,
    { cartId, carrier: standard!.carrier_code, method: standard!.method_code },
  );
  const cart = chosen.setShippingMethodsOnCart.cart;
  return {
    cartId: cartId as string,
    carriers: offered.map((m) => m.carrier_code),
    paymentCodes: cart.available_payment_methods.map((m: { code: string }) => m.code) as string[],
    grandTotal: cart.prices.grand_total,
  };
}
