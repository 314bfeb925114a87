// Everything the root route needs around a page: store-level data, the session start (SPEC §4),
// messages, the basket count, the store/currency switcher, popups and how the page may be cached.
import type { AppLoadContext } from "@remix-run/node";
import { isCrawler, isSpeedTestAgent } from "~/bots";
import type { ShopRequest } from "~/commerce/context.server";
import type { GeoStoreOffer } from "~/commerce/customer/session-data";
import { storeViewByCode } from "~/i18n/store-views";
import { signedInCustomer } from "~/commerce/customer/account.server";
import { getSessionData } from "~/commerce/customer/session-data.server";
import { wishlistSkus } from "~/commerce/wishlist/core/wishlist.server";
import { loadStoreData } from "~/commerce/store/store.server";
import {
  availableStores,
  currencyFormats,
  displayCurrency,
  menuCategories,
  type StoreChoice,
  type StoreData,
} from "~/commerce/store/store";
import { cacheHeaders } from "~/http/cache.server";
import { customsWarningBarPart } from "~/components/popups/customs-warning-bar.server";
import { footerLinksPart } from "~/components/layout/footer-links.server";
import { translationHashes } from "~/i18n/resources.server";
import { storeViews } from "~/i18n/store-views";
import { addressTable } from "~/routing/address-table.server";
import { readBackendMessages } from "~/sessions/backend-messages.server";
import { takeCartActions } from "~/sessions/cart-actions.server";
import { takeMessages } from "~/sessions/messages.server";
import { browserPopupSettings, popupSettings, readConsent } from "./popups.server";
import { hasSessionCookie, signOutSession } from "~/sessions/session.server";
import { addMessages, createMessage } from "~/sessions/messages";
import { cookieCheckOf, cookiesOffNotice, withoutCookieCheck } from "~/sessions/cookie-check.server";
import { pageUrlOf } from "~/request-context.server";
import { redirect } from "@remix-run/node";

/**
 * Session start: once per session, ask the backend for sessionData and keep what matters. A visitor
 * without a session cookie only gets one when there is something to keep (a geo suggestion), so
 * plain catalogue pages stay cacheable.
 */
async function startSession(shop: ShopRequest, request: Request, hasCookie: boolean): Promise<boolean> {
  if (shop.session.get("initiated")) return false;
  const sessionData = await getSessionData(shop.commerce, shop.basket.id(), request).catch(() => null);
  if (!sessionData) return false;
  const geo = sessionData.geo_store;
  // A shopper who has picked a store is not offered another (their choice may come before the session starts).
  if (geo?.popup_enabled && !shop.session.get("storeChosen")) shop.session.set("geoStore", geo);
  if (!hasCookie && !geo?.popup_enabled) return false;
  shop.session.set("initiated", true);
  return true;
}

function storeChoices(data: StoreData): StoreChoice[] {
  const stores = availableStores(data);
  // Only the store views this storefront has URLs for, in the table's order.
  return storeViews.flatMap((view) => stores.filter((store) => store.code === view.code));
}

