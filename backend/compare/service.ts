// Magento's CompareListGraphQl rules, with its words: who may reach a list by its uid (a guest's list
// is any guest's who knows the uid, a customer's only that customer's), products added once each and
// only when they exist, a customer's one list.
import { randomBytes } from "node:crypto";
import { ShopError } from "../shared/errors.js";
import type { CompareListRepository, CompareListRow } from "./repository.js";

/** Magento\Catalog\Model\MaskedListIdToCompareListId's refusal of a list that is not the caller's. */
export const NOT_YOUR_LIST = "This customer is not authorized to access this list";

const input = (message: string) => new ShopError(message, "input");

/** Magento's masked list ids are 32 hex characters (Math\Random::getUniqueHash). */
const newUid = () => randomBytes(16).toString("hex");

const productIdsOf = (ids: ReadonlyArray<string | number | null | undefined>) =>
  ids.map((id) => Number(id)).filter((id) => Number.isInteger(id) && id > 0);

export function createCompareListService(lists: CompareListRepository) {
  /**
   * The list of `uid` for the caller (MaskedListIdToCompareListId): null when no list has it, and
   * Magento's refusal when the list's owner is not the caller. As in Magento, a signed-in customer
   * asking for a uid no list has is refused too (an unknown list has no owner, which is not them).
   */
  function reach(uid: string, customerId: number | null): CompareListRow | null {
    const list = lists.byUid(uid) ?? null;
    if ((list?.customer_id ?? 0) !== (customerId ?? 0)) throw input(NOT_YOUR_LIST);
    return list;
  }

  function add(list: CompareListRow, products: ReadonlyArray<string | number | null | undefined>, storeCode: string) {
    const now = new Date().toISOString();
    for (const productId of productIdsOf(products))
      if (lists.productExists(productId)) lists.addItem(list.id, productId, storeCode, now);
  }

  return {
    productIds: (list: CompareListRow) => lists.productIds(list.id),
    forCustomer: (customerId: number) => lists.byCustomer(customerId) ?? null,

    /** createCompareList: a guest gets a new list; a customer their own, made when they have none. */
    create(
      customerId: number | null,
      products: ReadonlyArray<string | number | null> | null | undefined,
      store: string,
    ) {
      return lists.transaction(() => {
        const list =
          (customerId !== null ? lists.byCustomer(customerId) : undefined) ??
          lists.create(newUid(), customerId, new Date().toISOString());
        add(list, products ?? [], store);
        return list;
      });
    },

    /** compareList(uid): the list, or null for a uid no list has (a guest asking). */
    get(uid: string | null | undefined, customerId: number | null): CompareListRow | null {
      if (!uid) throw input('"uid" value must be specified');
      return reach(uid, customerId);
    },

    addProducts(
      uid: string | null | undefined,
      products: ReadonlyArray<string | null> | null | undefined,
      customerId: number | null,
      store: string,
    ) {
      if (!uid) throw input('"uid" value must be specified.');
      if (!products) throw input('"products" value must be specified.');
      const list = reach(uid, customerId);
      if (!list) throw input('"uid" value does not exist');
      lists.transaction(() => add(list, products, store));
      return list;
    },

    removeProducts(
      uid: string | null | undefined,
      products: ReadonlyArray<string | null> | null | undefined,
      customerId: number | null,
    ) {
      if (!products) throw input('"products" value must be specified.');
      if (!uid) throw input('"uid" value must be specified.');
      const list = reach(uid, customerId);
      if (!list) throw input('"uid" value does not exist');
      lists.transaction(() => {
        for (const productId of productIdsOf(products)) lists.removeItem(list.id, productId);
      });
      return list;
    },

    /** deleteCompareList: true once the caller's list is gone, false for a uid no list has. */
    delete(uid: string | null | undefined, customerId: number | null): boolean {
      if (!uid) throw input('"uid" value must be specified');
      const list = reach(uid, customerId);
      return list ? lists.remove(list.id) : false;
    },

    /**
     * assignCompareListToCustomer: a guest's list becomes the signed-in customer's (their earlier list,
     * if any, merged into it). A uid no list has assigns nothing.
     */
    assign(uid: string | null | undefined, customerId: number | null): CompareListRow | null {
      if (!uid) throw input('"uid" value must be specified');
      if (customerId === null) throw input("Customer must be logged");
      const list = lists.byUid(uid);
      if (!list) return null;
      if (list.customer_id !== null && list.customer_id !== customerId) throw input(NOT_YOUR_LIST);
      lists.assign(list.id, customerId);
      return lists.byId(list.id) ?? null;
    },
  };
}

export type CompareListService = ReturnType<typeof createCompareListService>;
