// What the checkout keeps on a cart (issue 11, part A): the guest's email and the full shipping
// and billing addresses (cart-address.ts). The rules every door shares (GraphQL and REST):
// - a guest email only on a guest cart; a customer's cart answers the customer's own email;
// - an address book entry only from the cart's own customer;
// - a new shipping address clears a chosen method the estimate for it no longer offers (SPEC §4).
import type { Database } from "better-sqlite3";
import type { CartRow } from "../quote/repository.js";
import type { CartTotals } from "../quote/totals.js";
import type { ShopServices } from "../services.js";
import { ShopError } from "../shared/errors.js";
import type { DisplayCurrency } from "../shared/money.js";
import { basketFacts } from "../shipping/service.js";
import type { StoreView } from "../store/repository.js";
import { checkedCartAddress, draftFromBook, type AddressDraft } from "./address-rules.js";
import { readCartCheckout, type CartAddress, type CartCheckoutData } from "./cart-address.js";

// Magento's messages (QuoteGraphQl SetGuestEmailOnCart, QuoteAddressValidator).
export const INVALID_EMAIL = "Invalid email format";
export const NOT_FOR_CUSTOMERS = "The request is not allowed for logged in customers";
export const invalidCustomerAddress = (id: number) => `Invalid customer address id ${id}`;

/** Simple and strict enough: one @, a dot in the domain, no spaces (Magento's EmailAddress validator). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const isEmail = (value: string) => value.length <= 254 && EMAIL.test(value);

export function createCheckoutService(db: Database) {
  const saveEmail = db.prepare("UPDATE carts SET email = ?, updated_at = ? WHERE id = ?");
  const saveShipping = db.prepare("UPDATE carts SET shipping_address = ?, updated_at = ? WHERE id = ?");
  const saveBilling = db.prepare("UPDATE carts SET billing_address = ?, updated_at = ? WHERE id = ?");
  const saveMethod = db.prepare("UPDATE carts SET shipping_method = ?, updated_at = ? WHERE id = ?");
  const methodOf = db.prepare("SELECT shipping_method FROM carts WHERE id = ?");
  const now = () => new Date().toISOString().replace("T", " ").slice(0, 19);

  return {
    /** Several writes as one: a refusal half way keeps none of them. */
    inTransaction<T>(work: () => T): T {
      return db.transaction(work)();
    },

    /** Everything the checkout keeps on the cart (cart-address.ts). */
    read(cartId: number): CartCheckoutData {
      return readCartCheckout(db, cartId);
    },

    /** setGuestEmailOnCart: a guest cart only, a valid address only. */
    setGuestEmail(cart: CartRow, callerCustomerId: number | null, email: string): void {
      if (callerCustomerId !== null || cart.customer_id !== null) throw new ShopError(NOT_FOR_CUSTOMERS, "input");
      const value = email.trim();
      if (!isEmail(value)) throw new ShopError(INVALID_EMAIL, "input");
      saveEmail.run(value, now(), cart.id);
    },

    /** The cart's email: the customer's own for a customer's cart, else what the guest gave. */
    emailOf(services: ShopServices, cart: CartRow): string | null {
      if (cart.customer_id !== null) return services.customers.byId(cart.customer_id)?.email ?? cart.email;
      return cart.email;
    },

    /**
     * A draft made a CartAddress: an address book id is only the cart's own customer's, and with no
     * address fields the entry's fields are taken (GraphQL's customer_address_id alone).
     */
    resolveAddress(services: ShopServices, store: StoreView, cart: CartRow, draft: AddressDraft): CartAddress {
      const id = draft.customer_address_id;
      if (id === null || id === undefined) return checkedCartAddress(store, { ...draft, customer_address_id: null });
      if (cart.customer_id === null) throw new ShopError(invalidCustomerAddress(id), "no-such-entity");
      let entry;
      try {
        entry = services.addresses.get(cart.customer_id, id);
      } catch {
        throw new ShopError(invalidCustomerAddress(id), "no-such-entity");
      }
      const hasFields = draft.firstname !== undefined || draft.street !== undefined;
      const base = hasFields
        ? { ...draft, customer_address_id: id }
        : { ...draftFromBook({ ...entry, id }), ...pick(draft) };
      return checkedCartAddress(store, base);
    },

    /**
     * Keeps the shipping address and clears a chosen method the estimate for it lacks (SPEC §4);
     * answers whether one was cleared.
     */
    setShipping(
      services: ShopServices,
      scope: { store: StoreView; display: DisplayCurrency },
      cart: CartRow,
      address: CartAddress,
      totals: CartTotals,
    ): boolean {
      saveShipping.run(JSON.stringify(address), now(), cart.id);
      const chosen = (methodOf.get(cart.id) as { shipping_method: string | null } | undefined)?.shipping_method;
      if (!chosen) return false;
      const offered = services.shipping
        .methodsFor(scope.store, scope.display, address.country_id, basketFacts(totals))
        .some((m) => `${m.carrierCode}_${m.methodCode}` === chosen);
      if (offered) return false;
      saveMethod.run(null, now(), cart.id);
      return true;
    },

    /** The billing address; null = the same as the shipping address. */
    setBilling(cart: CartRow, address: CartAddress | null): void {
      saveBilling.run(address ? JSON.stringify(address) : null, now(), cart.id);
    },
  };
}

/** What a draft adds to an address book entry: the cart-only flags. */
const pick = (draft: AddressDraft): AddressDraft => ({
  ...(draft.save_in_address_book !== undefined ? { save_in_address_book: draft.save_in_address_book } : {}),
  ...(draft.pickup_location_code !== undefined ? { pickup_location_code: draft.pickup_location_code } : {}),
});

export type CheckoutService = ReturnType<typeof createCheckoutService>;
