// Builds the per-request backend context (store view, currency, cart, visitor IP) from the URL,
// the session and the server's configuration.
import type { AppLoadContext } from "@remix-run/node";
import { storeViewFromPath, type StoreView } from "~/i18n/store-views";
import { getSession, type ShopSession } from "~/sessions/session.server";
import type { CommerceRequestContext } from "./client.server";

export interface ShopRequest {
  storeView: StoreView;
  session: ShopSession;
  commerce: CommerceRequestContext;
}

export async function shopRequest(request: Request, context: AppLoadContext): Promise<ShopRequest> {
  const storeView = storeViewFromPath(new URL(request.url).pathname);
  const session = await getSession(request, context.config.sessionSecrets);
  // Always sent (SPEC §7): the shopper's choice, else the store view's own currency.
  const currency = session.get("currencyByStore")?.[storeView.code] ?? storeView.baseCurrency;
  return {
    storeView,
    session,
    commerce: {
      commerceUrl: context.config.commerceUrl,
      storeCode: storeView.code,
      currency,
      customerToken: session.get("customerToken") || undefined,
      clientIp: context.clientIp,
      timeoutMs: context.config.commerceTimeoutMs,
    },
  };
}
