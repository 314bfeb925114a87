// estimate-shipping-methods (REST-FACTS §1): the methods for an address, for a guest cart by its
// masked id or for the bearer token's customer cart ("mine"). The answer is Magento's array of
// ShippingMethodInterface objects.
import express, { type Request, type Router } from "express";
import type { ShopServices } from "../services.js";
import { cartTotals, type EstimateAddress, type ShippingMethodQuote } from "../shipping/service.js";
import { netOf } from "../shared/money.js";
import { guestCart, mineCart } from "../quote/rest.js";
import { restHandler, restScope, RestError, type RestScope } from "../rest/http.js";

const required = (field: string) =>
  new RestError(400, '"%fieldName" is required. Enter and try again.', { fieldName: field });

/** The body's address: `{address: {...}}` (Magento's parameter name), the fields rates depend on. */
export function estimateAddress(body: unknown): EstimateAddress {
  const address = (body as { address?: unknown } | null)?.address;
  if (!address || typeof address !== "object") throw required("address");
  const a = address as Record<string, unknown>;
  const text = (v: unknown, max: number) => (typeof v === "string" && v.trim() ? v.trim().slice(0, max) : null);
  const country = text(a.country_id, 2);
  if (!country || !/^[A-Za-z]{2}$/.test(country)) throw required("country_id");
  const regionId = Number(a.region_id);
  return {
    country_id: country.toUpperCase(),
    region: text(a.region, 100),
    region_id: Number.isInteger(regionId) && regionId > 0 ? regionId : null,
    postcode: text(a.postcode, 20),
  };
}

/** Magento's ShippingMethodInterface: amounts VAT included; the net one with the store's rate. */
function methodAnswer(scope: RestScope, m: ShippingMethodQuote) {
  return {
    carrier_code: m.carrierCode,
    method_code: m.methodCode,
    carrier_title: m.carrierTitle,
    method_title: m.methodTitle,
    amount: m.amount,
    base_amount: m.baseAmount,
    available: true,
    error_message: "",
    price_excl_tax: netOf(m.amount, scope.store.vat_rate),
    price_incl_tax: m.amount,
  };
}

/** The services these paths use: the module's dependencies, named here. */
type Services = Pick<ShopServices, "catalog" | "customers" | "quote" | "shipping" | "stores" | "totals">;

export function estimateShippingRoutes(services: Services): Router {
  const router = express.Router({ mergeParams: true });

  const estimate = (scope: RestScope, cart: ReturnType<ShopServices["quote"]["load"]>, req: Request) => {
    const address = estimateAddress(req.body);
    const totals = cartTotals(services, scope, cart);
    return services.shipping
      .estimate(scope.store, scope.display, cart, address, totals)
      .map((m) => methodAnswer(scope, m));
  };

  router.post(
    "/guest-carts/:cartId/estimate-shipping-methods",
    restHandler((req) => {
      const scope = restScope(services, req);
      return estimate(scope, guestCart(services, scope, req.params.cartId ?? ""), req);
    }),
  );

  router.post(
    "/carts/mine/estimate-shipping-methods",
    restHandler((req) => {
      const scope = restScope(services, req);
      return estimate(scope, mineCart(services, scope), req);
    }),
  );

  return router;
}
