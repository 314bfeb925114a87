// The customer's orders (Magento Sales): only their own, of the store scope asked for (Magento's
// `scope`; the current store view's website when none is asked), a page at a time.
import { ShopError } from "../shared/errors.js";
import type { StoreView } from "../store/repository.js";
import type { OrderListQuery, OrderScope, SalesRepository } from "./repository.js";

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

export function createSalesService(repository: SalesRepository) {
  return {
    repository,

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
