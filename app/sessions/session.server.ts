// The shopper's session: one signed cookie, `pw_session` (SPEC's 'pw' prefix). It holds only what
// the server needs between requests; anonymous visitors without a basket get no cookie at all, so
// their catalogue pages stay cacheable.
import { randomUUID } from "node:crypto";
import { createCookieSessionStorage, type Session } from "@remix-run/node";
import type { GeoStoreSuggestion } from "~/commerce/customer/session-data";
import type { CartState, RecordedCartAction } from "~/commerce/cart/last-cart-actions";
import type { Message } from "~/sessions/messages";

export const SESSION_COOKIE_NAME = "pw_session";

export interface SessionData {
  /**
   * A random id given to every session when its cookie is first written: lets concurrent requests
   * of one session share work, such as creating its first basket (add-to-basket.server.ts).
   */
  sid: string;
  /** Guest basket id per store view code: a Magento cart belongs to the store it was made in. */
  cartIds: Record<string, string>;
  customerToken: string;
  /** Display currency chosen by the shopper, per store view code. */
  currencyByStore: Record<string, string>;
  /** Messages to show after the next redirect (SPEC "redirect messages"). */
  messages: Message[];
  /**
   * What the last change of the basket added and removed (SPEC §4), until the next page hands it to
   * the tag manager (cart-actions.server.ts). Bounded: at most 10 actions of SKU, kind, quantity.
   */
  lastCartActions: RecordedCartAction[];
  /** @deprecated Sessions from before issue 9 held a basket snapshot; their next change drops it. */
  cartSnapshot: CartState;
  /** SessionData was fetched for this session (SPEC §4 start-up). */
  initiated: boolean;
  /** A pending geo-store suggestion, until the shopper accepts or dismisses it. */
  geoStore: GeoStoreSuggestion;
  /** The cookie-banner answer given without JavaScript (see app/shell/popups.server.ts). */
  cookieConsent: "all" | "necessary";
  /** The forgot-password captcha: only an HMAC of its answer, with its expiry (forms/captcha.server.ts). */
  captcha: import("~/forms/captcha.server").CaptchaState;
  /** A reset link's email and token, moved here from its address (customer-reset-password.tsx). */
  passwordReset: { email: string; token: string };
  /**
   * The order just placed, for the success page (issue 11): its number, store view and email, the
   * guest order's token (Magento's guestOrderByToken reads it; never sent to the browser), and
   * whether its purchase event went to the tag manager already.
   */
  /**
   * The checkout's tag manager events still to push (issue 11, part A): the cart whose
   * begin_checkout went out, and a delivery just saved (add_shipping_info on the next page).
   */
  checkoutEvents: { begunCartId?: string; shippingSaved?: boolean };
  lastOrder: { number: string; storeCode: string; email: string; guestToken?: string; purchaseAnnounced?: boolean };
}

export type ShopSession = Session<SessionData, SessionData>;

const storages = new Map<string, ReturnType<typeof createCookieSessionStorage<SessionData, SessionData>>>();

/** Cookies are marked Secure whenever the page itself was served over HTTPS. */
function storageFor(secrets: string[], secure: boolean) {
  const key = `${secure}:${secrets.join(",")}`;
  let storage = storages.get(key);
  if (!storage) {
    storage = createCookieSessionStorage<SessionData, SessionData>({
      cookie: {
        name: SESSION_COOKIE_NAME,
        httpOnly: true,
        sameSite: "lax",
        path: "/",
        secure,
        secrets,
        maxAge: 60 * 60 * 24 * 30,
      },
    });
    storages.set(key, storage);
  }
  return storage;
}

function isHttps(request: Request) {
  return new URL(request.url).protocol === "https:";
}

export async function getSession(request: Request, secrets: string[]): Promise<ShopSession> {
  return storageFor(secrets, isHttps(request)).getSession(request.headers.get("Cookie"));
}

/**
 * What a browser keeps of one cookie, name and attributes included (RFC 6265 asks for at least 4096
 * bytes); a longer one is dropped, or refused by Remix with an error that made the page a 500.
 */
export const COOKIE_BYTE_LIMIT = 4096;

async function committed(storage: ReturnType<typeof storageFor>, session: ShopSession): Promise<string | null> {
  try {
    const cookie = await storage.commitSession(session);
    return cookie.length <= COOKIE_BYTE_LIMIT ? cookie : null;
  } catch {
    return null;
  }
}

/**
 * The Set-Cookie value for the session. The session holds ids, small flags and at most ten clipped
 * messages, so it fits; should it still not, the oldest queued messages give way rather than the
 * shopper getting an error page for what they just did.
 */
export async function commitSession(request: Request, secrets: string[], session: ShopSession): Promise<string> {
  const storage = storageFor(secrets, isHttps(request));
  if (!session.get("sid")) session.set("sid", randomUUID());
  let cookie = await committed(storage, session);
  while (cookie === null && (session.get("messages")?.length ?? 0) > 0) {
    session.set("messages", session.get("messages")!.slice(1));
    cookie = await committed(storage, session);
  }
  return cookie ?? storage.commitSession(session);
}

export function hasSessionCookie(request: Request): boolean {
  return (request.headers.get("Cookie") ?? "").includes(`${SESSION_COOKIE_NAME}=`);
}

export function cartIdFor(session: ShopSession, storeCode: string): string | undefined {
  return session.get("cartIds")?.[storeCode] || undefined;
}

export function rememberCartId(session: ShopSession, storeCode: string, cartId: string): void {
  session.set("cartIds", { ...session.get("cartIds"), [storeCode]: cartId });
}

/**
 * Ends the customer's part of the session: the token and the baskets (they were the customer's; a
 * guest starts a new one). A new session id, as at sign-in.
 */
export function signOutSession(session: ShopSession): void {
  session.unset("customerToken");
  session.unset("cartIds");
  session.set("sid", randomUUID());
}
