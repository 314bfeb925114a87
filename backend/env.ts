// The environment of the backend on its own (`npm run backend`, backend/server.ts), validated once
// at start-up: a bad value stops the process with a clear message instead of failing in a request.
import { z } from "zod";

/** An http(s) origin (scheme, host and port), without path, query or credentials. */
const origin = (example: string) =>
  z
    .url({ protocol: /^https?$/, error: `an http(s) address such as ${example}` })
    .refine((value) => {
      const url = URL.parse(value);
      return url?.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
    }, "an origin only (scheme, host and port), without path, query or credentials")
    .transform((value) => new URL(value).origin);

const BackendEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3100),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** The database, the generated media and the kept secrets (card-provider-secret). */
  DATA_DIR: z.string().min(1).default(".data"),
  /**
   * The backend's own public origin: the card provider's pages and the media addresses it gives out
   * are built on it. Unset: the listen address (fine on one machine, wrong behind a proxy).
   */
  PUBLIC_URL: origin("https://backend.shop.example").optional(),
  /**
   * The storefront's public address: emailed links and the card provider's return address (Magento's
   * web/secure/base_url; a store view's own value in the store configuration wins).
   */
  STOREFRONT_URL: origin("https://shop.example").optional(),
  /** Signs the card provider's results and notifications; unset: a random key kept in DATA_DIR. */
  CARD_PROVIDER_SECRET: z.string().min(16).optional(),
  /**
   * The storefronts to tell what changed (Magento's http-cache-hosts): "host:port" or origins, comma
   * separated. Each gets a PURGE with the changed pages' tags, as Magento purges Varnish.
   */
  HTTP_CACHE_HOSTS: z.string().optional(),
  /** The storefronts' PAGE_CACHE_PURGE_SECRET, sent with each purge. */
  PAGE_CACHE_PURGE_SECRET: z.string().min(16).optional(),
  /** "1": the end-to-end test endpoints under /__test/ (never in a real shop). */
  EMBEDDED_TEST_HOOKS: z.enum(["0", "1"]).default("0"),
  /** With the test hooks: store configuration to start with (JSON: scope -> path -> value). */
  EMBEDDED_TEST_CONFIG: z.string().optional(),
});

export type BackendEnv = z.infer<typeof BackendEnvSchema>;

export function parseBackendEnv(source: Record<string, string | undefined> = process.env): BackendEnv {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const result = BackendEnvSchema.safeParse(cleaned);
  const problems = result.success ? [] : result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
  if (result.success && result.data.EMBEDDED_TEST_CONFIG && result.data.EMBEDDED_TEST_HOOKS !== "1")
    problems.push("  EMBEDDED_TEST_CONFIG: only with EMBEDDED_TEST_HOOKS=1");
  if (result.success && result.data.EMBEDDED_TEST_CONFIG) {
    try {
      JSON.parse(result.data.EMBEDDED_TEST_CONFIG);
    } catch {
      problems.push("  EMBEDDED_TEST_CONFIG: not valid JSON");
    }
  }
  if (!result.success || problems.length) throw new Error(`Invalid environment:\n${problems.join("\n")}`);
  if (result.data.NODE_ENV === "production" && !result.data.STOREFRONT_URL)
    console.warn(
      "STOREFRONT_URL is not set: emailed links fall back to the backend's address and card payments are refused " +
        "unless the store configuration has web/secure/base_url.",
    );
  return result.data;
}
