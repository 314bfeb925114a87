// What server.ts configures the storefront with, and the shared marks it hands over: plain types
// that the sessions, forms and commerce layers read. This file imports nothing, so those layers never
// import app/context.ts, which names the request's top-level objects built from them.
export interface ShopConfig {
  /** Origin of the commerce backend, e.g. http://127.0.0.1:3000 when embedded. */
  commerceUrl: string;
  /**
   * The fetch the commerce client uses: the network with COMMERCE_URL; in embedded mode the
   * backend's in-process handler for /graphql (server.ts wires it; app/ never imports backend/).
   */
  commerceFetch: typeof fetch;
  /** Session cookie secrets; the first signs. */
  sessionSecrets: string[];
  commerceTimeoutMs: number;
  /**
   * The backend's public origin, where the card provider's pages live (COMMERCE_PUBLIC_URL, else
   * COMMERCE_URL's origin); empty when embedded (the shop's own origin serves them).
   */
  commercePublicUrl?: string;
  /** The backend's dialect when set ("core": Magento 2.4.7's core fields only); else learnt per store view. */
  commerceDialect?: "auto" | "core" | "extended";
  /** Keys the Trace ID of crash reports (SPEC §8). */
  traceSecret: string;
  /** The shop's public origin (PUBLIC_URL, else the listen address): the base of every absolute URL. */
  publicUrl: string;
  /**
   * Marks every process serving the shop sees, kept over restarts (a captcha used once, a session's
   * first basket): the database or Redis, wired by server.ts. Absent (unit tests): this process only.
   */
  sharedState?: SharedMarks;
}

/** A small shared key-value store with expiry (server.ts hands the backend's shared state). */
export interface SharedMarks {
  /** Holds `value` unless a live value is there; answers the value held afterwards (atomic). */
  putIfAbsent(key: string, value: string, ttlMs: number): Promise<string>;
  put(key: string, value: string, ttlMs: number): Promise<void>;
  get(key: string): Promise<string | null>;
  delete(key: string): Promise<void>;
}
