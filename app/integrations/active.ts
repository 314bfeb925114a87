// Which third-party integrations a page loads. Each needs three things: the store switched it on,
// the visitor accepted all cookies (not just the necessary ones), and the visitor is a person:
// crawlers and speed-test agents get none (DESIGN "Bots and lean pages").
import type { StoreConfig } from "~/commerce/store/store";

export type Consent = "all" | "necessary";

export type IntegrationName =
  "tagManager" | "pixel" | "reviews" | "search" | "maps" | "affiliateTracking" | "errorLogging";

export interface ActiveIntegration {
  name: IntegrationName;
  /** The account or container id the integration loads with; null for those configured elsewhere. */
  id: string | null;
}

export interface Visitor {
  consent: Consent | null;
  lean: boolean;
  crawler: boolean;
}

export type IntegrationConfig = Pick<
  StoreConfig,
  | "tag_manager_enabled"
  | "tag_manager_id"
  | "pixel_enabled"
  | "pixel_id"
  | "reviews_provider_enabled"
  | "reviews_provider_id"
  | "search_provider_enabled"
  | "maps_enabled"
  | "affiliate_tracking_enabled"
  | "affiliate_tracking_id"
  | "error_logging_provider_enabled"
  | "error_logging_provider_dsn"
>;

/** Each integration's switch and id; an integration that needs an id stays off without one. */
function candidates(
  config: IntegrationConfig,
): Array<{ name: IntegrationName; enabled: boolean | null; id: string | null; needsId: boolean }> {
  return [
    { name: "tagManager", enabled: config.tag_manager_enabled, id: config.tag_manager_id, needsId: true },
    { name: "pixel", enabled: config.pixel_enabled, id: config.pixel_id, needsId: true },
    { name: "reviews", enabled: config.reviews_provider_enabled, id: config.reviews_provider_id, needsId: true },
    { name: "search", enabled: config.search_provider_enabled, id: null, needsId: false },
    { name: "maps", enabled: config.maps_enabled, id: null, needsId: false },
    {
      name: "affiliateTracking",
      enabled: config.affiliate_tracking_enabled,
      id: config.affiliate_tracking_id,
      needsId: true,
    },
    {
      name: "errorLogging",
      enabled: config.error_logging_provider_enabled,
      id: config.error_logging_provider_dsn,
      needsId: true,
    },
  ];
}

export function activeIntegrations(config: IntegrationConfig, visitor: Visitor): ActiveIntegration[] {
  if (visitor.lean || visitor.crawler || visitor.consent !== "all") return [];
  return candidates(config)
    .filter((c) => c.enabled === true && (!c.needsId || Boolean(c.id?.trim())))
    .map((c) => ({ name: c.name, id: c.id?.trim() || null }));
}

export function isIntegrationActive(active: readonly ActiveIntegration[], name: IntegrationName): boolean {
  return active.some((integration) => integration.name === name);
}
