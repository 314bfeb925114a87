// A product's deal: a deal price that runs until its end. A fixed deal ends at its
// deal_end_time; a weekly deal (deal_recurrence 'weekly') runs every week and ends on Sunday at
// 23:59:59 in the store's time zone, so the demo shop always has a deal that is actually running,
// whenever it is started, without re-seeding. An ended deal has no price.

export interface DealFields {
  deal_price: number | null;
  deal_end_time: string | null;
  deal_recurrence: string | null;
}

export const WEEKLY = "weekly";

/** Whether the row's deal price applies at `now`. */
export function dealRunning(p: DealFields, now = new Date()): boolean {
  if (p.deal_price == null) return false;
  if (p.deal_recurrence === WEEKLY) return true;
  if (!p.deal_end_time) return false;
  const end = Date.parse(p.deal_end_time);
  return Number.isFinite(end) && end > now.getTime();
}

/** One formatter per time zone: building one costs far more than using it. */
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** The offset of a time zone from UTC at an instant, in milliseconds (0 for an unknown zone). */
function zoneOffset(instant: number, timezone: string): number {
  try {
    let format = zoneFormats.get(timezone);
    if (!format) {
      format = new Intl.DateTimeFormat("en-GB", {
        timeZone: timezone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
        hourCycle: "h23",
      });
      zoneFormats.set(timezone, format);
    }
    const parts = format.formatToParts(new Date(instant));
    const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
    const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
    return asUtc - Math.floor(instant / 1000) * 1000;
  } catch {
    return 0;
  }
}

/** Sunday 23:59:59 of the week holding `now`, in the time zone, as an ISO-8601 instant (UTC). */
export function endOfWeek(now: Date, timezone: string): string {
  const local = new Date(now.getTime() + zoneOffset(now.getTime(), timezone));
  const daysToSunday = (7 - local.getUTCDay()) % 7;
  const wall = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + daysToSunday, 23, 59, 59);
  // The wall-clock time in the zone, back to UTC with the zone's offset at that moment (summer time).
  return new Date(wall - zoneOffset(wall - zoneOffset(wall, timezone), timezone)).toISOString().replace(".000Z", "Z");
}

/** The end of the row's running deal, or null when none runs. */
export function dealEnd(p: DealFields, now: Date, timezone: string): string | null {
  if (!dealRunning(p, now)) return null;
  return p.deal_recurrence === WEEKLY ? endOfWeek(now, timezone) : p.deal_end_time;
}
