// The embedded card provider: payment sessions, its hosted page, its signed notifications, and
// the buy-now-pay-later configuration path.
import express, { type Router } from "express";
import { defineModule } from "../manifest.js";
import { cardPayRoutes } from "./rest.js";
import type { ShopServices } from "../services.js";
import {
  createNotifier,
  NOTIFICATION_PATH,
  NOTIFICATION_SIGNATURE_HEADER,
  receiveNotification,
} from "./notifications.js";
import { createCardPayPages } from "./pages.js";
import { cardPayMigration } from "./schema.js";
import { storefrontBaseUrl } from "../store/storefront-url.js";
import { cardProviderSecret, createCardPayService, type CardPayService } from "./service.js";

declare module "../services.js" {
  interface ShopServices {
    /** the card provider's payment sessions */
    cardPay: CardPayService;
  }
}

/** The provider's notification, verified on its raw body (so no JSON parser runs before it). */
function notificationRoutes(services: ShopServices): Router {
  const router = express.Router();
  router.post(NOTIFICATION_PATH, express.raw({ limit: "8kb", type: () => true }), (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body.toString("utf8") : "";
    const answer = receiveNotification(services, body, req.get(NOTIFICATION_SIGNATURE_HEADER));
    res.status(answer.status).set("Cache-Control", "no-store").json(answer.body);
  });
  return router;
}

export const cardPayModule = defineModule({
  name: "cardpay",
  migrations: [{ version: 17, name: "the card provider's payment sessions", up: cardPayMigration }],
  services: ({ db, options, services }) => ({
    cardPay: createCardPayService(db, {
      secret: options.cardProviderSecret ?? cardProviderSecret(process.env),
      storefrontUrl: (storeCode) => storefrontBaseUrl(services.stores, storeCode, options.storefrontUrl),
      providerUrl: options.publicUrl,
    }),
  }),
  rest: [{ routes: notificationRoutes, rawBody: true }, { routes: cardPayRoutes }],
  // The provider's hosted payment page (the embedded backend plays the provider).
  routes: ({ services, cardNotificationDelivery }) =>
    createCardPayPages(
      services,
      createNotifier({
        sign: (body) => services.cardPay.signNotification(body),
        deliver: cardNotificationDelivery,
        originOf: (session) => services.cardPay.providerOrigin(session.return_url),
      }),
    ),
});
