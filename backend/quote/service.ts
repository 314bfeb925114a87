// Guest cart rules (Magento's Quote module): creating a cart, adding simple, configurable and bundle
// products, changing quantities, stock checks and totals. Catalogue prices include VAT, so row totals
// including tax are the shelf prices and the net part is derived with the store's VAT rate. Amounts
// leave this module in the display currency of the request.
import type { CatalogReader, ProductRow } from "../catalog/repository.js";
import { simpleSalable, unitPrice } from "../catalog/pricing.js";
import { attributeValue } from "../catalog/service.js";
import { ShopError } from "../shared/errors.js";
import { round2, toDisplay, type DisplayCurrency } from "../shared/money.js";
import { decodeUid } from "../shared/uid.js";
import type { StoreView } from "../store/repository.js";
import { cartForCaller, notYourCart, type CartCaller, type CartForCallerOptions } from "./cart-for-caller.js";
import type { CartItemOption, CartItemRow, CartRow, QuoteRepository } from "./repository.js";
import {
  isFrequency,
  subscribable,
  subscriptionKeySuffix,
  SUBSCRIPTION_FREQUENCY_INVALID,
  SUBSCRIPTION_NEEDS_ACCOUNT,
  SUBSCRIPTION_NOT_OFFERED,
} from "../subscription/rules.js";

export const QTY_NOT_AVAILABLE = "The requested qty is not available";
const NOT_AVAILABLE = "Product that you are trying to add is not available.";
/** Magento's refusals of a quantity (CatalogInventory's StockStateProvider and the quote's item checks). */
export const QTY_NOT_POSITIVE = "The product quantity should be greater than 0";
export const QTY_DECIMAL = "You cannot use decimal quantity for this product.";
/** Magento's default "Maximum Qty Allowed in Shopping Cart" (cataloginventory/item_options/max_sale_qty). */
export const MAX_SALE_QTY = 10000;
export const QTY_TOO_MANY = `The most you may purchase is ${MAX_SALE_QTY}.`;

/** Whether a quantity is whole units the shop sells: no product here allows decimal quantities. */
export const isWholeQuantity = (qty: number) => Number.isInteger(qty) && qty > 0 && qty <= MAX_SALE_QTY;

/**
 * The quantity a caller asked for, as whole units: 0.5, 1e-9 or 1.5 are refused as Magento refuses a
 * decimal quantity for a product that does not allow one (none here does), and so are 0, negatives
 * and more than the most one line may hold. `zero` lets 0 through (updateCartItems removes the line).
 */
export function wholeQuantity(value: unknown, { zero = false }: { zero?: boolean } = {}): number {
  const qty = typeof value === "number" ? value : typeof value === "string" && value.trim() ? Number(value) : NaN;
  if (Number.isNaN(qty) || qty < 0 || (qty === 0 && !zero)) throw new CartUserError("UNDEFINED", QTY_NOT_POSITIVE);
  if (qty === 0) return 0;
  if (!Number.isInteger(qty)) throw new CartUserError("UNDEFINED", QTY_DECIMAL);
  if (qty > MAX_SALE_QTY) throw new CartUserError("UNDEFINED", QTY_TOO_MANY);
  return qty;
}

/** What one request works on carts with: its store view, catalogue reader and display currency. */
export interface QuoteScope {
  store: StoreView;
  catalog: CatalogReader;
  display: DisplayCurrency;
  /** the signed-in customer of the request; absent or null for a guest (see `load`) */
  customerId?: number | null;
}

export type CartUserErrorCode = "PRODUCT_NOT_FOUND" | "NOT_SALABLE" | "INSUFFICIENT_STOCK" | "UNDEFINED";

