// When the UK store (cut-off 15:00 London time, Monday to Friday except the warehouse's bank
// holidays) sends an order made at a moment, worked out here from the calendar alone, as a shopper
// reads the delivery pages: the delivery timer's words must agree with it on any day the suite runs.
import { MANCHESTER_WAREHOUSE_HOLIDAYS } from "../backend/seed/bank-holidays";

const CUTOFF_HOUR = 15;
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** The London calendar date (as a UTC midnight), hour and minute at `instant`. */
function london(instant: Date): { date: Date; minute: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/London",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day))),
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

const isWorkingDay = (date: Date, moreHolidays: readonly string[] = []) =>
  date.getUTCDay() >= 1 &&
  date.getUTCDay() <= 5 &&
  ![...MANCHESTER_WAREHOUSE_HOLIDAYS, ...moreHolidays].includes(date.toISOString().slice(0, 10));
const nextDay = (date: Date) => new Date(date.getTime() + 86_400_000);

/** The first working day after the London day of `instant` (a UTC midnight of that date). */
export function nextWorkingDay(instant: Date, moreHolidays: readonly string[] = []): Date {
  let day = nextDay(london(instant).date);
  while (!isWorkingDay(day, moreHolidays)) day = nextDay(day);
  return day;
}

/** The day (a UTC midnight) an order made at `instant` leaves the warehouse. */
export function ukDispatchDay(instant: Date, moreHolidays: readonly string[] = []): Date {
  const { date, minute } = london(instant);
  return isWorkingDay(date, moreHolidays) && minute < CUTOFF_HOUR * 60 ? date : nextWorkingDay(instant, moreHolidays);
}

/** "today", "tomorrow" or the weekday's English name ("Monday"), with the warehouse's days off and `moreHolidays`. */
export function ukDispatch(instant: Date, moreHolidays: readonly string[] = []): string {
  const { date } = london(instant);
  const day = ukDispatchDay(instant, moreHolidays);
  if (day.getTime() === date.getTime()) return "today";
  return day.getTime() === nextDay(date).getTime() ? "tomorrow" : WEEKDAYS[day.getUTCDay()];
}

/** The instant London's clock reads `hour`:00 on `date` (a UTC midnight of that date). */
export function londonTime(date: Date, hour: number): Date {
  const guess = new Date(date.getTime() + hour * 3_600_000);
  // London is UTC or one hour ahead: correct the guess by what its clock reads then.
  return new Date(guess.getTime() - (london(guess).minute - hour * 60) * 60_000);
}

/** What the delivery timer says for `dispatch`, on the product page and in the checkout (its minutes as \d+). */
export function timerText(dispatch: string): RegExp {
  if (dispatch === "today") return /^Order within (\d+ h )?\d+ min for dispatch today\. Delivery: Next working day\.$/;
  if (dispatch === "tomorrow") return /^Order now for dispatch tomorrow\. Delivery: Next working day\.$/;
  return new RegExp(`^Order now for dispatch on ${dispatch}\\. Delivery: Next working day\\.$`);
}
