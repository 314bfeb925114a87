// The request's context, built once before Remix runs (server.ts), and the one place the session
// is committed, after the response is made (Hydrogen's pattern). Loaders and actions only change
// the session; none commits it, so two of them changing it in one request give one Set-Cookie that
// carries both changes. The context also carries the store view's translator (shop.t, shop.tFor).
import type { AppLoadContext } from "@remix-run/node";
import { rememberCustomerBasket } from "~/commerce/cart/shopper-basket.server";
import { createShopRequest } from "~/commerce/context.server";
import { PRIVATE_NO_STORE } from "~/http/cache.server";
import { translatorFor } from "~/i18n/translator.server";
import { documentHtmlStore } from "~/shell/document-html.server";
import { commitSession, getSession, hasSessionCookie, type SessionData } from "~/sessions/session.server";

/** What the session held when the request came in, to tell whether anything changed it. */
const sessionAtStart = new WeakMap<AppLoadContext, string>();

export async function createRequestContext(
  request: Request,
  base: Pick<AppLoadContext, "config" | "clientIp" | "malformedAddress" | "refusedRequest">,
): Promise<AppLoadContext> {
  const session = await getSession(request, base.config.sessionSecrets);
  // A cookie that opens to nothing (an old secret) is no session to keep the backend's cache id in.
  const hasSession = hasSessionCookie(request) && Object.keys(session.data).length > 0;
  const shop = createShopRequest(pageUrlOf(request), session, base.config, base.clientIp, hasSession);
  const context: AppLoadContext = {
    ...base,
    shop: { ...shop, ...translatorFor(shop.storeView.locale) },
    documentHtml: documentHtmlStore(request),
  };
  sessionAtStart.set(context, changesOf(session.data));
  if (isRouteDiscovery(request)) return context;
  // Before any loader runs (they run side by side): a signed-in customer's basket of this store is
  // their own cart, even when they signed in on another store's page.
  await rememberCustomerBasket(shop.commerce, shop.basket);
  return context;
}

/**
 * Remix's route discovery (`/__manifest?p=...`): the browser asks it beside the shopper's own requests,
 * for the links a page shows. It runs no loader and never writes the session: its answer, made from
 * the cookie as it was when it was asked, can arrive after a form's answer, and a cookie in it would
 * undo what the form did (its message, a basket, a sign-in). Its address has no store view either, so
 * "remembering" the default store's basket there changed the session on every one of them.
 */
function isRouteDiscovery(request: Request): boolean {
  return new URL(request.url).pathname === "/__manifest";
}

/**
 * What of the session counts as a change worth a cookie: all of it but the backend's cache id, which
 * rides along with the next real change (a new id alone would make a shareable page private).
 */
function changesOf(data: Partial<SessionData>): string {
  const { magentoCacheId: _cacheId, ...rest } = data;
  return JSON.stringify(rest);
}

/**
 * The page a request is for: a client-side navigation asks for `/us/protein.data` (single fetch),
 * and the home page's data is `/_root.data`; loaders see the page's own address, and so must the
 * context, or `/us.data` would be taken for the default store.
 */
export function pageUrlOf(request: Request): URL {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  return url;
}

/**
 * Adds the session cookie to the response when the request changed the session. A new visitor's
 * session starts only with an answer below 400: a 404 (say the browser's own request for an icon),
 * a malformed address or a failure never hands out a cookie. A response that sets the cookie is the
 * shopper's own and never stored by a shared cache. So is any answer to a request that carries the
 * session, unless its route called it public (the same for everybody): a route that forgot to say
 * (a resource route, a redirect) is private, not left to a cache's guess.
 */
export async function commitChangedSession(
  context: AppLoadContext,
  request: Request,
  response: Response,
): Promise<void> {
  const { session } = context.shop;
  if (hasSessionCookie(request)) keepPrivate(response);
  if (isRouteDiscovery(request)) return;
  if (changesOf(session.data) === sessionAtStart.get(context)) return;
  if (!hasSessionCookie(request) && response.status >= 400) return;
  response.headers.append("Set-Cookie", await commitSession(request, context.config.sessionSecrets, session));
  response.headers.set("Cache-Control", PRIVATE_NO_STORE);
  for (const shared of ["Surrogate-Control", "CDN-Cache-Control", "Surrogate-Key", "Cache-Tag"])
    response.headers.delete(shared);
}

/** A personal answer: `private, no-store` unless it says `public`, and varying on Cookie. */
function keepPrivate(response: Response): void {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  if (!/\bpublic\b/i.test(cacheControl)) {
    response.headers.set("Cache-Control", PRIVATE_NO_STORE);
    for (const shared of ["Surrogate-Control", "CDN-Cache-Control", "Surrogate-Key", "Cache-Tag"])
      response.headers.delete(shared);
  }
  const vary = response.headers.get("Vary") ?? "";
  if (!/(^|,)\s*(cookie|\*)\s*(,|$)/i.test(vary)) response.headers.set("Vary", vary ? `${vary}, Cookie` : "Cookie");
}
