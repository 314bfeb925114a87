// The shopper's session: one encrypted cookie, `pw_session` (SPEC's 'pw' prefix). It holds only what
// the server needs between requests; anonymous visitors without a basket get no cookie at all, so
// their catalogue pages stay cacheable. The payload is sealed with AES-256-GCM (a key derived from
// each SESSION_SECRET): the shopper cannot read their basket's id or token from it, nor change it.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomUUID } from "node:crypto";
import {
  createCookie,
  createCookieSessionStorage,
  createSession,
  type Session,
  type SessionStorage,
} from "@remix-run/node";
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
  /** Who is signed in: a hash of their email (form-draft.server.ts customerKeyOf), set with the token. */
  customerKey: string;
  /**
   * An account made in this session (its customerKey), and whether from the order just placed (the
   * success page) or on the registration page: its dashboard greets it as new, not "welcome back".
   */
  accountCreatedFor: { customer: string; fromOrder: boolean };
  /** Display currency chosen by the shopper, per store view code. */
  currencyByStore: Record<string, string>;
  /** Messages to show after the next redirect (SPEC "redirect messages"). */
  messages: Message[];
  /**
   * A subscription made on the newsletter page without JavaScript: the page shows these thanks (and
   * the welcome code) in place of its form, once.
   */
  newsletterThanks: { text: string; thanks: string; welcome: { intro: string; code: string; note: string } | null };
  /** A review just stored without JavaScript: its product's page says so at its reviews, once. */
  reviewReceived: { sku: string; storeCode: string };
  /**
   * What the last change of the basket added and removed (SPEC §4), until the next page hands it to
   * the tag manager (cart-actions.server.ts). Bounded: at most 10 actions of SKU, kind, quantity.
   */
  lastCartActions: RecordedCartAction[];
  /** @deprecated Older sessions held a basket snapshot; their next change drops it. */
  cartSnapshot: CartState;
  /** SessionData was fetched for this session (SPEC §4 start-up). */
  initiated: boolean;
  /** A pending geo-store suggestion, until the shopper accepts or dismisses it. */
  geoStore: GeoStoreSuggestion;
  /** The shopper chose a store themselves (the preferences, or the suggestion taken): none is suggested to them. */
  storeChosen: boolean;
  /** The cookie-banner answer given without JavaScript (see app/shell/popups.server.ts). */
  cookieConsent: "all" | "necessary";
  /** The forgot-password captcha: only an HMAC of its answer, with its expiry (forms/captcha.server.ts). */
  captcha: import("~/forms/captcha.server").CaptchaState;
  /** A reset link's email and token, moved here from its address (features/customer/reset-password.route.tsx). */
  passwordReset: { email: string; token: string };
  /**
   * The order just placed, for the success page: its number, store view and email, the
   * guest order's token (Magento's guestOrderByToken reads it; never sent to the browser), and
   * whether its purchase event went to the tag manager already.
   */
  /**
   * The checkout's tag manager events still to push: the cart whose
   * begin_checkout went out, and a delivery just saved (add_shipping_info on the next page).
   */
  checkoutEvents: { begunCartId?: string; shippingSaved?: boolean };
  lastOrder: { number: string; storeCode: string; email: string; guestToken?: string; purchaseAnnounced?: boolean };
  /**
   * The collector's name and mobile number last posted on the click-and-collect finder:
   * without JavaScript a new search is a new page, and these fill the form again.
   */
  collector: { firstname: string; lastname: string; telephone: string };
  /** An account form's input kept while its shopper signs in again (form-draft.server.ts). */
  formDraft: import("./form-draft").FormDraft;
  /**
   * The backend's X-Magento-Cache-Id for the store view and currency last browsed (`scope`), sent
   * with the next GET query (app/commerce/context.server.ts, ADR 0060). One scope only: the cookie
   * stays small, and a change of store or currency changes the id anyway.
   */
  magentoCacheId: { scope: string; id: string };
  /**
   * A product a guest pressed the heart on: saved to their wishlist when they sign in (or create an
   * account) within the hour, in the store view they pressed it in (app/commerce/wishlist).
   */
  wishlistPending: { sku: string; options?: string[]; storeCode: string; at: number };
}

