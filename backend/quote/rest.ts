// The carts of Magento's REST paths: /guest-carts/:cartId as a guest (the masked id alone; a
// customer's cart is "no such entity" there, never "not yours") and /carts/mine for the bearer
// token's customer. Both go through the quote's one ownership check (quote/cart-for-caller.ts).
import type { CartRow } from "../quote/repository.js";
import type { CartForCallerOptions } from "../quote/cart-for-caller.js";
import type { ShopServices } from "../services.js";
import { isShopError } from "../shared/errors.js";
import { RestError, type RestScope } from "../rest/http.js";

export const noSuchCart = (field: string, value: string | number) =>
  new RestError(404, "No such entity with %fieldName = %fieldValue", { fieldName: field, fieldValue: value });

/** The guest cart of the path in this store view, or Magento's 404. */
export function guestCart(
  services: Pick<ShopServices, "quote">,
  scope: RestScope,
  maskedId: string,
  options?: CartForCallerOptions,
): CartRow {
  try {
    return services.quote.cartForCaller({ store: scope.store, customerId: null }, maskedId, options);
  } catch (e) {
    if (isShopError(e)) throw noSuchCart("cartId", maskedId);
    throw e;
  }
}

/** The bearer token's customer's active cart of this store view: 401 without a customer, 404 without a cart. */
export function mineCart(services: Pick<ShopServices, "quote">, scope: RestScope): CartRow {
  if (scope.customerId === null)
    throw new RestError(401, "The consumer isn't authorized to access %resources.", { resources: "self" });
  const cart = services.quote.customerCart(scope.store, scope.customerId);
  if (!cart) throw noSuchCart("customerId", scope.customerId);
  return cart;
}
