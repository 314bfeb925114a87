// Magento REST (/rest/<store>/V1/...). Routes are added as the storefront needs them; anything else
// answers like Magento does for an unknown route. The store view comes from the path (/rest/V1 is
// the default store view), the display currency from Content-Currency, as for GraphQL.
import express, { type NextFunction, type Request, type Response, type Router } from "express";
import type { ShopServices } from "../services.js";
import { isShopError } from "../shared/errors.js";
import { RestError } from "./http.js";
import { customerRoutes } from "./customers.js";
import { estimateShippingRoutes } from "./shipping.js";
import { checkoutRoutes } from "./checkout.js";
import { paymentRoutes } from "./payment.js";
import { clickCollectRoutes } from "./clickcollect.js";
import { cardPayRoutes } from "./cardpay.js";
import { NOTIFICATION_PATH, NOTIFICATION_SIGNATURE_HEADER, receiveNotification } from "../cardpay/notifications.js";

export function createRestRouter(services: ShopServices): Router {
  const router = express.Router();
  const STATUS_OF_KIND = {
    input: 400,
    "no-such-entity": 404,
    authorization: 401,
    authentication: 401,
    failure: 500,
  } as const;
  // Estimate bodies are small; anything larger is refused before it is parsed.
  const json = express.json({ limit: "16kb", type: () => true });
  // The card provider's notification is verified on its raw body, so it is read before any JSON parser.
  router.post(
    ["/rest/V1" + NOTIFICATION_PATH, "/rest/:store/V1" + NOTIFICATION_PATH],
    express.raw({ limit: "8kb", type: () => true }),
    (req, res) => {
      const body = Buffer.isBuffer(req.body) ? req.body.toString("utf8") : "";
      const answer = receiveNotification(services, body, req.get(NOTIFICATION_SIGNATURE_HEADER));
      res.status(answer.status).set("Cache-Control", "no-store").json(answer.body);
    },
  );
  for (const prefix of ["/rest/V1", "/rest/:store/V1"]) {
    router.use(prefix, json, estimateShippingRoutes(services));
    router.use(prefix, json, customerRoutes(services));
    // issue 11: the checkout's paths
    router.use(prefix, json, checkoutRoutes(services));
    router.use(prefix, json, paymentRoutes(services));
    router.use(prefix, json, clickCollectRoutes(services));
    router.use(prefix, json, cardPayRoutes(services));
  }
  router.all(["/rest/V1/*", "/rest/:store/V1/*", "/rest/*"], (_req, res) => {
    res.status(404).json({ message: "Request does not match any route." });
  });
  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    if (error instanceof RestError) {
      res
        .status(error.status)
        .json({ message: error.message, ...(error.parameters ? { parameters: error.parameters } : {}) });
      return;
    }
    if (isShopError(error)) {
      res.status(STATUS_OF_KIND[error.kind]).json({ message: error.message });
      return;
    }
    // body-parser: malformed or oversized JSON
    const status = (error as { status?: number }).status;
    if (status === 400 || status === 413) {
      res.status(400).json({ message: "Decoding error: the request body is not valid JSON." });
      return;
    }
    next(error);
  });
  return router;
}
