// Magento REST (/rest/<store>/V1/...). Routes are added as the storefront needs them; anything else
// answers like Magento does for an unknown route.
import express, { type Router } from "express";

export function createRestRouter(): Router {
  const router = express.Router();
  router.all(["/rest/V1/*", "/rest/:store/V1/*", "/rest/*"], (_req, res) => {
    res.status(404).json({ message: "Request does not match any route." });
  });
  return router;
}
