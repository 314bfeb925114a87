// The delivery timer's minutes left (storeConfig.delivery_timer), counted down in the browser: the
// server renders the minutes at the time the page was made, with the instants of the next cut-offs
// (a cached page may be minutes old, so the first tick comes at once), and with JavaScript they
// follow the browser's clock to those instants, to the next day's cut-off once today's has passed.
// The product page and the checkout's delivery step show it in their own words.
import { useEffect, useState } from "react";
import { minutesUntilCutoff } from "~/commerce/checkout/delivery-timer";

const TICK_MS = 15_000;

export function useMinutesToCutoff(minutesAtRender: number, cutoffs: readonly number[]): number {
  const [left, setLeft] = useState(minutesAtRender);
  useEffect(() => {
    const tick = () => setLeft((now) => minutesUntilCutoff(cutoffs, Date.now()) ?? now);
    const first = window.setTimeout(tick, 0);
    const id = window.setInterval(tick, TICK_MS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(id);
    };
  }, [cutoffs]);
  return left;
}
