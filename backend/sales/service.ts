// The customer's orders (Magento Sales): only their own, of the store scope asked for (Magento's
// `scope`; the current store view's website when none is asked), a page at a time.
import { ShopError } from "../shared/errors.js";
import type { StoreView } from "../store/repository.js";
import type { OrderListQuery, OrderRow, OrderScope, SalesRepository } from "./repository.js";

export const PAGE_SIZE_INVALID = "pageSize value must be greater than 0.";
export const CURRENT_PAGE_INVALID = "currentPage value must be greater than 0.";
/** The most orders one page answers: a bound on the work one query can ask for. */
export const MAX_ORDER_PAGE_SIZE = 100;

export interface OrderListArgs {
  customerId: number;
  store: StoreView;
  scope?: OrderScope | null;
  number?: { eq?: string | null; in?: Array<string | null> | null; match?: string | null } | null;
  sort?: { sort_field: "NUMBER" | "CREATED_AT"; sort_direction: "ASC" | "DESC" } | null;
  pageSize?: number | null;
  currentPage?: number | null;
}

/** Magento's answer when number, email and postcode do not name a guest's order (SalesGraphQl GuestOrder). */
export const CANNOT_LOCATE_ORDER = "We couldn't locate an order with the information provided.";
export const LOGIN_TO_VIEW_ORDER = "Please login to view the order.";

export interface GuestOrderLookup {
  number?: string | null;
  email?: string | null;
  postcode?: string | null;
}

export function createSalesService(repository: SalesRepository) {
  return {
    repository,

    /**
     * Query.guestOrder: the order of this store view with that number whose billing address has that
     * email and postcode; a customer's order asks them to sign in. Anything else is one answer, so the
     * lookup tells nobody which of the three was wrong.
     */
    guestOrder(store: StoreView, input: GuestOrderLookup): OrderRow {
      const { number, email, postcode } = input;
      if (!number || !email || !postcode) throw new ShopError(CANNOT_LOCATE_ORDER, "no-such-entity");
      const order = repository.orderByNumber(store.code, number);
      const billing = order ? (JSON.parse(order.billing_address) as { postcode?: string }) : null;
      if (!order || order.email !== email || billing?.postcode !== postcode)
        throw new ShopError(CANNOT_LOCATE_ORDER, "no-such-entity");
      if (order.customer_id !== null) throw new ShopError(LOGIN_TO_VIEW_ORDER, "authorization");
      return order;
    },

    /** A page of the customer's own orders, newest first unless another sort is asked for. */
    orders(args: OrderListArgs) {
      const pageSize = args.pageSize ?? 20;
      const currentPage = args.currentPage ?? 1;
      if (!Number.isInteger(pageSize) || pageSize < 1) throw new ShopError(PAGE_SIZE_INVALID, "input");
      if (!Number.isInteger(currentPage) || currentPage < 1) throw new ShopError(CURRENT_PAGE_INVALID, "input");
      const numbers = args.number?.eq
        ? [args.number.eq]
        : args.number?.in
          ? args.number.in.filter((n): n is string => typeof n === "string")
          : undefined;
      const query: OrderListQuery = {
        customerId: args.customerId,
        scope: args.scope ?? "WEBSITE",
        storeCode: args.store.code,
        websiteId: args.store.website_id,
        numbers,
        match: args.number?.match ?? undefined,
        sortField: args.sort?.sort_field ?? "CREATED_AT",
        sortDirection: args.sort?.sort_direction ?? "DESC",
        pageSize: Math.min(pageSize, MAX_ORDER_PAGE_SIZE),
        currentPage,
      };
      const { rows, total } = repository.list(query);
      return {
        rows,
        total,
        pageSize: query.pageSize,
        currentPage,
        totalPages: Math.ceil(total / query.pageSize),
      };
    },
  };
}

export type SalesService = ReturnType<typeof createSalesService>;
