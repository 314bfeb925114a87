// Magento Open Source's single wishlist (Magento_Wishlist, Magento_WishlistGraphQl 2.4.7): add, update,
// remove with per-line user errors, in the words Magento answers with.
import type { CatalogReader } from "../catalog/repository.js";
import { attributeValue, configurableValueUid } from "../catalog/service.js";
import { decodeUid } from "../shared/uid.js";
import { ShopError } from "../shared/errors.js";
import type { WishlistItemRow, WishlistRepository, WishlistRow } from "./repository.js";

export const CANNOT_OPERATE = "The current user cannot perform operations on wishlist";
export const WISHLIST_NOT_FOUND = "The wishlist was not found.";

export type WishlistUserErrorCode = "PRODUCT_NOT_FOUND" | "UNDEFINED";
export interface WishlistUserError {
  code: WishlistUserErrorCode;
  message: string;
}

export interface WishlistItemInput {
  sku: string;
  quantity: number;
  parent_sku?: string | null;
  selected_options?: ReadonlyArray<string | null> | null;
}

export interface WishlistItemUpdate {
  wishlist_item_id: string;
  quantity?: number | null;
  description?: string | null;
  selected_options?: ReadonlyArray<string | null> | null;
}

/** A stored item with the store view it is shown in (for the product's price and texts). */
export type WishlistItemSource = WishlistItemRow;

const optionsKey = (uids: ReadonlyArray<string | null> | null | undefined) =>
  JSON.stringify([...(uids ?? [])].filter((u): u is string => typeof u === "string" && u !== "").sort());

export type WishlistService = ReturnType<typeof createWishlistService>;

export function createWishlistService(repo: WishlistRepository) {
  /** The customer's own list by its id; anyone else's, or none, is Magento's "not found". */
  const own = (customerId: number | null, wishlistId: string): WishlistRow => {
    if (customerId === null) throw new ShopError(CANNOT_OPERATE, "authorization");
    const list = repo.byId(Number(wishlistId));
    if (!list || list.customer_id !== customerId || !/^\d+$/.test(String(wishlistId)))
      throw new ShopError(WISHLIST_NOT_FOUND, "input");
    return list;
  };

  return {
    forCustomer: (customerId: number) => repo.forCustomer(customerId),
    own,
    items: (list: WishlistRow) => repo.items(list.id),
    add(
      customerId: number | null,
      wishlistId: string,
      catalog: CatalogReader,
      store: string,
      inputs: readonly WishlistItemInput[],
    ): { wishlist: WishlistRow; user_errors: WishlistUserError[] } {
      const list = own(customerId, wishlistId);
      const user_errors: WishlistUserError[] = [];
      for (const input of inputs) {
        const parent = input.parent_sku ? catalog.productBySku(String(input.parent_sku)) : undefined;
        const product = parent ?? catalog.productBySku(String(input.sku));
        if (!product || (input.parent_sku && !parent)) {
          user_errors.push({
            code: "PRODUCT_NOT_FOUND",
            message: `Could not find a product with SKU "${input.parent_sku ?? input.sku}"`,
          });
          continue;
        }
        if (!(input.quantity > 0)) {
          user_errors.push({ code: "UNDEFINED", message: "The quantity of a wishlist item must be greater than 0" });
          continue;
        }
        let options = optionsKey(input.selected_options);
        if (parent) {
          // A variant named with its parent is kept as the parent with the variant's options chosen.
          const child = catalog.productBySku(String(input.sku));
          if (!child || parent.type_id !== "configurable" || !catalog.childIds(parent.id).includes(child.id)) {
            user_errors.push({ code: "UNDEFINED", message: "Could not find specified product." });
            continue;
          }
          options = optionsKey(
            catalog.superAttributes(parent.id).map((a) => configurableValueUid(a.id, attributeValue(child, a.code))),
          );
        }
        const known = validOptions(catalog, product.id, options);
        if (!known) {
          user_errors.push({ code: "UNDEFINED", message: "Could not find specified product." });
          continue;
        }
        const existing = repo.same(list.id, product.id, options);
        if (existing)
          repo.update(list.id, existing.id, existing.quantity + input.quantity, existing.description, options);
        else
          repo.add({
            wishlist_id: list.id,
            product_id: product.id,
            selected_options: options,
            quantity: input.quantity,
            description: null,
            store_code: store,
          });
      }
      return { wishlist: repo.byId(list.id)!, user_errors };
    },
    remove(customerId: number | null, wishlistId: string, itemIds: readonly string[]) {
      const list = own(customerId, wishlistId);
      const user_errors: WishlistUserError[] = [];
      for (const id of itemIds) {
        if (!repo.item(list.id, Number(id))) {
          user_errors.push({ code: "UNDEFINED", message: `Could not find a wishlist item with ID "${id}"` });
          continue;
        }
        repo.remove(list.id, Number(id));
      }
      return { wishlist: repo.byId(list.id)!, user_errors };
    },
    update(
      customerId: number | null,
      wishlistId: string,
      catalog: CatalogReader,
      updates: readonly WishlistItemUpdate[],
    ) {
      const list = own(customerId, wishlistId);
      const user_errors: WishlistUserError[] = [];
      for (const u of updates) {
        const row = repo.item(list.id, Number(u.wishlist_item_id));
        if (!row) {
          user_errors.push({
            code: "UNDEFINED",
            message: `The wishlist item with ID "${u.wishlist_item_id}" does not belong to the wishlist`,
          });
          continue;
        }
        const quantity = u.quantity ?? row.quantity;
        if (!(quantity > 0)) {
          user_errors.push({ code: "UNDEFINED", message: "The quantity of a wishlist item must be greater than 0" });
          continue;
        }
        const options = u.selected_options ? optionsKey(u.selected_options) : row.selected_options;
        if (!validOptions(catalog, row.product_id, options)) {
          user_errors.push({ code: "UNDEFINED", message: "Could not find specified product." });
          continue;
        }
        const description = u.description === undefined ? row.description : u.description;
        repo.update(list.id, row.id, quantity, description, options);
      }
      return { wishlist: repo.byId(list.id)!, user_errors };
    },
    removeItem: (list: WishlistRow, itemId: number) => repo.remove(list.id, itemId),
  };
}

/** Options a product can take: a configurable's attribute values, a bundle's selections. */
function validOptions(catalog: CatalogReader, productId: number, options: string): boolean {
  const uids = JSON.parse(options) as string[];
  const product = catalog.product(productId);
  if (!product) return false;
  for (const uid of uids) {
    const [kind, a, b] = decodeUid(uid).split("/");
    if (kind === "configurable" && product.type_id === "configurable") {
      const attr = catalog.superAttributes(productId).find((s) => s.id === Number(a));
      if (!attr || !catalog.option(attr.id, Number(b))) return false;
    } else if (kind === "bundle" && product.type_id === "bundle") {
      if (!catalog.bundleSelections(productId).some((s) => s.option_id === Number(a) && s.id === Number(b)))
        return false;
    } else return false;
  }
  return true;
}