export async function loadShell(request: Request, context: AppLoadContext) {
  const { shop } = context;
  // The page a cookie-setting post led to (cookie-check.server.ts): a browser that kept the cookie
  // goes on to the same page without the marker; one that kept none is told why here.
  const cookieCheck = cookieCheckOf(request);
  if (cookieCheck === "kept" || cookieCheck === "stale") throw redirect(withoutCookieCheck(pageUrlOf(request)), 303);
  const cookiesRefused = cookieCheck === "refused";
  const userAgent = request.headers.get("user-agent");
  const lean = isSpeedTestAgent(userAgent);
  const crawler = isCrawler(userAgent);
  const hasCookie = hasSessionCookie(request);

  const [store, cartCount, sessionChanged, customer, wishlist] = await Promise.all([
    loadStoreData(shop.commerce),
    shop.basket.count(),
    crawler ? Promise.resolve(false) : startSession(shop, request, hasCookie),
    // The header greets a signed-in shopper; a backend that is away leaves them signed in, unnamed.
    shop.commerce.customerToken ? signedInCustomer(shop.commerce).catch(() => ({ firstname: "" })) : null,
    // The hearts a signed-in shopper has filled. Only ever on their own page, which is private (a
    // session cookie): a page a cache keeps is a guest's, every heart outlined.
    shop.commerce.customerToken ? wishlistSkus(shop.commerce).catch(() => []) : null,
  ]);
  // A sign-in that has expired (or was revoked elsewhere) ends here: a guest from now on.
  const signedOut = Boolean(shop.commerce.customerToken) && customer === null;
  if (signedOut) signOutSession(shop.session, "expired");

  const backendMessages = readBackendMessages(request);
  const queued = takeMessages(shop.session);
  // Why nothing lasts in a browser that keeps no cookies (ADR 0077): told as an error on the page a
  // post led to when its cookie did not come back; on every other page a "notice" that base.css
  // shows only where the document's first script found no test cookie kept (with JavaScript).
  const cookiesOff = createMessage(cookiesRefused ? "error" : "notice", cookiesOffNotice(shop.t));
  const messages = addMessages(queued, [...backendMessages.messages, cookiesOff]);

  const config = store.data.storeConfig;
  const person = !crawler && !lean;
  // The basket's last change goes to this page's tag manager, once (never to a bot's page).
  const takenCartActions = takeCartActions(shop.session);
  const cartActions = person ? takenCartActions : [];
  // The suggestion is judged against the store being looked at now: it may have been made on
  // another store's page, and a shopper already in the suggested store has nothing to switch to.
  const suggestion = shop.session.get("geoStore");
  let geoChanged = false;
  if (suggestion && suggestion.store === shop.storeView.code) {
    shop.session.unset("geoStore");
    geoChanged = hasCookie;
  }
  // Popups come one at a time, the cookie question first: the suggestion waits for its answer.
  const consentAnswered =
    config.cookie_consent_enabled !== true ||
    readConsent(config, request) !== null ||
    shop.session.get("cookieConsent") !== undefined;
  const suggested = person && consentAnswered ? (shop.session.get("geoStore") ?? null) : null;
  // The popup speaks the suggested store's language (its backend texts do): its "stay" button too.
  const geo: GeoStoreOffer | null = suggested
    ? {
        ...suggested,
        stay_label: shop.tFor("common", storeViewByCode(suggested.store ?? "")?.locale)("geo.stay"),
      }
    : null;

  const headers = new Headers();
  // The server commits the session (app/request-context.server.ts); a page that changes it is personal.
  const changed = sessionChanged || geoChanged || signedOut || queued.length > 0 || takenCartActions.length > 0;
  if (backendMessages.clearCookie) headers.append("Set-Cookie", backendMessages.clearCookie);
  // A page showing a customer's wishlist is theirs alone, whatever else says; so is the notice that
  // this browser keeps no cookies.
  const personal = hasCookie || changed || backendMessages.clearCookie !== null || wishlist !== null || cookiesRefused;
  cacheHeaders({ personal, ttl: store.ttl, tags: store.cacheTags }).forEach((value, name) => headers.set(name, value));
  headers.set("Content-Language", shop.storeView.locale);

  const currency = displayCurrency(store.data, shop.commerce.currency);
  // The cookie question answered: in the session (a form post without JavaScript) or, on a page
  // that is private anyway, in the consent cookie (which outlives the 30-day session). A public,
  // cacheable page is the same for everyone: the browser hides an answered banner there.
  const popups = popupSettings(
    config,
    shop.session.get("cookieConsent") ?? (personal ? readConsent(config, request) : null),
    { lean, crawler },
  );
  return {
    headers,
    data: {
      locale: shop.storeView.locale,
      storeCode: shop.storeView.code,
      // The store view's screen addresses: the browser's link builders read them (app/routing/addresses.ts).
      addresses: addressTable(shop.storeView),
      // Where the browser loads a namespace a page needs and the document did not bring (app/i18n).
      translationHashes: translationHashes(shop.storeView.locale),
      lean,
      crawler,
      menu: menuCategories(store.data),
      storeName: config.store_name ?? "",
      // The footer's links, made here once (a static part: in the document, not in the data).
      footerLinks: footerLinksPart(context),
      currency,
      currencyFormats: currencyFormats(store.data),
      // dates are shown as the store's day (app/i18n/dates.ts)
      timeZone: config.timezone || "UTC",
      stores: storeChoices(store.data),
      cartCount: signedOut ? 0 : cartCount,
      /** the signed-in shopper (the header's "Sign out"), null for a guest */
      customer,
      /** the SKUs on the signed-in shopper's wishlist (hearts filled); null for a guest */
      wishlist: signedOut ? null : wishlist,
      messages,
      cartActions,
      geo,
      // SPEC: signed-in shoppers get the store's customer_robots directive.
      robots: (shop.commerce.customerToken ? config.customer_robots : config.default_robots) ?? "INDEX,FOLLOW",
      // Configured, never the request's Host: a forged one would land in publicly cached pages.
      origin: context.config.publicUrl,
      errorNote: config.error_note ?? true,
      popups: browserPopupSettings(popups),
      // The customs warning's bar (a static part: in the document, not in the data).
      customsWarningBar: popups.customsWarning ? customsWarningBarPart(context, popups.customsWarning) : null,
    },
  };
}

export type ShellData = Awaited<ReturnType<typeof loadShell>>["data"];
