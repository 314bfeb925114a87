// Compare lists and their products (Magento's catalog_compare_list and catalog_compare_item).
import type { Database } from "better-sqlite3";

export interface CompareListRow {
  id: number;
  uid: string;
  customer_id: number | null;
  created_at: string;
}

export type CompareListRepository = ReturnType<typeof createCompareListRepository>;

export function createCompareListRepository(db: Database) {
  const insert = db.prepare("INSERT INTO compare_lists (uid, customer_id, created_at) VALUES (?, ?, ?)");
  const byId = db.prepare("SELECT * FROM compare_lists WHERE id = ?");
  const byUid = db.prepare("SELECT * FROM compare_lists WHERE uid = ?");
  const byCustomer = db.prepare("SELECT * FROM compare_lists WHERE customer_id = ?");
  const productIds = db.prepare("SELECT product_id FROM compare_list_items WHERE list_id = ? ORDER BY added_at, rowid");
  const productExists = db.prepare("SELECT 1 FROM products WHERE id = ?");
  const addItem = db.prepare(
    "INSERT OR IGNORE INTO compare_list_items (list_id, product_id, store_code, added_at) VALUES (?, ?, ?, ?)",
  );
  const removeItem = db.prepare("DELETE FROM compare_list_items WHERE list_id = ? AND product_id = ?");
  const remove = db.prepare("DELETE FROM compare_lists WHERE id = ?");
  const setCustomer = db.prepare("UPDATE compare_lists SET customer_id = ? WHERE id = ?");
  const moveItems = db.prepare(
    "INSERT OR IGNORE INTO compare_list_items (list_id, product_id, store_code, added_at) SELECT ?, product_id, store_code, added_at FROM compare_list_items WHERE list_id = ?",
  );

  return {
    create: (uid: string, customerId: number | null, now: string): CompareListRow =>
      byId.get(insert.run(uid, customerId, now).lastInsertRowid) as CompareListRow,
    byId: (id: number) => byId.get(id) as CompareListRow | undefined,
    byUid: (uid: string) => byUid.get(uid) as CompareListRow | undefined,
    byCustomer: (customerId: number) => byCustomer.get(customerId) as CompareListRow | undefined,
    productIds: (listId: number) => (productIds.all(listId) as Array<{ product_id: number }>).map((r) => r.product_id),
    productExists: (productId: number) => productExists.get(productId) !== undefined,
    addItem: (listId: number, productId: number, storeCode: string, now: string) => {
      addItem.run(listId, productId, storeCode, now);
    },
    removeItem: (listId: number, productId: number) => {
      removeItem.run(listId, productId);
    },
    remove: (listId: number) => remove.run(listId).changes > 0,
    /** The list becomes the customer's; a list they had before gives it its products and goes. */
    assign: db.transaction((listId: number, customerId: number) => {
      const previous = byCustomer.get(customerId) as CompareListRow | undefined;
      if (previous && previous.id !== listId) {
        moveItems.run(listId, previous.id);
        remove.run(previous.id);
      }
      setCustomer.run(customerId, listId);
    }),
    transaction: <T>(work: () => T): T => db.transaction(work)(),
  };
}
