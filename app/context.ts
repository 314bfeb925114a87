// What server.ts hands to every loader and action (Remix load context).
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

declare module "@remix-run/node" {
  interface AppLoadContext {
    config: ShopConfig;
    /** The visitor's IP as Express saw it (honours TRUST_PROXY). */
    clientIp?: string;
    /** The requested address could not be decoded; pages answer 400 (see app/http/addresses.ts). */
    malformedAddress?: boolean;
    /** The request was refused before the pages ran; pages answer this status (app/http/request-guards.server.ts). */
    refusedRequest?: import("./http/request-guards.server").RequestRefusal;
    /**
     * Store view, session, backend context and translator (`t` for common texts, `tFor(namespace)`)
     * of this request, built once (app/request-context.server.ts).
     */
    shop: import("./commerce/context.server").ShopRequest & import("./i18n/translator.server").ShopTranslator;
    /**
     * Markup a document request's loaders keep out of their data, shown once in the document
     * (app/shell/document-html.server.ts); absent for a data request.
     */
    documentHtml?: Map<string, string> | null;
    /** Set when answering this request crashed (see app/errors/crash.server.ts). */
    crash?: import("./errors/crash.server").CrashInfo;
  }
}

// Single fetch: loader and action types infer raw data rather than JSON-serialised responses.
declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}
