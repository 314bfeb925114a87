// What the checkout keeps on a cart: the guest's email and the full shipping
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
import { cartCheckoutOf, type CartAddress, type CartCheckoutData } from "./cart-address.js";
import { createCheckoutRepository } from "./repository.js";

// Magento's messages (QuoteGraphQl SetGuestEmailOnCart, QuoteAddressValidator).
export const INVALID_EMAIL = "Invalid email format";
export const NOT_FOR_CUSTOMERS = "The request is not allowed for logged in customers";
export const invalidCustomerAddress = (id: number) => `Invalid customer address id ${id}`;

/** Simple and strict enough: one @, a dot in the domain, no spaces (Magento's EmailAddress validator). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const isEmail = (value: string) => value.length <= 254 && EMAIL.test(value);

export function createCheckoutService(db: Database) {
  const carts = createCheckoutRepository(db);
  const now = () => new Date().toISOString().replace("T", " ").slice(0, 19);

  return {
    /** Several writes as one: a refusal half way keeps none of them. */
    inTransaction<T>(work: () => T): T {
      return db.transaction(work)();
    },

    /** Everything the checkout keeps on the cart (cart-address.ts). */
    read(cartId: number): CartCheckoutData {
      return cartCheckoutOf(carts.row(cartId));
    },

    /** setGuestEmailOnCart: a guest cart only, a valid address only. */
    setGuestEmail(cart: CartRow, callerCustomerId: number | null, email: string): void {
      if (callerCustomerId !== null || cart.customer_id !== null) throw new ShopError(NOT_FOR_CUSTOMERS, "input");
      const value = email.trim();
      if (!isEmail(value)) throw new ShopError(INVALID_EMAIL, "input");
      carts.saveEmail(cart.id, value, now());
    },

    /** The cart's email: the customer's own for a customer's cart, else what the guest gave. */
    emailOf(services: Pick<ShopServices, "customers">, cart: CartRow): string | null {
      if (cart.customer_id !== null) return services.customers.byId(cart.customer_id)?.email ?? cart.email;
      return cart.email;
    },

    /**
     * A draft made a CartAddress: an address book id is only the cart's own customer's, and with no
     * address fields the entry's fields are taken (GraphQL's customer_address_id alone).
     */
    resolveAddress(
      services: Pick<ShopServices, "addresses">,
      store: StoreView,
      cart: CartRow,
      draft: AddressDraft,
    ): CartAddress {
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
      services: Pick<ShopServices, "shipping">,
      scope: { store: StoreView; display: DisplayCurrency },
      cart: CartRow,
      address: CartAddress,
      totals: CartTotals,
    ): boolean {
      carts.saveShipping(cart.id, JSON.stringify(address), now());
      const chosen = carts.row(cart.id)?.shipping_method;
      if (!chosen) return false;
      const offered = services.shipping
        .methodsFor(scope.store, scope.display, address.country_id, basketFacts(totals))
        .some((m) => `${m.carrierCode}_${m.methodCode}` === chosen);
      if (offered) return false;
      carts.saveShippingMethod(cart.id, null, now());
      return true;
    },

    /** The billing address; null = the same as the shipping address. */
    setBilling(cart: CartRow, address: CartAddress | null, at = now()): void {
      carts.saveBilling(cart.id, address ? JSON.stringify(address) : null, at);
    },

    /** A guest's email as the payment step gives it (already checked by the caller). */
    keepEmail(cartId: number, email: string, at = now()): void {
      carts.saveEmail(cartId, email, at);
    },

    /** The chosen payment method and its additional data (set-payment-information). */
    keepPayment(
      cartId: number,
      payment: { method: string; additional_data: Record<string, string> },
      at = now(),
    ): void {
      carts.savePayment(cartId, JSON.stringify(payment), at);
    },
  };
}

/** What a draft adds to an address book entry: the cart-only flags. */
const pick = (draft: AddressDraft): AddressDraft => ({
  ...(draft.save_in_address_book !== undefined ? { save_in_address_book: draft.save_in_address_book } : {}),
  ...(draft.pickup_location_code !== undefined ? { pickup_location_code: draft.pickup_location_code } : {}),
});

export type CheckoutService = ReturnType<typeof createCheckoutService>;
