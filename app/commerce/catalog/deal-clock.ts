// How a running deal's time left and claimed share read, pure so that the deal and its tests share
// them. Apart from the product page's other rules (product-page-settings.ts): the deal's code is
// loaded only for a product with a deal, and these come with it.

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** What is left until `end` at `now`, in whole seconds; null once it has passed. */
export function timeLeft(end: string, now: Date): TimeLeft | null {
  const ms = Date.parse(end) - now.getTime();
  if (!Number.isFinite(ms) || ms <= 0) return null;
  const total = Math.floor(ms / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const two = (n: number) => String(n).padStart(2, "0");

/** "04:13:09": hours, minutes and seconds of the time left (the days are worded by the page). */
export function clock(left: TimeLeft): string {
  return `${two(left.hours)}:${two(left.minutes)}:${two(left.seconds)}`;
}

/** Claimed percent as the bar shows it: whole, between 0 and 100; null without one. */
export function claimedShare(percent: number | null | undefined): number | null {
  if (percent == null || !Number.isFinite(percent)) return null;
  return Math.min(100, Math.max(0, Math.round(percent)));
}
