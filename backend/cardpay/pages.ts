// TODO(issue 11, part D "pay"): the card provider's hosted payment page (approve, decline, a
// 3-D Secure style challenge), served by the embedded backend, which plays the provider.
import express, { type Router } from "express";
import type { ShopServices } from "../services.js";

export function createCardPayPages(_services: ShopServices): Router {
  return express.Router();
}
