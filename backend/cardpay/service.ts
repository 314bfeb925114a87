// The card provider's payment sessions (ADR 0031): started for a cart's grand total with the shop's
// return URL, then driven by the hosted page (a card entered, a challenge answered, a cancel) to a
// result the shop gets back signed. Placing the order (methods.ts) spends an approved session once.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Database } from "better-sqlite3";
import { createCardPayRepository, type PaymentSession, type SessionStatus } from "./repository.js";

export type { PaymentSession, SessionStatus };
import type { CardFacts } from "./cards.js";
import { signNotification, verifyNotification } from "./signature.js";

/** How long a shopper has from the shop's redirect to the order being placed. */
export const SESSION_LIFETIME_MS = 30 * 60_000;

/** The result the shop receives: "failed" is a challenge not passed. */
export type PaymentResult = "approved" | "declined" | "failed" | "cancelled";

/**
 * A session as the shop may ask after it: "pending" until the hosted page has its result, then the
 * result; "used" once an order was paid with it; "expired" when it can no longer pay for one.
 */
export type PaymentStatus = "pending" | PaymentResult | "used" | "expired";

/** Only for development and test servers: production must set CARD_PROVIDER_SECRET (ADR 0031). */
export const DEVELOPMENT_SECRET = "pw-card-provider-development-secret";

/**
 * CARD_PROVIDER_SECRET, else the development default when NODE_ENV is not production or the test
 * hooks are on (EMBEDDED_TEST_HOOKS=1, the end-to-end servers); null otherwise, and card payments
 * are then not offered.
 */
export function cardProviderSecret(env: NodeJS.ProcessEnv): string | null {
  if (env.CARD_PROVIDER_SECRET) return env.CARD_PROVIDER_SECRET;
  return env.NODE_ENV !== "production" || env.EMBEDDED_TEST_HOOKS === "1" ? DEVELOPMENT_SECRET : null;
}

/**
 * Where the hosted page may send a shopper back: the storefront's public origin (its configured base
 * URL, store/storefront-url.ts), or, without one (development, tests), a loopback address. Anything
 * else is refused, so the provider never hands a signed result to a stranger.
 */
export function isShopReturnUrl(value: unknown, storefrontUrl: string | undefined): value is string {
  if (typeof value !== "string" || value.length > 500) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  if (url.username || url.password || url.hash) return false;
  if (storefrontUrl) return url.origin === new URL(storefrontUrl).origin;
  return ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}

const iso = (d: Date) => d.toISOString();

