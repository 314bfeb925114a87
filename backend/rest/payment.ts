// TODO(issue 11, part C "order"): set-payment-information and payment-information (guest and mine).
import express, { type Router } from "express";
import type { ShopServices } from "../services.js";

export function paymentRoutes(_services: ShopServices): Router {
  return express.Router({ mergeParams: true });
}
