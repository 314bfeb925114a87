// The store's delivery timer (storeConfig.delivery_timer, SPEC §3): "Order within 2 h 14 min for
// delivery Next working day". Orders leave the warehouse once a working day (Monday to Friday, not
// on the store's holidays) at the shipment_time cut-off (HH:MM in the store's time zone): before
// today's cut-off the time left runs to it; after it, at the weekend or on a holiday, the order
// leaves tomorrow or on the next working day's name. Pure: the server renders it and works out the
// next cut-offs' instants, and the browser follows them with its clock alone: a time zone's
// formatter would cost a phone's main thread 11 to 38 ms to build, right as the page starts.
import { dateTimeFormat } from "~/i18n/format";

export interface DeliveryTimer {
  /** "15:00" */
  shipmentTime: string;
  /** "Next working day", in the store's language */
  deliveryTime: string;
  timezone: string;
}

interface TimerConfig {
  timezone?: string | null;
  delivery_timer?: {
    shipment_time?: string | null;
    delivery_time?: string | null;
    holidays?: readonly (string | null)[] | null;
  } | null;
}

/** The timer as storeConfig gives it; null when the store sets none (or half of one). */
export function storeDeliveryTimer(config: TimerConfig): DeliveryTimer | null {
  const timer = config.delivery_timer;
  return timer?.shipment_time && timer.delivery_time
    ? { shipmentTime: timer.shipment_time, deliveryTime: timer.delivery_time, timezone: config.timezone || "UTC" }
    : null;
}

/**
 * The days no order leaves besides the weekend (bank holidays), "2026-12-25" in the store's time
 * zone: the server's alone, as it works out the cut-offs; the page never needs the list.
 */
export function storeHolidays(config: TimerConfig): string[] {
  return (config.delivery_timer?.holidays ?? []).filter(
    (day): day is string => typeof day === "string" && /^\d{4}-\d{2}-\d{2}$/.test(day),
  );
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
 * Whether no order leaves on the store's day of `instant`: a Saturday, a Sunday or one of its
 * holidays ("2026-12-25"), by the store's calendar (UTC's when the zone is unknown).
 */
function isDayOff(instant: number, timezone: string, holidays: ReadonlySet<string>): boolean {
  let day: Record<string, string>;
  try {
    const format = dateTimeFormat("en-US", {
      timeZone: timezone,
      weekday: "short",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    day = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  } catch {
    const [year, month, date] = new Date(instant).toISOString().slice(0, 10).split("-");
    day = {
      weekday: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][new Date(instant).getUTCDay()],
      year,
      month,
      day: date,
    };
  }
  return day.weekday === "Sat" || day.weekday === "Sun" || holidays.has(`${day.year}-${day.month}-${day.day}`);
}

/** The instant (epoch ms) the store's day of `instant` starts, where its clock reads 00:00. */
function storeDayStart(instant: number, timezone: string): number {
  let start = Math.floor(instant / MINUTE_MS) * MINUTE_MS - minuteOfDay(new Date(instant), timezone) * MINUTE_MS;
  // The clocks changed since midnight: the day started an hour earlier or later.
  const off = minuteOfDay(new Date(start), timezone);
  if (off) start -= (off <= MINUTES_A_DAY / 2 ? off : off - MINUTES_A_DAY) * MINUTE_MS;
  return start;
}

/**
 * A working day's cut-off, as the browser needs it to say when an order made now leaves: the
 * instants (epoch ms) of the cut-off, of the start of its day and of the day before, in the store's
 * time zone, and the day's name in the store's language ("Monday").
 */
export interface Cutoff {
  at: number;
  dayStart: number;
  eveStart: number;
  day: string;
}

/**
 * The next `count` cut-offs after `now`, on working days only (Monday to Friday except the store's
 * holidays, as the delivery pages promise: no parcel leaves at the weekend or on a bank holiday),
 * each where the store's time zone puts it (a change of clocks included); empty for a malformed
 * shipment time.
 */
export function nextCutoffs(
  timer: Pick<DeliveryTimer, "shipmentTime" | "timezone"> & { holidays?: readonly string[] },
  now: Date,
  locale: string,
  count = CUTOFFS_AHEAD,
): Cutoff[] {
  const cutoffs: Cutoff[] = [];
  const holidays = new Set(timer.holidays ?? []);
  let at = now.getTime();
  // A week holds five working days: twice the days asked for, and each holiday, always finds them.
  for (let day = 0; cutoffs.length < count && day < count * 2 + 2 + holidays.size; day++) {
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
    at = cutoff;
    if (isDayOff(cutoff, timer.timezone, holidays)) continue;
    const dayStart = storeDayStart(cutoff, timer.timezone);
    cutoffs.push({
      at: cutoff,
      dayStart,
      eveStart: storeDayStart(dayStart - MINUTE_MS, timer.timezone),
      day: dayName(locale, timer.timezone, cutoff),
    });
  }
  return cutoffs;
}

function dayName(locale: string, timezone: string, instant: number): string {
  try {
    return dateTimeFormat(locale, { timeZone: timezone, weekday: "long" }).format(instant);
  } catch {
    return dateTimeFormat(locale, { timeZone: "UTC", weekday: "long" }).format(instant);
  }
}

/** Three working days of cut-offs: more than a page is kept by any cache in front of the shop. */
export const CUTOFFS_AHEAD = 3;

/**
 * When an order made at `now` (epoch ms) leaves: today, in `minutes` whole minutes (1 to 1440), or
 * on a later day (`day`), tomorrow when `day` is null. Null past the last cut-off, or without any.
 */
export type Dispatch = { minutes: number } | { day: string | null };

export function dispatchOf(cutoffs: readonly Cutoff[], now: number): Dispatch | null {
  const next = cutoffs.find((cutoff) => cutoff.at > now);
  if (!next) return null;
  if (now >= next.dayStart) return { minutes: Math.ceil((next.at - now) / MINUTE_MS) };
  return { day: now >= next.eveStart ? null : next.day };
}
