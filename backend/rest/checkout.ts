// TODO(issue 11, part A "steps"): shipping-information (guest and mine).
import express, { type Router } from "express";
import type { ShopServices } from "../services.js";

export function checkoutRoutes(_services: ShopServices): Router {
  return express.Router({ mergeParams: true });
}
