// sessionData: what the storefront needs when a visit starts: the geo-store suggestion, the signed-in
// customer (null for a guest) and the cart.
import { createHash } from "node:crypto";
import { GENDER_TEXT } from "../customer/attributes.js";
import type { CustomerService } from "../customer/service.js";
import { geoStore, type VisitorHeaders } from "../geo/service.js";
import type { CartRow } from "../quote/repository.js";
import type { QuoteService } from "../quote/service.js";
import type { RewardService } from "../reward/service.js";
import { isShopError } from "../shared/errors.js";
import type { StoreRepository, StoreView } from "../store/repository.js";

export function createSessionService(
  stores: StoreRepository,
  quote: QuoteService,
  customers: CustomerService,
  reward: RewardService,
) {
  /** SPEC §3 "Session data customer", for the request's signed-in customer. */
  function sessionCustomer(store: StoreView, customerId: number, token: string | null) {
    const c = customers.byId(customerId);
    if (!c) return null;
    return {
      customer_id: c.id,
      group_code: customers.groupCode(c.group_id),
      group_id: c.group_id,
      language: store.locale,
      gender: c.gender,
      gender_text: c.gender ? (GENDER_TEXT[c.gender] ?? null) : null,
      is_new_customer: customers.isNewCustomer(c.id),
      // Tag managers get a hash, never the address itself.
      email_hash: createHash("sha256").update(c.email.trim().toLowerCase()).digest("hex"),
      landing_url: null,
      auth_method: "password",
      uv_user_id: null,
      uv_ref_code: null,
      is_subscribed: customers.isSubscribed(c.id),
      date_of_birth: c.date_of_birth,
      lifetime_sales: null,
      rewardpoints: reward.balance(c.id),
      token,
      firstname: c.firstname,
      lastname: c.lastname,
      email: c.email,
      mobile_number: c.mobile_number,
      default_billing_address: null,
    };
  }

  return {
    sessionData(
      store: StoreView,
      headers: VisitorHeaders,
      cartId: string | null | undefined,
      customer: { id: number | null; token: string | null } = { id: null, token: null },
    ) {
      let cart: CartRow | null = null;
      if (cartId) {
        try {
          cart = quote.load(store, cartId, customer.id);
        } catch (e) {
          // a stale or foreign cart id is not an error for session start-up: the shopper gets a new cart
          if (!isShopError(e)) throw e;
        }
      }
      return {
        geo_store: geoStore(stores, store, headers),
        customer: customer.id !== null ? sessionCustomer(store, customer.id, customer.token) : null,
        cart,
      };
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
