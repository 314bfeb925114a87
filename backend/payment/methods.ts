// Payment methods (Magento's Payment module), the contract between the order placement
// (payment/place-order.ts) and the methods: the offline ones (payment/offline.ts) and the card
// provider's card and saved-card methods (cardpay/methods.ts). A method says when it is offered for
// a cart and, while an order is placed, whether its payment is accepted.
import type { ShopServices } from "../services.js";
import type { CartRow } from "../quote/repository.js";
import type { CartTotals } from "../quote/totals.js";
import type { StoreView } from "../store/repository.js";

/** The services the methods read: the store's bank details, the card provider and saved cards. */
export type PaymentMethodServices = Pick<ShopServices, "stores" | "cardPay" | "vault" | "backendSchema">;

/** What a method sees of the cart being paid for. */
export interface PaymentScope {
  services: PaymentMethodServices;
  store: StoreView;
  cart: CartRow;
  /** the cart's customer, null for a guest */
  customerId: number | null;
  /** the cart's totals as the order will be placed with them (display currency) */
  totals: CartTotals;
  /** the currency the order is placed in (the display currency); the store's base currency when not given */
  currency?: string;
  /** the chosen shipping carrier ("clickcollect" when collected), null before one is chosen */
  carrierCode: string | null;
}

/** What an accepted payment leaves on the order. */
export interface PaymentRecord {
  /** the order's payment line, in the store view's language ("Bank transfer", "Visa ending 4242") */
  title: string;
  /** an approved card is invoiced at once; an offline method's order waits for the money */
  invoiced: boolean;
  /** facts the order keeps (card brand, last 4, the provider's reference); never a card number */
  additional: Record<string, string>;
}

export interface PaymentMethodDefinition {
  /** Magento's method code: "banktransfer", "cashondelivery", the card provider's codes */
  code: string;
  /** the title shoppers see, in the store view's language */
  title(store: StoreView): string;
  /** offered for this cart (cash on collection only when collected; saved cards only for a customer who has one) */
  isAvailable(scope: PaymentScope): boolean;
  /**
   * Runs inside the place-order transaction, before anything is written: throws a ShopError of kind
   * "input" with the shopper's message to refuse (a declined card), which rolls the whole order back.
   */
  authorize(scope: PaymentScope, additionalData: Record<string, string>): PaymentRecord;
}
