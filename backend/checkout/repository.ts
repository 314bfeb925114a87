// What the checkout keeps on a cart (Magento's quote_address and quote_payment, here columns of
// carts): the guest's email, the shipping and billing addresses as JSON, the chosen shipping and
// payment methods.
import type { Database } from "better-sqlite3";

export interface CartCheckoutRow {
  email: string | null;
  shipping_address: string | null;
  billing_address: string | null;
  shipping_method: string | null;
  payment_method: string | null;
}

export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;

export function createCheckoutRepository(db: Database) {
  const row = db.prepare(
    "SELECT email, shipping_address, billing_address, shipping_method, payment_method FROM carts WHERE id = ?",
  );
  const saveEmail = db.prepare("UPDATE carts SET email = ?, updated_at = ? WHERE id = ?");
  const saveShipping = db.prepare("UPDATE carts SET shipping_address = ?, updated_at = ? WHERE id = ?");
  const saveBilling = db.prepare("UPDATE carts SET billing_address = ?, updated_at = ? WHERE id = ?");
  const saveMethod = db.prepare("UPDATE carts SET shipping_method = ?, updated_at = ? WHERE id = ?");
  const savePayment = db.prepare("UPDATE carts SET payment_method = ?, updated_at = ? WHERE id = ?");

  return {
    row: (cartId: number) => row.get(cartId) as CartCheckoutRow | undefined,
    saveEmail(cartId: number, email: string, at: string): void {
      saveEmail.run(email, at, cartId);
    },
    /** JSON of the address, or null */
    saveShipping(cartId: number, address: string | null, at: string): void {
      saveShipping.run(address, at, cartId);
    },
    saveBilling(cartId: number, address: string | null, at: string): void {
      saveBilling.run(address, at, cartId);
    },
    saveShippingMethod(cartId: number, method: string | null, at: string): void {
      saveMethod.run(method, at, cartId);
    },
    /** JSON of `{method, additional_data}` */
    savePayment(cartId: number, payment: string, at: string): void {
      savePayment.run(payment, at, cartId);
    },
  };
}
