// Security headers on every answer. Helmet sets the well-known ones; pages get
// their Content-Security-Policy from entry.server (a nonce per render, and the hosts of the
// integrations the page may load); any other answer gets a policy that allows nothing.
import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";
import type { ActiveIntegration, IntegrationName } from "~/integrations/active";

/** Browser features the shop never uses: no page of ours, nor a third party in it, may ask for them. */
const PERMISSIONS_POLICY = [
  "camera=()",
  "microphone=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "interest-cohort=()",
  "browsing-topics=()",
].join(", ");

/** For answers that are not pages (JSON, text, media): nothing runs, nothing frames them. */
export const NON_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** SVG product media: shown as images, but never a document that runs script when opened directly. */
export const SVG_MEDIA_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The hosts each integration's loader and its own requests need (see app/integrations/loaders.ts). */
const INTEGRATION_HOSTS: Partial<Record<IntegrationName, { script: string[]; connect: string[] }>> = {
  tagManager: {
    script: ["https://www.googletagmanager.com"],
    connect: ["https://www.googletagmanager.com", "https://*.google-analytics.com"],
  },
  pixel: { script: [], connect: ["https://www.facebook.com"] },
  reviews: { script: ["https://cdn-widgetsrepository.yotpo.com"], connect: ["https://*.yotpo.com"] },
  affiliateTracking: { script: ["https://www.dwin1.com"], connect: ["https://www.awin1.com"] },
  errorLogging: { script: ["https://js.sentry-cdn.com"], connect: ["https://*.sentry.io"] },
};

/** A fresh nonce for one page render. */
export function createScriptNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The policy of one page: our own scripts by nonce (and what they load, 'strict-dynamic'), the
 * hosts of the integrations the page may load, nothing else. Styles allow inline: React's style
 * attributes; images allow any https source: product descriptions come from the backend's editors.
 * `formTargets`: origins besides ours a form may lead to (a post answered by a redirect there counts):
 * the card provider's pages on a remote backend's origin.
 */
export function documentPolicy(
  nonce: string,
  integrations: readonly ActiveIntegration[] = [],
  formTargets: readonly string[] = [],
): string {
  const hosts = integrations.flatMap((integration) => (INTEGRATION_HOSTS[integration.name] ? [integration.name] : []));
  const script = [...new Set(hosts.flatMap((name) => INTEGRATION_HOSTS[name]!.script))];
  const connect = [...new Set(hosts.flatMap((name) => INTEGRATION_HOSTS[name]!.connect))];
  return [
    "default-src 'self'",
    ["script-src", `'nonce-${nonce}'`, "'strict-dynamic'", ...script].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    ["connect-src", "'self'", ...connect].join(" "),
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action", "'self'", ...formTargets].join(" "),
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Sets `name` just before the headers go out, unless the answer set its own. */
function defaultHeader(name: string, value: string): RequestHandler {
  return (_req, res, next) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
      if (!this.hasHeader(name)) this.setHeader(name, value);
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  };
}

/** Mounted once, first, in server.ts. */
export function securityHeaders(): RequestHandler[] {
  return [
    helmet({
      // Pages set theirs (entry.server); others get NON_DOCUMENT_POLICY below.
      contentSecurityPolicy: false,
      // Only behind TLS (next handler): over plain HTTP the header means nothing and misleads.
      strictTransportSecurity: false,
      xFrameOptions: { action: "deny" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      // Product images may be shown by other sites (feeds, shopping ads): keep them embeddable.
      crossOriginResourcePolicy: false,
    }),
    (req, res, next) => {
      res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
      // req.secure: the connection is TLS, or (TRUST_PROXY) the proxy says it was.
      if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
      next();
    },
    defaultHeader("Content-Security-Policy", NON_DOCUMENT_POLICY),
  ];
}
