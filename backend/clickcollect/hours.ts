// Opening hours by weekday and whether a point is open at a moment, on the store view's clock:
// the shopper and the point are in the store's country, so its time zone decides "open now".
import { WEEKDAYS, type Weekday } from "./rules.js";

/** One weekday's hours; `opens`/`closes` null when closed all day. */
export interface DayHours {
  day: Weekday;
  opens: string | null;
  closes: string | null;
}

export interface LocalTime {
  day: Weekday;
  /** minutes since midnight */
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The weekday and time of day at `now` in `timeZone`. */
export function localTime(timeZone: string, now: Date): LocalTime {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      weekday: "long",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((p) => [p.type, p.value]));
  const day = String(parts.weekday).toLowerCase() as Weekday;
  return { day, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Open at that time: the day has hours and the time is within them (closing time itself is closed). */
export function isOpenAt(week: readonly DayHours[], at: LocalTime): boolean {
  const today = week.find((d) => d.day === at.day);
  if (!today?.opens || !today.closes) return false;
  return at.minutes >= minutesOf(today.opens) && at.minutes < minutesOf(today.closes);
}

/** All seven days, Monday first, from the rows a point has (weekday 0 = Monday). */
export function weekOf(rows: ReadonlyArray<{ weekday: number; opens: string; closes: string }>): DayHours[] {
  return WEEKDAYS.map((day, i) => {
    const row = rows.find((r) => r.weekday === i);
    return { day, opens: row?.opens ?? null, closes: row?.closes ?? null };
  });
}
