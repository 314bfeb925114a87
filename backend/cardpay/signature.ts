// The card provider's notification signature (notifications.ts): HMAC-SHA256 of "<t>.<raw body>" with
// the provider's secret, sent as "t=<unix seconds>,v1=<hex>", refused when older than the tolerance.
import { createHmac, timingSafeEqual } from "node:crypto";

/** How old a signed notification may be, in seconds. */
export const NOTIFICATION_TOLERANCE_S = 300;

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");

/** The signature header's value for a body sent at `timestamp` (unix seconds). */
export const signNotification = (secret: string, timestamp: number, body: string) =>
  `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;

/** The header is this body's signature with the secret, made within the tolerance. */
export function verifyNotification(secret: string | null, header: unknown, body: string, now = Date.now()): boolean {
  if (!secret || typeof header !== "string") return false;
  const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header.trim());
  if (!match) return false;
  const timestamp = Number(match[1]);
  if (Math.abs(now / 1000 - timestamp) > NOTIFICATION_TOLERANCE_S) return false;
  return timingSafeEqual(Buffer.from(hmac(secret, timestamp, body), "hex"), Buffer.from(match[2]!, "hex"));
}