export type ShopSession = Session<SessionData, SessionData>;

type Storage = SessionStorage<SessionData, SessionData>;
const storages = new Map<string, Storage>();

const COOKIE_OPTIONS = { httpOnly: true, sameSite: "lax", path: "/", maxAge: 60 * 60 * 24 * 30 } as const;
/** The sealed payload's prefix: a format version, so a later change of cipher can read this one. */
const SEALED = "v1.";
const keys = new Map<string, Buffer>();

/** The AES-256 key of one secret (HKDF-SHA256, with its own label: the secret itself is never the key). */
function keyOf(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "pw_session", "aes-256-gcm session cookie", 32));
    keys.set(secret, key);
  }
  return key;
}

/** Seals the session data with the first secret: "v1." + base64url(iv | tag | ciphertext). */
export function sealSessionData(data: unknown, secrets: string[]): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(secrets[0]), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(data), "utf8"), cipher.final()]);
  return SEALED + Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** Opens a sealed payload with any of the secrets (the first seals; the others still open: rotation). */
export function openSessionData(value: unknown, secrets: string[]): Record<string, unknown> | null {
  if (typeof value !== "string" || !value.startsWith(SEALED)) return null;
  const raw = Buffer.from(value.slice(SEALED.length), "base64url");
  if (raw.length < 29) return null;
  for (const secret of secrets) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", keyOf(secret), raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      const json = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
      const data = JSON.parse(json) as unknown;
      return data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
    } catch {
      // not this secret
    }
  }
  return null;
}

/** Cookies are marked Secure whenever the page itself was served over HTTPS. */
function storageFor(secrets: string[], secure: boolean): Storage {
  const key = `${secure}:${secrets.join(",")}`;
  let storage = storages.get(key);
  if (!storage) {
    // The cookie carries the sealed text as is; its integrity is the cipher's tag.
    const cookie = createCookie(SESSION_COOKIE_NAME, { ...COOKIE_OPTIONS, secure });
    // Sessions signed (not sealed) by the previous version are still read once, so nobody loses
    // their basket or sign-in at the upgrade; the next change writes them sealed.
    const signed = createCookieSessionStorage<SessionData, SessionData>({
      cookie: { name: SESSION_COOKIE_NAME, ...COOKIE_OPTIONS, secure, secrets },
    });
    storage = {
      async getSession(cookieHeader) {
        const value = cookieHeader ? await cookie.parse(cookieHeader) : null;
        const data = openSessionData(value, secrets);
        if (data) return createSession<SessionData, SessionData>(data as never);
        if (typeof value === "string" && value.startsWith(SEALED)) return createSession<SessionData, SessionData>();
        return signed.getSession(cookieHeader);
      },
      async commitSession(session, options) {
        return cookie.serialize(sealSessionData(session.data, secrets), options);
      },
      async destroySession(_session, options) {
        return cookie.serialize("", { ...options, maxAge: undefined, expires: new Date(0) });
      },
    };
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

async function committed(storage: Storage, session: ShopSession): Promise<string | null> {
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

/**
 * Ends the customer's part of the session: the token and the baskets (they were the customer's; a
 * guest starts a new one). A new session id, as at sign-in. A sign-in that ended by itself
 * ("expired": the backend no longer knows the token) keeps whose it was, so that a form posted from
 * a page still open is kept for that customer alone (form-draft.server.ts); signing out forgets it.
 */
export function signOutSession(session: ShopSession, how: "signed-out" | "expired" = "signed-out"): void {
  session.unset("customerToken");
  if (how === "signed-out") {
    session.unset("customerKey");
    // Signed in again later, they have been here before.
    session.unset("accountCreatedFor");
  }
  session.unset("cartIds");
  session.unset("formDraft");
  session.set("sid", randomUUID());
}
