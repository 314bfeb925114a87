// The card provider's server-to-server notification (ADR 0031, update): a real provider does not rely
// on the shopper's browser coming back. As soon as a payment session has its result, the provider
// posts it, signed, to the shop's notification path; the shop places the order for an approved
// payment, whichever arrives first, this or the shopper's return. Both go through the same idempotent
// placement (one order per cart, ADR 0030), so the return then shows the order the notification
// placed, and a notification after the return changes nothing.
//
// The wire: POST /rest/<store>/V1/pwcard/notifications, a JSON body
//   {"event": "payment.result", "payment_session", "result", "amount", "currency", "created_at"}
// and the header X-Pwcard-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">,
// keyed with the provider's secret (CARD_PROVIDER_SECRET, the development default outside production).
// A signature older than five minutes is refused (a replay); the body is checked as it was sent.
import { CARD_METHOD } from "./methods.js";
import type { PaymentResult, PaymentSession } from "./service.js";
import type { ShopServices } from "../services.js";
import { CatalogReader } from "../catalog/repository.js";
import { isShopError } from "../shared/errors.js";
import { requestStore } from "../store/service.js";

export const NOTIFICATION_PATH = "/pwcard/notifications";
export const NOTIFICATION_SIGNATURE_HEADER = "X-Pwcard-Signature";
/** When a delivery fails (network, 5xx, 429), the provider tries again after these delays. */
export const NOTIFICATION_RETRY_DELAYS_MS = [1_000, 5_000, 30_000];

export interface PaymentNotification {
  event: "payment.result";
  payment_session: string;
  result: PaymentResult;
  amount: number;
  currency: string;
  created_at: string;
}

/** How the provider sends a notification (fetch in a running shop; a test may hold them back). */
export type NotificationDelivery = (
  url: string,
  init: { method: "POST"; headers: Record<string, string>; body: string },
) => Promise<{ status: number }>;

/**
 * The shop's notification address: the backend's REST path, on the provider's origin (the backend's
 * own when it runs on its own, else the origin the shopper returns to, which serves it too).
 */
export const notificationUrl = (session: PaymentSession, origin = new URL(session.return_url).origin) =>
  new URL(`/rest/${encodeURIComponent(session.store_code)}/V1${NOTIFICATION_PATH}`, origin).toString();

const fetchDelivery: NotificationDelivery = async (url, init) => {
  const response = await fetch(url, { ...init, redirect: "manual", signal: AbortSignal.timeout(10_000) });
  await response.body?.cancel();
  return { status: response.status };
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref?.());

/** The provider's side: signs a session's result and posts it to the shop, retrying a failed delivery. */
export function createNotifier(options: {
  /** the signature header for a body, null when the provider has no secret (no card payments) */
  sign: (body: string) => string | null;
  deliver?: NotificationDelivery;
  retryDelaysMs?: number[];
  /** the origin the notification is posted to, for a session (default its return address's) */
  originOf?: (session: PaymentSession) => string;
}) {
  const deliver = options.deliver ?? fetchDelivery;
  const delays = options.retryDelaysMs ?? NOTIFICATION_RETRY_DELAYS_MS;
  return {
    /** Sends in the background: the shopper's page never waits for the shop's answer. */
    notify(session: PaymentSession, result: PaymentResult): Promise<void> {
      const notification: PaymentNotification = {
        event: "payment.result",
        payment_session: session.id,
        result,
        amount: session.amount,
        currency: session.currency,
        created_at: new Date().toISOString(),
      };
      const body = JSON.stringify(notification);
      const url = notificationUrl(session, options.originOf?.(session));
      const send = async () => {
        for (let attempt = 0; ; attempt++) {
          const signature = options.sign(body);
          if (!signature) return;
          const headers = { "Content-Type": "application/json", [NOTIFICATION_SIGNATURE_HEADER]: signature };
          let status = 0;
          try {
            status = (await deliver(url, { method: "POST", headers, body })).status;
          } catch {
            status = 0;
          }
          // Answered (2xx), or refused for good (4xx but 429): no retry.
          if (status >= 200 && status < 500 && status !== 429) return;
          const delay = delays[attempt];
          if (delay === undefined) return;
          await wait(delay);
        }
      };
      return send();
    },
  };
}

export type CardNotifier = ReturnType<typeof createNotifier>;

/** The shop's answer to a notification: an HTTP status and a JSON body. */
export interface NotificationAnswer {
  status: number;
  body: { status: "placed" | "ignored" | "refused"; order?: string; message?: string };
}

/**
 * The shop's side: a verified notification of an approved payment places the session's cart's order
 * (or answers the order already placed, from the shopper's return or an earlier notification). A
 * refusal (a basket changed since the payment, an expired session) is acknowledged, not retried: the
 * shopper's return shows the same refusal.
 */
export function receiveNotification(services: ShopServices, rawBody: string, signature: unknown): NotificationAnswer {
  if (!services.cardPay.verifyNotification(signature, rawBody))
    return { status: 401, body: { status: "refused", message: "The notification's signature is not valid." } };
  let notification: Partial<PaymentNotification>;
  try {
    notification = JSON.parse(rawBody) as Partial<PaymentNotification>;
  } catch {
    return { status: 400, body: { status: "refused", message: "The notification is not valid JSON." } };
  }
  const session =
    typeof notification.payment_session === "string" ? services.cardPay.find(notification.payment_session) : undefined;
  if (!session) return { status: 404, body: { status: "refused", message: "No such payment session." } };
  const placement = services.orderPlacement;
  const already = placement.orderOf(session.cart_id);
  if (already) return { status: 200, body: { status: "placed", order: already.number } };
  if (notification.result !== "approved") return { status: 200, body: { status: "ignored" } };

  const store = services.stores.byCode(session.store_code);
  if (!store) return { status: 200, body: { status: "ignored" } };
  try {
    const { currency, rate } = requestStore(services.stores, store.code, session.currency);
    const scope = { store, display: { currency, rate }, catalog: new CatalogReader(services.catalog, store) };
    // The same payment the shopper's return hands over: the session's approved result, signed.
    const placed = placement.placeWithPayment(scope, session.cart_id, {
      method: CARD_METHOD,
      additional_data: {
        payment_session: session.id,
        result: "approved",
        signature: services.cardPay.signature(session.id, "approved"),
      },
    });
    if (!placed) return { status: 200, body: { status: "ignored" } };
    return { status: 200, body: { status: "placed", order: placed.number } };
  } catch (error) {
    if (isShopError(error)) return { status: 200, body: { status: "refused", message: error.message } };
    throw error;
  }
}