/** A line the shopper can fix (Magento's addProductsToCart user_errors): the other lines still go in. */
export class CartUserError extends Error {
  constructor(
    readonly code: CartUserErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface BundlePart {
  option_id: number;
  selection_id: number;
  qty: number;
  product: ProductRow;
}

/** A cart line with what it costs and which simple products it takes from stock. */
export interface CartLine {
  kind: "simple" | "configurable" | "bundle";
  row: CartItemRow;
  /** what was added: simple, configurable parent or bundle */
  product: ProductRow;
  /** the configurable's variant */
  child: ProductRow | null;
  /** the bundle's chosen parts */
  selections: BundlePart[];
  qty: number;
  /** unit prices in the base currency, VAT included */
  unitFinal: number;
  unitRegular: number;
  /** simple product id -> quantity needed per unit of this line */
  needs: Map<number, number>;
}

export interface CartItemInput {
  sku: string;
  quantity: number;
  parent_sku?: string | null;
  selected_options?: ReadonlyArray<string | null> | null;
  /** subscribe and save: weeks between deliveries (an extension; subscription/subscribe-and-save.ts) */
  subscription_frequency_weeks?: number | null;
}

export interface CartItemRef {
  cart_item_uid?: string | null;
  cart_item_id?: number | null;
}

export interface CartItemUpdate extends CartItemRef {
  quantity?: number | null;
}

interface StockNeed {
  needs: Map<number, number>;
  qty: number;
}

interface ResolvedLine {
  product_id: number;
  child_product_id: number | null;
  options: CartItemOption[];
  options_key: string;
  needs: Map<number, number>;
}

const noSuchEntity = (message: string) => new ShopError(message, "no-such-entity");

function buildLine(catalog: CatalogReader, row: CartItemRow): CartLine | null {
  const product = catalog.product(row.product_id);
  if (!product) return null;
  const needs = new Map<number, number>();
  const line = { row, product, child: null, selections: [], qty: row.qty, needs };
  if (product.type_id === "configurable") {
    const child = row.child_product_id ? catalog.product(row.child_product_id) : undefined;
    if (!child) return null;
    const u = unitPrice(child);
    needs.set(child.id, 1);
    return { ...line, kind: "configurable", child, unitFinal: u.final, unitRegular: u.regular };
  }
  if (product.type_id === "bundle") {
    const all = catalog.bundleSelections(product.id);
    const selections: BundlePart[] = [];
    let final = 0;
    let regular = 0;
    for (const o of row.options.filter((x) => x.kind === "bundle")) {
      const sel = all.find((s) => s.id === o.value_id);
      const child = sel && catalog.product(sel.product_id);
      if (!sel || !child) continue;
      selections.push({ option_id: o.option_id, selection_id: sel.id, qty: o.qty, product: child });
      const u = unitPrice(child);
      final += u.final * o.qty;
      regular += u.regular * o.qty;
      needs.set(child.id, (needs.get(child.id) ?? 0) + o.qty);
    }
    return { ...line, kind: "bundle", selections, unitFinal: final, unitRegular: regular };
  }
  const u = unitPrice(product);
  needs.set(product.id, 1);
  return { ...line, kind: "simple", unitFinal: u.final, unitRegular: u.regular };
}

/** Quantity of each simple product the given lines need. */
function demand(lines: StockNeed[]): Map<number, number> {
  const d = new Map<number, number>();
  for (const it of lines) for (const [pid, per] of it.needs) d.set(pid, (d.get(pid) ?? 0) + per * it.qty);
  return d;
}

/** Throws a CartUserError when the lines need more than is in stock. */
export function assertStock(catalog: CatalogReader, lines: StockNeed[]): void {
  if (lines.some((l) => !isWholeQuantity(l.qty))) throw new CartUserError("UNDEFINED", QTY_DECIMAL);
  for (const [pid, qty] of demand(lines)) {
    const p = catalog.product(pid);
    if (!p || !simpleSalable(p)) throw new CartUserError("NOT_SALABLE", NOT_AVAILABLE);
    if (qty > p.qty) throw new CartUserError("INSUFFICIENT_STOCK", QTY_NOT_AVAILABLE);
  }
}

/** Whether the stock covers this line on its own. */
export function isAvailable(catalog: CatalogReader, line: CartLine): boolean {
  try {
    assertStock(catalog, [line]);
    return true;
  } catch {
    return false;
  }
}

/** Which product, variant or bundle parts an addProductsToCart input means; throws CartUserError. */
export function resolveCartItem(catalog: CatalogReader, input: CartItemInput): ResolvedLine {
  wholeQuantity(input.quantity);
  const product = catalog.productBySku(String(input.sku));
  if (!product) throw new CartUserError("PRODUCT_NOT_FOUND", `Could not find a product with SKU "${input.sku}"`);
  const selected = (input.selected_options ?? [])
    .filter((uid): uid is string => uid != null)
    .map((uid) => decodeUid(uid).split("/"));

  const configurableLine = (parent: ProductRow, child: ProductRow): ResolvedLine => ({
    product_id: parent.id,
    child_product_id: child.id,
    options: catalog.superAttributes(parent.id).map((a) => ({
      kind: "super_attribute",
      option_id: a.id,
      value_id: attributeValue(child, a.code) as number,
      qty: 1,
      value_text: null,
    })),
    options_key: `c${child.id}`,
    needs: new Map([[child.id, 1]]),
  });

  if (input.parent_sku) {
    const parent = catalog.productBySku(String(input.parent_sku));
    if (!parent)
      throw new CartUserError("PRODUCT_NOT_FOUND", `Could not find a product with SKU "${input.parent_sku}"`);
    if (parent.type_id !== "configurable" || !catalog.childIds(parent.id).includes(product.id)) {
      throw new CartUserError("UNDEFINED", `Could not find specified product.`);
    }
    return configurableLine(parent, product);
  }
  if (product.type_id === "configurable") {
    const wanted = new Map<number, number>();
    for (const parts of selected) if (parts[0] === "configurable") wanted.set(Number(parts[1]), Number(parts[2]));
    const attrs = catalog.superAttributes(product.id);
    if (attrs.some((a) => !wanted.has(a.id)))
      throw new CartUserError("UNDEFINED", "You need to choose options for your item.");
    const child = catalog
      .children(product.id)
      .find((c) => attrs.every((a) => attributeValue(c, a.code) === wanted.get(a.id)));
    if (!child) throw new CartUserError("UNDEFINED", "Could not find specified product.");
    return configurableLine(product, child);
  }
  if (product.type_id === "bundle") {
    const options = catalog.bundleOptions(product.id);
    const selections = catalog.bundleSelections(product.id);
    const chosen: CartItemOption[] = [];
    for (const parts of selected) {
      if (parts[0] !== "bundle") continue;
      const [optionId, selectionId] = [Number(parts[1]), Number(parts[2])];
      // A part's quantity travels in its uid ("bundle/<option>/<selection>/<qty>"): whole units too.
      const selQty = parts[3] === undefined ? 1 : wholeQuantity(parts[3]);
      const sel = selections.find((s) => s.id === selectionId && s.option_id === optionId);
      if (!sel) throw new CartUserError("UNDEFINED", "Please specify product option(s).");
      const q = sel.can_change_qty ? selQty : sel.qty;
      chosen.push({ kind: "bundle", option_id: optionId, value_id: selectionId, qty: q, value_text: null });
    }
    for (const o of options) {
      const picked = chosen.filter((c) => c.option_id === o.id);
      if (o.required && !picked.length) throw new CartUserError("UNDEFINED", "Please specify product option(s).");
      if ((o.type === "radio" || o.type === "select") && picked.length > 1)
        throw new CartUserError("UNDEFINED", "Please specify product option(s).");
    }
    chosen.sort((a, b) => a.option_id - b.option_id || a.value_id - b.value_id);
    const needs = new Map<number, number>();
    for (const c of chosen) {
      const pid = selections.find((s) => s.id === c.value_id)!.product_id;
      needs.set(pid, (needs.get(pid) ?? 0) + c.qty);
    }
    return {
      product_id: product.id,
      child_product_id: null,
      options: chosen,
      options_key: chosen.map((c) => `b${c.option_id}:${c.value_id}:${c.qty}`).join(","),
      needs,
    };
  }
  return {
    product_id: product.id,
    child_product_id: null,
    options: [],
    options_key: "",
    needs: new Map([[product.id, 1]]),
  };
}

/**
 * A line bought on subscription: only by a signed-in customer (the subscription is theirs), only a
 * product that is bought again, at a frequency offered. Its key keeps it apart from a one-off line.
 */
function subscriptionOf(
  catalog: CatalogReader,
  cart: CartRow,
  input: CartItemInput,
  line: ResolvedLine,
): ResolvedLine & { subscription_weeks: number | null } {
  const weeks = input.subscription_frequency_weeks;
  if (weeks == null) return { ...line, subscription_weeks: null };
  if (!isFrequency(weeks)) throw new CartUserError("UNDEFINED", SUBSCRIPTION_FREQUENCY_INVALID);
  if (cart.customer_id === null) throw new CartUserError("UNDEFINED", SUBSCRIPTION_NEEDS_ACCOUNT);
  if (!subscribable(catalog, catalog.product(line.product_id)!))
    throw new CartUserError("UNDEFINED", SUBSCRIPTION_NOT_OFFERED);
  return { ...line, options_key: line.options_key + subscriptionKeySuffix(weeks), subscription_weeks: weeks };
}

const itemIdOf = (ref: CartItemRef) =>
  ref.cart_item_uid != null ? Number(decodeUid(String(ref.cart_item_uid))) : Number(ref.cart_item_id);

/**
 * Unit price in the display currency. A bundle costs the sum of its parts as its product page lists
 * them (each part's price converted and rounded, times its quantity), so a price in another currency
 * does not differ by a cent between the page and the basket.
 */
export function displayUnitPrice(display: DisplayCurrency, line: CartLine, which: "final" | "regular"): number {
  if (line.kind !== "bundle") return toDisplay(display, which === "final" ? line.unitFinal : line.unitRegular);
  return round2(line.selections.reduce((sum, s) => sum + toDisplay(display, unitPrice(s.product)[which]) * s.qty, 0));
}

/** One message per line the stock no longer covers ("<name>: The requested qty is not available"). */
export const stockMessages = (catalog: CatalogReader, lines: CartLine[]): string[] =>
  lines.filter((i) => !isAvailable(catalog, i)).map((i) => `${i.product.name}: ${QTY_NOT_AVAILABLE}`);

export function createQuoteService(carts: QuoteRepository) {
  const lines = (catalog: CatalogReader, cart: CartRow): CartLine[] =>
    carts
      .items(cart.id)
      .map((r) => buildLine(catalog, r))
      .filter((x): x is CartLine => !!x);

  /**
   * An active cart of this store view that the caller may use, or the error Magento gives. A guest
   * cart is anyone's who knows its id; a customer's cart only its customer's (`customerId`, the
   * request's signed-in customer). A caller that passes no customer is a guest: it can never reach
   * a customer's cart.
   */
  function load(store: StoreView, maskedId: string | null | undefined, customerId: number | null = null): CartRow {
    return cartForCaller(carts.byMaskedId, { store, customerId }, maskedId);
  }

  /** The customer's active cart of the store view, made (empty) when there is none (Query.customerCart). */
  function customerCartOrNew(store: StoreView, customerId: number): CartRow {
    return carts.transaction(() => {
      const existing = carts.activeCustomerCart(customerId, store.code);
      if (existing) return existing;
      const cart = carts.create(store.code);
      carts.assignCustomer(cart.id, customerId);
      return load(store, cart.masked_id, customerId);
    });
  }

  const service = {
    load,
    /** The one ownership check (cart-for-caller.ts), for callers that also accept an ordered cart. */
    cartForCaller: (caller: CartCaller, maskedId: string | null | undefined, options?: CartForCallerOptions) =>
      cartForCaller(carts.byMaskedId, caller, maskedId, options),
    lines,

    /** A cart by its id, active or not (order placement, which already knows which cart). */
    cartById: (cartId: number): CartRow | undefined => carts.byId(cartId),

    /** An ordered cart is kept, inactive, as Magento keeps its quotes (`at`: the order's time). */
    deactivate(cartId: number, at?: string): void {
      carts.deactivate(cartId, at);
    },

    /** The signed-in customer's active cart of this store view ("mine"); undefined when there is none yet. */
    customerCart(store: StoreView, customerId: number): CartRow | undefined {
      return carts.activeCustomerCart(customerId, store.code);
    },
    customerCartOrNew,

    /**
     * Magento's mergeCarts: the lines of a guest cart (or another of the customer's own) go into the
     * customer's cart, identical lines adding up; the source's coupon is kept when the destination
     * has none; the source is then inactive. Stock is not refused here: a line the stock no longer
     * covers shows its message in the basket, as after any stock change.
     */
    mergeCarts(
      store: StoreView,
      customerId: number,
      sourceId: string,
      destinationId: string | null | undefined,
    ): CartRow {
      return carts.transaction(() => {
        const source = load(store, sourceId, customerId);
        const destination = destinationId
          ? load(store, destinationId, customerId)
          : customerCartOrNew(store, customerId);
        if (destination.customer_id !== customerId) throw notYourCart(destination.masked_id);
        if (source.id === destination.id) return destination;
        const target = carts.items(destination.id);
        for (const item of carts.items(source.id)) {
          // A line of whole units only (a fraction left by an older version is not carried over).
          if (!isWholeQuantity(item.qty)) continue;
          const same = target.find((t) => t.product_id === item.product_id && t.options_key === item.options_key);
          if (same) carts.setQty(same.id, Math.min(MAX_SALE_QTY, same.qty + item.qty));
          else carts.addItem(destination.id, item);
        }
        if (!destination.coupon_code && source.coupon_code) carts.setCoupon(destination.id, source.coupon_code);
        carts.deactivate(source.id);
        carts.touch(destination.id);
        return load(store, destination.masked_id, customerId);
      });
    },

    /**
     * Magento's assignCustomerToGuestCart: the guest cart becomes the signed-in customer's, and the
     * lines of the customer's previous active cart go into it (identical lines adding up), that cart
     * then inactive. A cart that already has a customer is refused as not the caller's.
     */
    assignCustomerToGuestCart(store: StoreView, customerId: number, guestCartId: string): CartRow {
      return carts.transaction(() => {
        const guest = load(store, guestCartId, null);
        const previous = carts.activeCustomerCart(customerId, store.code);
        carts.assignCustomer(guest.id, customerId);
        if (previous && previous.id !== guest.id) {
          return service.mergeCarts(store, customerId, previous.masked_id, guest.masked_id);
        }
        carts.touch(guest.id);
        return load(store, guest.masked_id, customerId);
      });
    },

    createGuestCart(store: StoreView, cartUid: string | null | undefined): CartRow {
      if (cartUid) {
        const uid = String(cartUid);
        if (!/^[A-Za-z0-9]{32}$/.test(uid)) throw new ShopError(`Cart ID length should be 32 characters.`);
        if (carts.byMaskedId(uid)) throw new ShopError(`Cart with ID "${uid}" already exists.`);
        carts.create(store.code, uid);
        return load(store, uid);
      }
      return load(store, carts.create(store.code).masked_id);
    },

    /** Adds each line that can be added (stock checked with what the cart holds); the others become user errors. */
    addProducts({ store, catalog, customerId = null }: QuoteScope, cartId: string, items: CartItemInput[]) {
      const cart = load(store, cartId, customerId);
      const user_errors: Array<{ code: CartUserErrorCode; message: string }> = [];
      for (const input of items) {
        try {
          carts.transaction(() => {
            const line = subscriptionOf(catalog, cart, input, resolveCartItem(catalog, input));
            const qty = wholeQuantity(input.quantity);
            const current = lines(catalog, cart);
            const existing = current.find(
              (i) => i.row.product_id === line.product_id && i.row.options_key === line.options_key,
            );
            if (existing && existing.qty + qty > MAX_SALE_QTY) throw new CartUserError("UNDEFINED", QTY_TOO_MANY);
            const after: StockNeed[] = current.map((i) => (i === existing ? { needs: i.needs, qty: i.qty + qty } : i));
            if (!existing) after.push({ needs: line.needs, qty });
            assertStock(catalog, after);
            if (existing) carts.setQty(existing.row.id, existing.qty + qty);
            else carts.addItem(cart.id, { ...line, qty });
            carts.touch(cart.id);
          });
        } catch (e) {
          if (e instanceof CartUserError) user_errors.push({ code: e.code, message: e.message });
          else throw e;
        }
      }
      return { cart: load(store, cartId, customerId), user_errors };
    },

    /**
     * Magento's typed adds (addSimpleProductsToCart, addConfigurableProductsToCart, ...): all lines or
     * none; the first line that cannot go in is the request's error (Magento throws, no user_errors).
     */
    addProductsOrFail(scope: QuoteScope, cartId: string | null | undefined, items: CartItemInput[]): CartRow {
      if (!cartId) throw new ShopError('Required parameter "cart_id" is missing');
      if (!items.length) throw new ShopError('Required parameter "cart_items" is missing', "input");
      return carts.transaction(() => {
        const { cart, user_errors } = service.addProducts(scope, cartId, items);
        const first = user_errors[0];
        if (first) throw new ShopError(first.message, first.code === "PRODUCT_NOT_FOUND" ? "no-such-entity" : "input");
        return cart;
      });
    },

    /** Sets quantities (0 removes the line); all or nothing, refused when the stock does not cover them. */
    updateItems(
      { store, catalog, customerId = null }: QuoteScope,
      cartId: string | null | undefined,
      updates: CartItemUpdate[],
    ): CartRow {
      if (!cartId) throw new ShopError('Required parameter "cart_id" is missing.');
      const cart = load(store, cartId, customerId);
      carts.transaction(() => {
        const current = lines(catalog, cart);
        const qtys = new Map(current.map((i) => [i, i.qty]));
        for (const u of updates) {
          const id = itemIdOf(u);
          const item = current.find((i) => i.row.id === id);
          if (!item) throw noSuchEntity(`Could not find cart item with id: ${u.cart_item_uid ?? u.cart_item_id}`);
          if (u.quantity == null) continue;
          try {
            qtys.set(item, wholeQuantity(u.quantity, { zero: true }));
          } catch (e) {
            if (e instanceof CartUserError) throw new ShopError(e.message, "input");
            throw e;
          }
        }
        try {
          assertStock(
            catalog,
            [...qtys].filter(([, q]) => q > 0).map(([i, q]) => ({ needs: i.needs, qty: q })),
          );
        } catch (e) {
          if (e instanceof CartUserError) throw new ShopError(e.message, "input");
          throw e;
        }
        for (const [item, q] of qtys) {
          if (q === item.qty) continue;
          if (q === 0) carts.removeItem(item.row.id);
          else carts.setQty(item.row.id, q);
        }
        carts.touch(cart.id);
      });
      return load(store, cartId, customerId);
    },

    removeItem(
      { store, catalog, customerId = null }: QuoteScope,
      cartId: string | null | undefined,
      ref: CartItemRef,
    ): CartRow {
      if (!cartId) throw new ShopError('Required parameter "cart_id" is missing.');
      const cart = load(store, cartId, customerId);
      const id = itemIdOf(ref);
      const item = lines(catalog, cart).find((i) => i.row.id === id);
      if (!item) throw noSuchEntity("The cart doesn't contain the item");
      carts.removeItem(item.row.id);
      carts.touch(cart.id);
      return load(store, cartId, customerId);
    },
  };
  return service;
}

export type QuoteService = ReturnType<typeof createQuoteService>;
