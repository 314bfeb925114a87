import { describe, expect, it } from "vitest";
import { activeIntegrations, type IntegrationConfig, type Visitor } from "~/integrations/active";
import { integrationLoaders } from "~/integrations/loaders";

const allOff: IntegrationConfig = {
  tag_manager_enabled: false,
  tag_manager_id: "GTM-ABC123",
  pixel_enabled: false,
  pixel_id: "1234567890",
  reviews_provider_enabled: false,
  reviews_provider_id: "reviews-store",
  search_provider_enabled: false,
  maps_enabled: false,
  affiliate_tracking_enabled: false,
  affiliate_tracking_id: "4242",
  error_logging_provider_enabled: false,
  error_logging_provider_dsn: "https://publickey@o1.ingest.example.io/7",
};

const allOn: IntegrationConfig = {
  ...allOff,
  tag_manager_enabled: true,
  pixel_enabled: true,
  reviews_provider_enabled: true,
  search_provider_enabled: true,
  maps_enabled: true,
  affiliate_tracking_enabled: true,
  error_logging_provider_enabled: true,
};

const consenting: Visitor = { consent: "all", lean: false, crawler: false };

describe("activeIntegrations", () => {
  it("loads nothing the store has switched off", () => {
    expect(activeIntegrations(allOff, consenting)).toEqual([]);
    expect(activeIntegrations({ ...allOff, tag_manager_enabled: null }, consenting)).toEqual([]);
  });

  it("loads nothing without consent to all cookies", () => {
    expect(activeIntegrations(allOn, { ...consenting, consent: null })).toEqual([]);
    expect(activeIntegrations(allOn, { ...consenting, consent: "necessary" })).toEqual([]);
  });

  it("loads nothing for crawlers or speed-test agents, even with consent", () => {
    expect(activeIntegrations(allOn, { ...consenting, crawler: true })).toEqual([]);
    expect(activeIntegrations(allOn, { ...consenting, lean: true })).toEqual([]);
  });

  it("loads every switched-on integration for a consenting shopper, with its configured id", () => {
    expect(activeIntegrations(allOn, consenting)).toEqual([
      { name: "tagManager", id: "GTM-ABC123" },
      { name: "pixel", id: "1234567890" },
      { name: "reviews", id: "reviews-store" },
      { name: "search", id: null },
      { name: "maps", id: null },
      { name: "affiliateTracking", id: "4242" },
      { name: "errorLogging", id: "https://publickey@o1.ingest.example.io/7" },
    ]);
  });

  it("leaves out an integration that needs an id and has none", () => {
    const names = activeIntegrations({ ...allOn, tag_manager_id: " ", pixel_id: null }, consenting).map((i) => i.name);
    expect(names).not.toContain("tagManager");
    expect(names).not.toContain("pixel");
    expect(names).toContain("reviews");
  });
});

describe("integrationLoaders", () => {
  it("builds each page-wide loader from the configured id; search and maps load with their features", () => {
    const loaders = integrationLoaders(activeIntegrations(allOn, consenting));
    expect(loaders.map((l) => l.name)).toEqual(["tagManager", "pixel", "reviews", "affiliateTracking", "errorLogging"]);
    expect(loaders[0]).toEqual({
      name: "tagManager",
      kind: "script",
      src: "https://www.googletagmanager.com/gtm.js?id=GTM-ABC123",
    });
    // Only the DSN's public key leaves the server.
    expect(loaders.find((l) => l.name === "errorLogging")?.src).toBe("https://js.sentry-cdn.com/publickey.min.js");
  });

  it("has nothing to load when nothing is active", () => {
    expect(integrationLoaders([])).toEqual([]);
  });
});
