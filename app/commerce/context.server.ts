// The per-request backend context (store view, currency, customer, visitor IP), built once from the
// URL, the session and the server's configuration (see app/request-context.server.ts).
import type { ShopConfig, SharedMarks } from "~/shop-config";
import { marksOf } from "~/sessions/shared-marks.server";
import { storeViewFromPath, type StoreView } from "~/i18n/store-views";
import type { ShopSession } from "~/sessions/session.server";
import { createBasket, type Basket } from "./cart/basket.server";
import { createRequestMemo, createRequestTimeouts, type CommerceRequestContext } from "./client.server";
import { processCacheIds, type CacheIds } from "./query-transport.server";
import { createBackendDialectHold, speaksExtensions } from "./core/dialect.server";

export interface ShopRequest {
  storeView: StoreView;
  session: ShopSession;
  commerce: CommerceRequestContext;
  /** The shopper's basket of this store view: its cart id and its reads. */
  basket: Basket;
  /**
   * The backend's dialect: `extensions()` is true when it speaks the shop's extension fields, false
   * on a stock Magento 2.4.7 (core fields only). Learnt once per store view, asked once per request.
   */
  backend: { extensions: () => Promise<boolean> };
  /** The shop's public origin (PUBLIC_URL, else the listen address), for absolute URLs given to others. */
  publicUrl: string;
  /** The backend's public origin, where the card provider's pages live ("" when embedded). */
  commercePublicUrl?: string;
  /** Marks every worker process sees (a session's first basket, a captcha used once). */
  sharedMarks: SharedMarks;
}

export function createShopRequest(
  url: URL,
  session: ShopSession,
  config: ShopConfig,
  clientIp: string | undefined,
  /** The request came with the session cookie: the session may hold the backend's cache id. */
  hasSessionCookie = false,
): ShopRequest {
  const storeView = storeViewFromPath(url.pathname);
  // Always sent (SPEC §7): the shopper's choice, else the store view's own currency.
  const currency = session.get("currencyByStore")?.[storeView.code] ?? storeView.baseCurrency;
  const commerce: CommerceRequestContext = {
    commerceUrl: config.commerceUrl,
    fetch: config.commerceFetch,
    storeCode: storeView.code,
    currency,
    customerToken: session.get("customerToken") || undefined,
    clientIp,
    timeoutMs: config.commerceTimeoutMs,
    // The layout and the page of one request share their reads (the checkout's cart, the store's data).
    memo: createRequestMemo(),
    // One time-out per request: after one call waited it out, the others fail at once.
    timeouts: createRequestTimeouts(),
    // A visitor without a session gets none for this: their pages stay cacheable (ADR 0046).
    cacheIds: hasSessionCookie ? sessionCacheIds(session) : processCacheIds,
    backendDialect: createBackendDialectHold(config.commerceDialect),
  };
  return {
    storeView,
    session,
    publicUrl: config.publicUrl,
    commercePublicUrl: config.commercePublicUrl ?? "",
    sharedMarks: marksOf(config),
    commerce,
    backend: { extensions: () => speaksExtensions(commerce) },
    basket: createBasket(commerce, session),
  };
}

/**
 * The backend's cache id kept in the shopper's session (one scope, replaced when it changes), and in
 * the process too: the id alone never writes the cookie (app/request-context.server.ts), so it rides
 * along with the session's next change.
 */
function sessionCacheIds(session: ShopSession): CacheIds {
  return {
    get(scope) {
      // the process's copy is the latest answer; the session's serves after a restart or on another worker
      const kept = session.get("magentoCacheId");
      return processCacheIds.get(scope) ?? (kept?.scope === scope ? kept.id : undefined);
    },
    set(scope, id) {
      processCacheIds.set(scope, id);
      const kept = session.get("magentoCacheId");
      if (kept?.scope !== scope || kept.id !== id) session.set("magentoCacheId", { scope, id });
    },
  };
}
