// Environment, validated once at start-up: a bad value stops the server with a clear message
// instead of failing later inside a request.
import { z } from "zod";
import { TRUST_PROXY_PATTERN } from "./http/trust-proxy";
import { LOG_LEVELS } from "./observability/log-levels";

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** Base URL of a real Magento backend; unset means the embedded backend runs in-process. */
  COMMERCE_URL: z.url().optional(),
  /**
   * The backend's public origin (its own PUBLIC_URL) when the shop reaches it at another address than
   * COMMERCE_URL (a private network): the card provider's pages the shopper is sent to live there.
   * Default: COMMERCE_URL's origin.
   */
  COMMERCE_PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: "an http(s) address such as https://backend.shop.example" })
    .transform((value) => new URL(value).origin)
    .optional(),
  /**
   * Whether the backend speaks the shop's extension fields: "auto" learns it per store view (ADR
   * 0065); "core" uses Magento 2.4.7's core fields only; "extended" skips the probe (a Magento with
   * the extension modules that refuses introspection and the probe's marker field).
   */
  COMMERCE_DIALECT: z.enum(["auto", "core", "extended"]).default("auto"),
  /** Comma-separated list; the first signs, all verify (rotation). Required with a real backend in production. */
  SESSION_SECRET: z.string().min(16).optional(),
  /**
   * What the embedded backend speaks: "extended" (Magento 2.4.7 and this shop's extension) or
   * "magento-core" (exactly stock Magento 2.4.7's schema and REST paths, to prove the storefront
   * against a stock Magento). Without COMMERCE_URL only; a real backend speaks what it speaks.
   */
  BACKEND_SCHEMA: z
    .enum(["extended", "magento-core"], { error: 'either "extended" (the default) or "magento-core"' })
    .default("extended"),
  DATA_DIR: z.string().min(1).default(".data"),
  /** Keys crash Trace IDs; defaults to the first session secret. */
  TRACE_SECRET: z.string().min(16).optional(),
  /** Milliseconds before a backend call is abandoned. */
  COMMERCE_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  /**
   * The shop's public address (scheme, host, port): every absolute URL (canonical, hreflang,
   * robots.txt) is built from it, never from Host or X-Forwarded-Host, which any caller can forge.
   * Unset: the listen address (fine for development, wrong behind a proxy).
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: "an http(s) address such as https://shop.example" })
    .refine((value) => {
      const url = URL.parse(value);
      return url?.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
    }, "an origin only (scheme, host and port), without path, query or credentials")
    .transform((value) => new URL(value).origin)
    .optional(),
  /**
   * Behind proxies: how many (counted from the shop), or their addresses or subnets, whose
   * X-Forwarded-For and X-Forwarded-Proto are trusted (app/http/trust-proxy.ts).
   */
  TRUST_PROXY: z
    .string()
    .regex(TRUST_PROXY_PATTERN, "a number of proxies (1), or their addresses or subnets, comma separated")
    .optional(),
  /** The in-process page cache for anonymous pages; "off" for benchmarks of the page machinery. */
  PAGE_CACHE: z.enum(["on", "off"]).default("on"),
  /** Memory the page cache may hold, in MB. */
  PAGE_CACHE_MAX_MB: z.coerce.number().positive().default(128),
  /** Authorises a remote backend's purges of the page cache (PURGE, or POST /page-cache/purge). */
  PAGE_CACHE_PURGE_SECRET: z.string().min(16).optional(),
  /** HTTP caches (Varnish) that get a PURGE by cache tags when pages go out of date: host:port, comma separated. */
  HTTP_CACHE_HOSTS: z.string().optional(),
  /** Worker processes serving the shop on one port (app/http/cluster.server.ts); 1 serves in this process. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * Redis for the counters and single-use marks every worker shares (rate limits, sign-in lock-outs,
   * used captchas); unset: the backend's database (docs/decisions/0047-*.md).
   */
  /** How much the log says: fatal, error, warn, info, debug, trace or silent; default by NODE_ENV. */
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  /** Turns /metrics on, for a scraper that sends `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: z.string().min(16, "at least 16 characters").optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: "a Redis address such as redis://127.0.0.1:6379/0" }).optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${problems}`);
  }
  const env = result.data;
  if (env.NODE_ENV === "production" && env.COMMERCE_URL && !env.SESSION_SECRET) {
    throw new Error("Invalid environment:\n  SESSION_SECRET: required in production with a real backend");
  }
  if (env.NODE_ENV === "production" && !env.PUBLIC_URL)
    console.warn("PUBLIC_URL is not set: canonical and hreflang links use the listen address.");
  return env;
}
