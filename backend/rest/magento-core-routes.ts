// The REST paths of stock Magento 2.4.7 (its modules' etc/webapi.xml) that the embedded backend
// answers: in the "magento-core" schema mode these alone are served and every other path under
// /rest/<store>/V1 answers Magento's 404 for an unknown route, as a stock Magento would answer our
// extension's paths (click and collect, the card provider, buy now pay later, GDPR). The request and
// answer shapes are in the Magento reference notes (REST-FACTS.md).
import type { NextFunction, Request, Response } from "express";

/** Method and path below /V1, `:param` for a path segment. */
export const MAGENTO_CORE_REST_ROUTES: readonly (readonly [method: string, path: string])[] = [
  ["POST", "/guest-carts/:cartId/estimate-shipping-methods"],
  ["POST", "/carts/mine/estimate-shipping-methods"],
  ["POST", "/guest-carts/:cartId/shipping-information"],
  ["POST", "/carts/mine/shipping-information"],
  ["POST", "/guest-carts/:cartId/payment-information"],
  ["GET", "/guest-carts/:cartId/payment-information"],
  ["POST", "/carts/mine/payment-information"],
  ["GET", "/carts/mine/payment-information"],
  ["POST", "/guest-carts/:cartId/set-payment-information"],
  ["POST", "/carts/mine/set-payment-information"],
  ["POST", "/customers/isEmailAvailable"],
];

const PATTERNS = MAGENTO_CORE_REST_ROUTES.map(([method, path]) => ({
  method,
  path: new RegExp(`^${path.replace(/:[A-Za-z]+/g, "[^/]+")}/?$`),
}));

/** Whether stock Magento 2.4.7 has this route (`path` below /V1). */
export function isMagentoCoreRoute(method: string, path: string): boolean {
  return PATTERNS.some((route) => route.method === method && route.path.test(path));
}

/** Mounted at /rest/V1 and /rest/<store>/V1: any other route is unknown, as on a stock Magento. */
export function magentoCoreRoutesOnly(req: Request, res: Response, next: NextFunction): void {
  if (isMagentoCoreRoute(req.method, req.path)) return next();
  res.status(404).json({ message: "Request does not match any route." });
}
