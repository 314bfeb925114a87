// What server.ts hands to every loader and action (Remix load context).
export interface ShopConfig {
  /** Origin of the commerce backend, e.g. http://127.0.0.1:3000 when embedded. */
  commerceUrl: string;
  /** Session cookie secrets; the first signs. */
  sessionSecrets: string[];
  commerceTimeoutMs: number;
}

declare module "@remix-run/node" {
  interface AppLoadContext {
    config: ShopConfig;
    /** The visitor's IP as Express saw it (honours TRUST_PROXY). */
    clientIp?: string;
  }
}

// Single fetch: loader and action types infer raw data rather than JSON-serialised responses.
declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}
