// The store's delivery timer (storeConfig.delivery_timer, SPEC §3): "Order within 2 h 14 min for
// delivery Next working day". Orders leave the warehouse once a day at the shipment_time cut-off
// (HH:MM in the store's time zone); the time left runs to today's cut-off, or tomorrow's once
// today's has passed. Pure: the server renders it and works out the next cut-offs' instants, and
// the browser counts down to them with its clock alone: a time zone's formatter would cost a
// phone's main thread 11 to 38 ms to build, right as the page starts.
import { dateTimeFormat } from "~/i18n/format";

export interface DeliveryTimer {
  /** "15:00" */
  shipmentTime: string;
  /** "Next working day", in the store's language */
  deliveryTime: string;
  timezone: string;
}

/** The timer as storeConfig gives it; null when the store sets none (or half of one). */
export function storeDeliveryTimer(config: {
  timezone?: string | null;
  delivery_timer?: { shipment_time?: string | null; delivery_time?: string | null } | null;
}): DeliveryTimer | null {
  const timer = config.delivery_timer;
  return timer?.shipment_time && timer.delivery_time
    ? { shipmentTime: timer.shipment_time, deliveryTime: timer.delivery_time, timezone: config.timezone || "UTC" }
    : null;
}

const MINUTES_A_DAY = 24 * 60;

/** The minutes of the day at `now` in a time zone (UTC when the zone is unknown). */
function minuteOfDay(now: Date, timezone: string): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = dateTimeFormat("en-GB", {
      timeZone: timezone,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).formatToParts(now);
  } catch {
    return now.getUTCHours() * 60 + now.getUTCMinutes();
  }
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return get("hour") * 60 + get("minute");
}

/** Whole minutes until the next cut-off (1 to 1440), or null for a malformed shipment time. */
export function minutesToCutoff(timer: Pick<DeliveryTimer, "shipmentTime" | "timezone">, now: Date): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(timer.shipmentTime.trim());
  if (!match) return null;
  const cutoff = Number(match[1]) * 60 + Number(match[2]);
  if (cutoff >= MINUTES_A_DAY) return null;
  const left = (cutoff - minuteOfDay(now, timer.timezone) + MINUTES_A_DAY) % MINUTES_A_DAY;
  return left === 0 ? MINUTES_A_DAY : left;
}

const MINUTE_MS = 60_000;

/**
 * The instants (epoch ms) of the next `count` cut-offs after `now`, in order, each where the store's
 * time zone puts it (a change of clocks included); empty for a malformed shipment time.
 */
export function nextCutoffs(
  timer: Pick<DeliveryTimer, "shipmentTime" | "timezone">,
  now: Date,
  count = CUTOFFS_AHEAD,
): number[] {
  const cutoffs: number[] = [];
  let at = now.getTime();
  while (cutoffs.length < count) {
    const left = minutesToCutoff(timer, new Date(at));
    if (left === null) return [];
    // The clock's minutes to the cut-off, then corrected where the clocks change on the way: at the
    // cut-off itself the store's clock must read the shipment time (a full day left).
    let cutoff = Math.floor(at / MINUTE_MS) * MINUTE_MS + left * MINUTE_MS;
    for (let check = 0; check < 2; check++) {
      const off = minutesToCutoff(timer, new Date(cutoff)) ?? MINUTES_A_DAY;
      if (off === MINUTES_A_DAY) break;
      cutoff += (off <= MINUTES_A_DAY / 2 ? off : off - MINUTES_A_DAY) * MINUTE_MS;
    }
    cutoffs.push(cutoff);
    at = cutoff;
  }
  return cutoffs;
}

/** Three days of cut-offs: more than a page is kept by any cache in front of the shop. */
export const CUTOFFS_AHEAD = 3;

/**
 * Whole minutes from `now` (epoch ms) to the first of `cutoffs` after it (1 to 1440), as
 * minutesToCutoff counts them; past the last, a day after it, and so on. Null without cut-offs.
 */
export function minutesUntilCutoff(cutoffs: readonly number[], now: number): number | null {
  if (!cutoffs.length) return null;
  const next = cutoffs.find((cutoff) => cutoff > now);
  if (next !== undefined) return Math.ceil((next - now) / MINUTE_MS);
  const since = Math.floor((now - cutoffs[cutoffs.length - 1]) / MINUTE_MS);
  return MINUTES_A_DAY - (since % MINUTES_A_DAY);
}
