// sessionData: what the storefront needs when a visit starts: the geo-store suggestion, the customer
// (guests only so far) and the cart.
import { geoStore, type VisitorHeaders } from "../geo/service.js";
import type { CartRow } from "../quote/repository.js";
import type { QuoteService } from "../quote/service.js";
import { isShopError } from "../shared/errors.js";
import type { StoreRepository, StoreView } from "../store/repository.js";

export function createSessionService(stores: StoreRepository, quote: QuoteService) {
  return {
    sessionData(store: StoreView, headers: VisitorHeaders, cartId: string | null | undefined) {
      let cart: CartRow | null = null;
      if (cartId) {
        try {
          cart = quote.load(store, cartId);
        } catch (e) {
          // a stale or foreign cart id is not an error for session start-up: the shopper gets a new cart
          if (!isShopError(e)) throw e;
        }
      }
      return { geo_store: geoStore(stores, store, headers), customer: null, cart };
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
