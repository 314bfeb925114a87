// Magento REST (/rest/<store>/V1/...): each module's routes (its manifest's `rest`, written in the
// module's own rest.ts; this folder keeps only the plumbing they share); anything else
// answers like Magento does for an unknown route. The store view comes from the path (/rest/V1 is
// the default store view), the display currency from Content-Currency, as for GraphQL.
import express, { type NextFunction, type Request, type Response, type Router } from "express";
import type { BackendModule } from "../manifest.js";
import type { BackendSchemaMode } from "../schema/mode.js";
import type { ShopServices } from "../services.js";
import { isShopError } from "../shared/errors.js";
import { RestError } from "./http.js";
import { magentoCoreRoutesOnly } from "./magento-core-routes.js";

export function createRestRouter(
  services: ShopServices,
  modules: readonly BackendModule[],
  options: { schema?: BackendSchemaMode } = {},
): Router {
  const router = express.Router();
  // A stock Magento has none of the extension's paths: only its own are let through.
  if (options.schema === "magento-core") router.use(["/rest/V1", "/rest/:store/V1"], magentoCoreRoutesOnly);
  const STATUS_OF_KIND = {
    input: 400,
    "no-such-entity": 404,
    authorization: 401,
    authentication: 401,
    failure: 500,
  } as const;
  // Estimate bodies are small; anything larger is refused before it is parsed.
  const json = express.json({ limit: "16kb", type: () => true });
  const routes = modules.flatMap((m) => m.rest ?? []);
  // A signed notification is verified on its raw body, so those routes come before any JSON parser.
  for (const prefix of ["/rest/V1", "/rest/:store/V1"])
    for (const r of routes.filter((r) => r.rawBody)) router.use(prefix, r.routes(services));
  for (const prefix of ["/rest/V1", "/rest/:store/V1"])
    for (const r of routes.filter((r) => !r.rawBody)) router.use(prefix, json, r.routes(services));
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
