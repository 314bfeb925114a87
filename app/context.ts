// What server.ts hands to every loader and action (Remix load context). Its plain configuration
// types live in app/shop-config.ts: the layers below import those, never this file.
import type { ShopConfig } from "./shop-config";

export type { ShopConfig, SharedMarks } from "./shop-config";

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
