// Paying and placing the order over REST (REST-FACTS §3, §4; ; ADR 0030), for a
// guest cart by its masked id (with the guest's `email` in the body) and for the bearer token's
// customer cart ("mine"):
//   POST .../set-payment-information  -> true (the method and billing address kept on the cart)
//   POST .../payment-information      -> the order's entity id (places the order; idempotent per cart)
//   GET  .../payment-information      -> the payment details: payment_methods and totals
// and GET /V1/gdpr/available -> a JSON boolean: must the shopper consent to the terms before ordering.
import express, { type Request, type Router } from "express";
import type { CartAddress } from "../checkout/cart-address.js";
import { paymentDetails } from "../payment/payment-details.js";
import type { PaymentInput } from "../payment/place-order.js";
import type { CartRow } from "../quote/repository.js";
import type { ShopServices } from "../services.js";
import { cartTotals } from "../shipping/service.js";
import { TERMS_CONSENT_PATH } from "../payment/terms.js";
import { guestCart, mineCart, noSuchCart } from "../quote/rest.js";
import { restHandler, restScope, RestError, type RestScope } from "../rest/http.js";

const required = (field: string) =>
  new RestError(400, '"%fieldName" is required. Enter and try again.', { fieldName: field });

type Body = Record<string, unknown>;

/** A body key by Magento's camelCase or snake_case name. */
const param = (body: Body, camel: string, snake: string) => body[camel] ?? body[snake];

const text = (v: unknown, max = 255) => (typeof v === "string" && v.trim() ? v.trim().slice(0, max) : null);

/** Magento's quote address object as the cart keeps it; the house number as an extension attribute. */
export function cartAddressOf(value: unknown): CartAddress | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== "object" || Array.isArray(value)) throw required("billingAddress");
  const a = value as Body;
  const ext = (
    a.extension_attributes && typeof a.extension_attributes === "object" ? a.extension_attributes : {}
  ) as Body;
  const custom = Array.isArray(a.custom_attributes) ? (a.custom_attributes as Array<Body>) : [];
  const customValue = (code: string) => custom.find((c) => c?.attribute_code === code)?.value;
  const street = (Array.isArray(a.street) ? a.street : [a.street])
    .map((line) => text(line))
    .filter((line): line is string => line !== null)
    .slice(0, 2);
  const regionId = Number(a.region_id);
  const addressId = Number(a.customer_address_id);
  const address: CartAddress = {
    firstname: text(a.firstname) ?? "",
    lastname: text(a.lastname) ?? "",
    company: text(a.company),
    street,
    house_number: text(a.house_number ?? ext.house_number ?? customValue("house_number"), 20),
    city: text(a.city) ?? "",
    region: text(typeof a.region === "object" && a.region ? (a.region as Body).region : a.region),
    region_id: Number.isInteger(regionId) && regionId > 0 ? regionId : null,
    region_code: text(a.region_code, 10),
    postcode: text(a.postcode, 20),
    country_id: (text(a.country_id, 2) ?? "").toUpperCase(),
    telephone: text(a.telephone, 40),
    customer_address_id: Number.isInteger(addressId) && addressId > 0 ? addressId : null,
    save_in_address_book: a.save_in_address_book === 1 || a.save_in_address_book === true,
    pickup_location_code: text(ext.pickup_location_code, 64),
  };
  for (const field of ["firstname", "lastname", "city", "country_id"] as const)
    if (!address[field]) throw required(field);
  if (!address.street.length) throw required("street");
  return address;
}

function paymentOf(body: Body): PaymentInput {
  const p = param(body, "paymentMethod", "payment_method");
  if (!p || typeof p !== "object") throw required("paymentMethod");
  const method = text((p as Body).method, 64);
  if (!method) throw required("method");
  const data = (p as Body).additional_data;
  const additional: Record<string, string> = {};
  if (data && typeof data === "object" && !Array.isArray(data))
    for (const [k, v] of Object.entries(data)) if (typeof v === "string") additional[k] = v;
  return { method, additional_data: additional };
}

/** The services these paths use: the module's dependencies, named here. */
type Services = Pick<ShopServices, "catalog" | "customers" | "orderPlacement" | "quote" | "stores" | "totals">;

export function paymentRoutes(services: Services): Router {
  const router = express.Router({ mergeParams: true });
  const placement = services.orderPlacement;

  /** The guest cart of the path, active or already ordered; a customer's cart is not reachable here. */
  /** The guest cart of the path, active or already ordered. */
  const orderableGuestCart = (scope: RestScope, req: Request): CartRow =>
    guestCart(services, scope, req.params.cartId ?? "", { ordered: (id) => placement.orderOf(id) !== null });

  const save = (scope: RestScope, cart: CartRow, body: Body, guest: boolean) =>
    placement.savePaymentInformation(scope, cart, paymentOf(body), {
      ...(param(body, "billingAddress", "billing_address") !== undefined
        ? { billing: cartAddressOf(param(body, "billingAddress", "billing_address")) }
        : {}),
      ...(guest ? { email: body.email ?? null } : {}),
    });

  const details = (scope: RestScope, cart: CartRow) =>
    paymentDetails(services, scope, cart, cartTotals(services, scope, cart));

  for (const [path, guest] of [
    ["/guest-carts/:cartId", true],
    ["/carts/mine", false],
  ] as const) {
    const cartOf = (scope: RestScope, req: Request) =>
      guest ? orderableGuestCart(scope, req) : mineCart(services, scope);
    const activeCart = (scope: RestScope, req: Request) => {
      const cart = cartOf(scope, req);
      if (!cart.is_active) throw guest ? noSuchCart("cartId", req.params.cartId ?? "") : noSuchCart("customerId", 0);
      return cart;
    };

    router.post(
      `${path}/set-payment-information`,
      restHandler((req) => {
        const scope = restScope(services, req);
        const cart = activeCart(scope, req);
        save(scope, cart, (req.body ?? {}) as Body, guest);
        return true;
      }),
    );

    router.post(
      `${path}/payment-information`,
      restHandler((req) => {
        const scope = restScope(services, req);
        const cart = cartOf(scope, req);
        // A cart already ordered answers its order (a second submit), whatever the body says.
        const placed = placement.orderOf(cart.id);
        if (placed) return placed.orderId;
        save(scope, cart, (req.body ?? {}) as Body, guest);
        return placement.place(scope, cart.id).orderId;
      }),
    );

    router.get(
      `${path}/payment-information`,
      restHandler((req) => {
        const scope = restScope(services, req);
        return details(scope, activeCart(scope, req));
      }),
    );
  }

  router.get(
    "/gdpr/available",
    restHandler((req) => {
      const scope = restScope(services, req);
      return services.stores.config(scope.store.code)[TERMS_CONSENT_PATH] === true;
    }),
  );

  return router;
}
