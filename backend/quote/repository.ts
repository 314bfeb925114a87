// Cart persistence (Magento's quote, quote_item, quote_id_mask in one small module).
import { randomBytes } from "node:crypto";
import type { Database } from "better-sqlite3";

export interface CartRow {
  id: number;
  masked_id: string;
  store_code: string;
  customer_id: number | null;
  email: string | null;
  is_active: number;
  coupon_code: string | null;
  reward_points_used: number;
  created_at: string;
  updated_at: string;
}

export interface CartItemOption {
  kind: "super_attribute" | "bundle" | "entered";
  option_id: number;
  value_id: number;
  qty: number;
  value_text: string | null;
}

export interface CartItemRow {
  id: number;
  cart_id: number;
  product_id: number;
  child_product_id: number | null;
  qty: number;
  options_key: string;
  is_reward_product: number;
  /** weeks between deliveries of a line bought on subscription (subscribe and save), else null */
  subscription_weeks: number | null;
  created_at: string;
  options: CartItemOption[];
}

const now = () => new Date().toISOString().replace("T", " ").slice(0, 19);

export type QuoteRepository = ReturnType<typeof createQuoteRepository>;

export function createQuoteRepository(db: Database) {
  const insertCart = db.prepare(
    "INSERT INTO carts (masked_id, store_code, created_at, updated_at) VALUES (?, ?, ?, ?)",
  );
  const cartByMaskedId = db.prepare("SELECT * FROM carts WHERE masked_id = ?");
  const cartById = db.prepare("SELECT * FROM carts WHERE id = ?");
  const items = db.prepare("SELECT * FROM cart_items WHERE cart_id = ? ORDER BY id");
  const itemOptions = db.prepare(
    "SELECT o.* FROM cart_item_options o JOIN cart_items i ON i.id = o.item_id WHERE i.cart_id = ? ORDER BY o.rowid",
  );
  const insertItem = db.prepare(
    "INSERT INTO cart_items (cart_id, product_id, child_product_id, qty, options_key, subscription_weeks, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  const insertOption = db.prepare(
    "INSERT INTO cart_item_options (item_id, kind, option_id, value_id, qty, value_text) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const setQty = db.prepare("UPDATE cart_items SET qty = ? WHERE id = ?");
  const deleteOptions = db.prepare("DELETE FROM cart_item_options WHERE item_id = ?");
  const deleteItem = db.prepare("DELETE FROM cart_items WHERE id = ?");
  const touch = db.prepare("UPDATE carts SET updated_at = ? WHERE id = ?");

  const byMaskedId = (masked: string) => cartByMaskedId.get(masked) as CartRow | undefined;
  const assignCustomer = db.prepare("UPDATE carts SET customer_id = ?, updated_at = ? WHERE id = ?");
  const deactivate = db.prepare("UPDATE carts SET is_active = 0, updated_at = ? WHERE id = ?");
  const setCoupon = db.prepare("UPDATE carts SET coupon_code = ? WHERE id = ?");
  const applyCoupon = db.prepare("UPDATE carts SET coupon_code = ?, updated_at = ? WHERE id = ?");
  const markReward = db.prepare("UPDATE cart_items SET is_reward_product = 1 WHERE id = ?");
  const customerCart = db.prepare(
    "SELECT * FROM carts WHERE customer_id = ? AND store_code = ? AND is_active = 1 ORDER BY id DESC LIMIT 1",
  );

  return {
    /** A new empty cart; the masked id is the caller's or 32 random hex characters, like Magento's quote_id_mask. */
    create(storeCode: string, maskedId?: string): CartRow {
      const masked = maskedId ?? randomBytes(16).toString("hex");
      const ts = now();
      insertCart.run(masked, storeCode, ts, ts);
      return byMaskedId(masked)!;
    },
    byMaskedId,
    byId: (cartId: number) => cartById.get(cartId) as CartRow | undefined,
    /** The customer's active cart in a store view (Magento keeps one per customer and store). */
    activeCustomerCart(customerId: number, storeCode: string): CartRow | undefined {
      return customerCart.get(customerId, storeCode) as CartRow | undefined;
    },
    /** Gives a cart to a customer (their "mine" cart). */
    assignCustomer(cartId: number, customerId: number): void {
      assignCustomer.run(customerId, now(), cartId);
    },
    /** A cart merged into another (or ordered) is kept, inactive, as Magento keeps its quotes. */
    deactivate(cartId: number, at = now()): void {
      deactivate.run(at, cartId);
    },
    setCoupon(cartId: number, code: string | null): void {
      setCoupon.run(code, cartId);
    },
    /** The shopper applied (or, with null, removed) a coupon: the cart holds it from `at`. */
    applyCoupon(cartId: number, code: string | null, at: string): void {
      applyCoupon.run(code, at, cartId);
    },
    /** The line is a free gift (the basket extras' reward rule). */
    markRewardItem(itemId: number): void {
      markReward.run(itemId);
    },
    items(cartId: number): CartItemRow[] {
      const rows = items.all(cartId) as Omit<CartItemRow, "options">[];
      const opts = itemOptions.all(cartId) as Array<CartItemOption & { item_id: number }>;
      return rows.map((r) => ({ ...r, options: opts.filter((o) => o.item_id === r.id) }));
    },
    addItem(
      cartId: number,
      item: {
        product_id: number;
        child_product_id: number | null;
        qty: number;
        options_key: string;
        options: CartItemOption[];
        subscription_weeks?: number | null;
      },
    ): number {
      const id = Number(
        insertItem.run(
          cartId,
          item.product_id,
          item.child_product_id,
          item.qty,
          item.options_key,
          item.subscription_weeks ?? null,
          now(),
        ).lastInsertRowid,
      );
      for (const o of item.options) insertOption.run(id, o.kind, o.option_id, o.value_id, o.qty, o.value_text);
      return id;
    },
    setQty(itemId: number, qty: number): void {
      setQty.run(qty, itemId);
    },
    removeItem(itemId: number): void {
      deleteOptions.run(itemId);
      deleteItem.run(itemId);
    },
    touch(cartId: number): void {
      touch.run(now(), cartId);
    },
    transaction<T>(fn: () => T): T {
      return db.transaction(fn)();
    },
  };
}
