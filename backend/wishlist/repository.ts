// All SQL of the wishlist: one list per customer, its items newest last.
import { randomBytes } from "node:crypto";
import type { Database } from "better-sqlite3";

export interface WishlistRow {
  id: number;
  customer_id: number;
  sharing_code: string;
  updated_at: string;
}

export interface WishlistItemRow {
  id: number;
  wishlist_id: number;
  product_id: number;
  /** the selected option uids, as JSON */
  selected_options: string;
  quantity: number;
  description: string | null;
  store_code: string;
  added_at: string;
}

export type WishlistRepository = ReturnType<typeof createWishlistRepository>;

const now = () => new Date().toISOString().slice(0, 19).replace("T", " ");

export function createWishlistRepository(db: Database) {
  const byCustomer = db.prepare("SELECT * FROM wishlists WHERE customer_id = ?");
  const byId = db.prepare("SELECT * FROM wishlists WHERE id = ?");
  const insertList = db.prepare("INSERT INTO wishlists (customer_id, sharing_code, updated_at) VALUES (?, ?, ?)");
  const touch = db.prepare("UPDATE wishlists SET updated_at = ? WHERE id = ?");
  const items = db.prepare("SELECT * FROM wishlist_items WHERE wishlist_id = ? ORDER BY id");
  const item = db.prepare("SELECT * FROM wishlist_items WHERE id = ? AND wishlist_id = ?");
  const same = db.prepare(
    "SELECT * FROM wishlist_items WHERE wishlist_id = ? AND product_id = ? AND selected_options = ?",
  );
  const insertItem = db.prepare(`INSERT INTO wishlist_items
    (wishlist_id, product_id, selected_options, quantity, description, store_code, added_at)
    VALUES (@wishlist_id, @product_id, @selected_options, @quantity, @description, @store_code, @added_at)`);
  const setItem = db.prepare(
    "UPDATE wishlist_items SET quantity = ?, description = ?, selected_options = ? WHERE id = ?",
  );
  const deleteItem = db.prepare("DELETE FROM wishlist_items WHERE id = ? AND wishlist_id = ?");

  return {
    /** Magento's loadByCustomerId($id, true): the customer's list, made on first use. */
    forCustomer(customerId: number): WishlistRow {
      const found = byCustomer.get(customerId) as WishlistRow | undefined;
      if (found) return found;
      insertList.run(customerId, randomBytes(16).toString("hex"), now());
      return byCustomer.get(customerId) as WishlistRow;
    },
    byId: (id: number) => byId.get(id) as WishlistRow | undefined,
    items: (wishlistId: number) => items.all(wishlistId) as WishlistItemRow[],
    item: (wishlistId: number, itemId: number) => item.get(itemId, wishlistId) as WishlistItemRow | undefined,
    same: (wishlistId: number, productId: number, options: string) =>
      same.get(wishlistId, productId, options) as WishlistItemRow | undefined,
    add(row: Omit<WishlistItemRow, "id" | "added_at">): void {
      insertItem.run({ ...row, added_at: now() });
      touch.run(now(), row.wishlist_id);
    },
    update(wishlistId: number, itemId: number, quantity: number, description: string | null, options: string) {
      setItem.run(quantity, description, options, itemId);
      touch.run(now(), wishlistId);
    },
    remove(wishlistId: number, itemId: number): void {
      deleteItem.run(itemId, wishlistId);
      touch.run(now(), wishlistId);
    },
  };
}
