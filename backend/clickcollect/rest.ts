// clickcollect/location (SPEC §7), the shop's own REST path: the store country's collection points
// nearest to a town or postcode. GET with ?search=, or POST with {"search": ...} (ADR 0029). The
// answer is a JSON array (at most 10), nearest first; an unknown place is an empty array.
import express, { type Request, type Router } from "express";
import type { NearbyPoint } from "../clickcollect/service.js";
import { KM_PER_MILE } from "../clickcollect/service.js";
import type { ShopServices } from "../services.js";
import { MAX_SEARCH_LENGTH } from "../clickcollect/rules.js";
import { restHandler, restScope, RestError } from "../rest/http.js";

const round2 = (value: number) => Math.round(value * 100) / 100;

/** One point in Magento's snake_case; distance both ways, the storefront picks the unit. */
function locationAnswer(p: NearbyPoint) {
  return {
    code: p.code,
    name: p.name,
    kind: p.kind,
    street: [p.street],
    city: p.city,
    postcode: p.postcode,
    ...(p.region_code ? { region_code: p.region_code, region: p.region } : {}),
    country_id: p.country_id,
    latitude: p.latitude,
    longitude: p.longitude,
    distance: { km: round2(p.distanceKm), miles: round2(p.distanceKm / KM_PER_MILE) },
    opening_hours: p.hours.map((d) => ({
      day: d.day,
      is_closed: d.opens === null,
      ...(d.opens ? { opens: d.opens, closes: d.closes } : {}),
      is_today: d.day === p.isToday,
    })),
    is_open_now: p.isOpenNow,
  };
}

/** The services these paths use: the module's dependencies, named here. */
type Services = Pick<ShopServices, "catalog" | "clickCollect" | "customers" | "stores">;

export function clickCollectRoutes(services: Services): Router {
  const router = express.Router({ mergeParams: true });

  const locate = (req: Request, search: unknown) => {
    const scope = restScope(services, req);
    const text = typeof search === "string" ? search.trim() : "";
    if (!text) throw new RestError(400, '"%fieldName" is required. Enter and try again.', { fieldName: "search" });
    if (text.length > MAX_SEARCH_LENGTH)
      throw new RestError(400, '"%fieldName" can be at most %max characters long.', {
        fieldName: "search",
        max: MAX_SEARCH_LENGTH,
      });
    return services.clickCollect.near(scope.store, text).points.map(locationAnswer);
  };

  router.get(
    "/clickcollect/location",
    restHandler((req) => locate(req, typeof req.query.search === "string" ? req.query.search : undefined)),
  );
  router.post(
    "/clickcollect/location",
    restHandler((req) => locate(req, (req.body as { search?: unknown } | null)?.search)),
  );
  return router;
}
