// shipping-information (REST-FACTS §2): the checkout's delivery step saves the shipping address, the
// billing address (the same as shipping when left out) and the shipping method in one call, for a
// guest cart by its masked id or for the bearer token's customer cart ("mine"). The answer is
// Magento's payment-details object: the payment methods offered now and the cart's totals.
import express, { type Request, type Router } from "express";
import type { AddressDraft } from "../checkout/address-rules.js";
import { totalsAnswer } from "../checkout/totals-answer.js";
import { availablePaymentMethods } from "../payment/registry.js";
import type { CartRow } from "../quote/repository.js";
import type { ShopServices } from "../services.js";
import { ShopError } from "../shared/errors.js";
import { cartTotals, NO_SUCH_METHOD } from "../shipping/service.js";
import { guestCart, mineCart } from "../quote/rest.js";
import { restHandler, restScope, RestError, type RestScope } from "../rest/http.js";

export const EMPTY_CART_METHOD =
  "The shipping method can't be set for an empty cart. Add an item to cart and try again.";
export const METHOD_MISSING = "The shipping method is missing. Select the shipping method and try again.";
/** The carrier whose "address" is a collection point (part B). */
const COLLECT_CARRIER = "clickcollect";

const required = (field: string) =>
  new RestError(400, '"%fieldName" is required. Enter and try again.', { fieldName: field });

type Loose = Record<string, unknown>;
const objectOr = (value: unknown): Loose | null =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Loose) : null;

/** A custom or extension attribute of a quote address object (Magento sends either). */
function attribute(a: Loose, code: string): unknown {
  const ext = objectOr(a.extension_attributes);
  if (ext && ext[code] !== undefined) return ext[code];
  const custom = Array.isArray(a.custom_attributes) ? (a.custom_attributes as unknown[]) : [];
  return custom.map(objectOr).find((c) => c?.attribute_code === code)?.value;
}

/** A quote address object (REST-FACTS "Quote address object") as an address draft. */
export function draftOf(a: Loose): AddressDraft {
  const addressId = Number(a.customer_address_id);
  return {
    firstname: a.firstname,
    lastname: a.lastname,
    company: a.company,
    street: a.street,
    house_number: attribute(a, "house_number"),
    city: a.city,
    region: a.region,
    region_id: a.region_id,
    region_code: a.region_code,
    postcode: a.postcode,
    country_id: a.country_id,
    telephone: a.telephone,
    customer_address_id: Number.isInteger(addressId) && addressId > 0 ? addressId : null,
    save_in_address_book: a.save_in_address_book,
    pickup_location_code: attribute(a, "pickup_location_code"),
  };
}

/** The services these paths use: the module's dependencies, named here. */
type Services = Pick<
  ShopServices,
  | "addresses"
  | "backendSchema"
  | "cardPay"
  | "catalog"
  | "checkout"
  | "clickCollect"
  | "customers"
  | "quote"
  | "shipping"
  | "stores"
  | "totals"
  | "vault"
>;

export function checkoutRoutes(services: Services): Router {
  const router = express.Router({ mergeParams: true });

  const save = (scope: RestScope, cart: CartRow, req: Request) => {
    const body = objectOr(req.body);
    const info = objectOr(body?.addressInformation ?? body?.address_information);
    if (!info) throw required("addressInformation");
    const shippingInput = objectOr(info.shipping_address);
    if (!shippingInput) throw required("shipping_address");
    const carrier = typeof info.shipping_carrier_code === "string" ? info.shipping_carrier_code.trim() : "";
    const method = typeof info.shipping_method_code === "string" ? info.shipping_method_code.trim() : "";
    if (!carrier || !method) throw new RestError(400, METHOD_MISSING);

    let totals = cartTotals(services, scope, cart);
    if (!totals.lines.length) throw new RestError(400, EMPTY_CART_METHOD);

    const shipping = services.checkout.resolveAddress(services, scope.store, cart, draftOf(shippingInput));
    if (carrier === COLLECT_CARRIER && !shipping.pickup_location_code)
      throw required("extension_attributes.pickup_location_code");
    // Part B (click and collect): the code names a point of the store's country and the address is
    // that point's own; a ShopError("input") answers 400 with its message.
    if (carrier === COLLECT_CARRIER)
      services.clickCollect.verifyPickup(scope.store, shipping.pickup_location_code, shipping);
    if (carrier !== COLLECT_CARRIER) shipping.pickup_location_code = null;
    const billingInput = objectOr(info.billing_address);
    const billing = billingInput
      ? services.checkout.resolveAddress(services, scope.store, cart, draftOf(billingInput))
      : null;
    // A guest's email may come with the address (Magento's Luma checkout sends it there).
    const email = typeof shippingInput.email === "string" ? shippingInput.email.trim() : "";

    // All or nothing: a method the estimate does not offer for this address keeps nothing.
    services.checkout.inTransaction(() => {
      if (email && cart.customer_id === null) services.checkout.setGuestEmail(cart, null, email);
      services.checkout.setShipping(services, scope, cart, shipping, totals);
      services.checkout.setBilling(cart, billing);
      try {
        services.shipping.choose(
          scope.store,
          scope.display,
          cart,
          { carrierCode: carrier, methodCode: method },
          totals,
        );
      } catch (e) {
        if (e instanceof ShopError) throw new RestError(400, NO_SUCH_METHOD(carrier, method));
        throw e;
      }
    });

    totals = cartTotals(services, scope, cart);
    return {
      payment_methods: availablePaymentMethods({
        services,
        store: scope.store,
        cart,
        customerId: cart.customer_id,
        totals,
        carrierCode: carrier,
      }),
      totals: totalsAnswer(scope.store, scope.display, cart, totals),
    };
  };

  router.post(
    "/guest-carts/:cartId/shipping-information",
    restHandler((req) => {
      const scope = restScope(services, req);
      return save(scope, guestCart(services, scope, req.params.cartId ?? ""), req);
    }),
  );

  router.post(
    "/carts/mine/shipping-information",
    restHandler((req) => {
      const scope = restScope(services, req);
      return save(scope, mineCart(services, scope), req);
    }),
  );

  return router;
}
