// Where each integration's page-wide loader comes from, built from its configured id. Search and
// maps have none: the features that use them (search page, collection-point finder) load them.
import type { ActiveIntegration, IntegrationName } from "./active";

export interface IntegrationLoader {
  name: IntegrationName;
  kind: "script" | "beacon";
  src: string;
}

/** A Sentry-style DSN (https://<public key>@<host>/<project>) loads through its public key only. */
function dsnPublicKey(dsn: string): string | null {
  try {
    return new URL(dsn).username || null;
  } catch {
    return null;
  }
}

const loaders: Partial<Record<IntegrationName, (id: string) => Omit<IntegrationLoader, "name"> | null>> = {
  tagManager: (id) => ({ kind: "script", src: `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}` }),
  // The pixel's image beacon records the page view without an inline bootstrap script.
  pixel: (id) => ({
    kind: "beacon",
    src: `https://www.facebook.com/tr?id=${encodeURIComponent(id)}&ev=PageView&noscript=1`,
  }),
  reviews: (id) => ({
    kind: "script",
    src: `https://cdn-widgetsrepository.yotpo.com/v1/loader/${encodeURIComponent(id)}`,
  }),
  affiliateTracking: (id) => ({ kind: "script", src: `https://www.dwin1.com/${encodeURIComponent(id)}.js` }),
  errorLogging: (dsn) => {
    const key = dsnPublicKey(dsn);
    return key ? { kind: "script", src: `https://js.sentry-cdn.com/${encodeURIComponent(key)}.min.js` } : null;
  },
};

export function integrationLoaders(active: readonly ActiveIntegration[]): IntegrationLoader[] {
  return active.flatMap((integration) => {
    const build = loaders[integration.name];
    const loader = build && integration.id ? build(integration.id) : null;
    return loader ? [{ name: integration.name, ...loader }] : [];
  });
}