export function createCardPayService(
  db: Database,
  options: {
    secret: string | null;
    /** the storefront's address in a store view (store/storefront-url.ts), where shoppers return */
    storefrontUrl?: (storeCode: string) => string | undefined;
    /**
     * The provider's own public origin (the backend's PUBLIC_URL when it runs on its own): its pages
     * and the notifications are addressed there. Unset: the return address's origin, which serves
     * them too when the backend is mounted in the storefront's server.
     */
    providerUrl?: string;
  },
) {
  const sessions = createCardPayRepository(db);

  const sign = (secret: string, sessionId: string, result: string) =>
    createHmac("sha256", secret).update(`${sessionId}\n${result}`).digest("hex");

  const service = {
    /** card payments need a signing secret: without one (production, unset) they are not offered */
    get enabled() {
      return options.secret !== null;
    },
    /** The storefront's address for a store view, where the shopper returns (undefined: loopback only). */
    storefrontUrl: (storeCode: string) => options.storefrontUrl?.(storeCode),
    /** The origin of the provider's pages and the shop's notification path, for a session's return address. */
    providerOrigin: (returnUrl: string) => new URL(options.providerUrl ?? returnUrl).origin,
    /** True when the provider's pages live on another origin than the shop's (a backend of its own). */
    separateOrigin: options.providerUrl !== undefined,

    start(input: {
      cartId: number;
      storeCode: string;
      customerId: number | null;
      amount: number;
      currency: string;
      returnUrl: string;
    }): PaymentSession {
      const now = new Date();
      const id = randomBytes(24).toString("base64url");
      sessions.insert({
        id,
        cart_id: input.cartId,
        store_code: input.storeCode,
        customer_id: input.customerId,
        amount: input.amount,
        currency: input.currency,
        return_url: input.returnUrl,
        now: iso(now),
        expires_at: iso(new Date(now.getTime() + SESSION_LIFETIME_MS)),
      });
      return sessions.byId(id)!;
    },

    find(id: string): PaymentSession | undefined {
      return typeof id === "string" && /^[A-Za-z0-9_-]{32}$/.test(id) ? sessions.byId(id) : undefined;
    },

    isExpired: (session: PaymentSession, now = new Date()) => Date.parse(session.expires_at) <= now.getTime(),

    /** The bank's answer to the card: only a started session takes one. */
    enterCard(session: PaymentSession, card: CardFacts, save: boolean): SessionStatus {
      const status = card.outcome === "approve" ? "approved" : card.outcome === "decline" ? "declined" : "challenged";
      const changed = sessions.setCard({
        id: session.id,
        status,
        brand: card.brand,
        last4: card.last4,
        expiry: card.expiry,
        holder: card.holder,
        // only a customer's card can be saved to their Vault
        save: save && session.customer_id !== null ? 1 : 0,
        now: iso(new Date()),
      });
      return changed ? status : sessions.byId(session.id)!.status;
    },

    /** The challenge's answer: one attempt, then the session is approved or declined. */
    answerChallenge(session: PaymentSession, passed: boolean): boolean {
      return sessions.moveStatus(session.id, "challenged", passed ? "approved" : "failed", iso(new Date()));
    },

    cancel(session: PaymentSession): boolean {
      const now = iso(new Date());
      return (
        sessions.moveStatus(session.id, "started", "cancelled", now) ||
        sessions.moveStatus(session.id, "challenged", "cancelled", now)
      );
    },

    /** Spends an approved session (inside the order's transaction, so a rolled back order frees it). */
    markUsed(session: PaymentSession): boolean {
      return sessions.moveStatus(session.id, "approved", "used", iso(new Date()));
    },

    /** What the shop is told when it asks after the session (rest.ts). */
    statusOf(session: PaymentSession, now = new Date()): PaymentStatus {
      const { status } = session;
      if (status === "used") return "used";
      const open = status === "started" || status === "challenged";
      if ((open || status === "approved") && service.isExpired(session, now)) return "expired";
      return open ? "pending" : status;
    },

    /** The result the hosted page hands back for the session's status. */
    resultOf(session: PaymentSession): PaymentResult | null {
      const { status } = session;
      return status === "approved" || status === "declined" || status === "failed" || status === "cancelled"
        ? status
        : null;
    },

    signature(sessionId: string, result: string): string {
      if (!options.secret) throw new Error("CARD_PROVIDER_SECRET is not set");
      return sign(options.secret, sessionId, result);
    },

    /** A notification's signature header for this body (notifications.ts), made with the provider's secret. */
    signNotification(body: string, now = Date.now()): string | null {
      return options.secret ? signNotification(options.secret, Math.floor(now / 1000), body) : null;
    },

    verifyNotification(header: unknown, body: string, now = Date.now()): boolean {
      return verifyNotification(options.secret, header, body, now);
    },

    verify(sessionId: string, result: string, signature: unknown): boolean {
      if (!options.secret || typeof signature !== "string" || !/^[0-9a-f]{64}$/.test(signature)) return false;
      const expected = Buffer.from(sign(options.secret, sessionId, result), "hex");
      return timingSafeEqual(expected, Buffer.from(signature, "hex"));
    },
  };
  return service;
}

export type CardPayService = ReturnType<typeof createCardPayService>;
