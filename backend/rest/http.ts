// What every REST handler shares: the request's scope and Magento's error body.
import type { NextFunction, Request, Response } from "express";
import { CatalogReader } from "../catalog/repository.js";
import type { ShopServices } from "../services.js";
import { requestStore } from "../store/service.js";

/** The services every path's scope reads: the store view, the catalogue and the bearer token's customer. */
export type RestScopeServices = Pick<ShopServices, "stores" | "catalog" | "customers">;

/** What a REST handler works with: the request's store view, display currency and catalogue reader. */
export interface RestScope {
  services: RestScopeServices;
  store: ReturnType<typeof requestStore>["store"];
  display: { currency: string; rate: number };
  catalog: CatalogReader;
  /** the customer of the bearer token, null without one (or with an unknown one) */
  customerId: number | null;
  hasToken: boolean;
}

/** Magento's REST error body: `{message, parameters?}`. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly parameters?: Record<string, string | number>,
  ) {
    super(message);
  }
}

export function restScope(services: RestScopeServices, req: Request): RestScope {
  const scope = requestStore(services.stores, req.params.store ?? null, req.get("content-currency") ?? null);
  const token = /^Bearer\s+(\S+)$/i.exec(req.get("authorization") ?? "")?.[1] ?? null;
  return {
    services,
    store: scope.store,
    display: { currency: scope.currency, rate: scope.rate },
    catalog: new CatalogReader(services.catalog, scope.store),
    customerId: token ? services.customers.customerIdForToken(token) : null,
    hasToken: token !== null,
  };
}

/** A handler's answer as JSON; its RestError or ShopError as Magento's error body with the status. */
export const restHandler =
  (handle: (req: Request) => unknown) =>
  (req: Request, res: Response, next: NextFunction): void => {
    try {
      res.set("Cache-Control", "no-store").json(handle(req));
    } catch (e) {
      next(e);
    }
  };
