// TODO(issue 11, part B "collect"): clickcollect/location.
import express, { type Router } from "express";
import type { ShopServices } from "../services.js";

export function clickCollectRoutes(_services: ShopServices): Router {
  return express.Router({ mergeParams: true });
}
