// TODO(issue 11, part D "pay"): the card provider's redirect-url path, gdpr/available and the buy-now-pay-later configuration path.
import express, { type Router } from "express";
import type { ShopServices } from "../services.js";

export function cardPayRoutes(_services: ShopServices): Router {
  return express.Router({ mergeParams: true });
}
