// isEmailAvailable (REST-FACTS §5): POST /V1/customers/isEmailAvailable with
// `{"customerEmail": "...", "websiteId": n}` answers a JSON boolean, true when no account uses the
// address. Accounts are global here, so websiteId (optional, as in Magento) does not narrow it.
import express, { type Router } from "express";
import type { ShopServices } from "../services.js";
import { restHandler, RestError } from "../rest/http.js";

/** The services these paths use: the module's dependencies, named here. */
type Services = Pick<ShopServices, "accounts">;

export function customerRoutes(services: Services): Router {
  const router = express.Router({ mergeParams: true });
  router.post(
    "/customers/isEmailAvailable",
    restHandler((req) => {
      const email = (req.body as { customerEmail?: unknown } | null)?.customerEmail;
      if (typeof email !== "string" || !email.trim())
        throw new RestError(400, '"%fieldName" is required. Enter and try again.', { fieldName: "customerEmail" });
      return services.accounts.registration.isEmailAvailable(email.slice(0, 254));
    }),
  );
  return router;
}
