// The delivery timer's minutes left (storeConfig.delivery_timer), counted down in the browser: the
// server renders the minutes at the time the page was made (a cached page may be minutes old, so the
// first tick comes at once), and with JavaScript they follow the clock, to the next day's cut-off once
// today's has passed. The product page and the checkout's delivery step show it in their own words.
import { useEffect, useState } from "react";
import { minutesToCutoff, type DeliveryTimer } from "~/commerce/checkout/delivery-timer";

const TICK_MS = 15_000;

export function useMinutesToCutoff(timer: DeliveryTimer, minutesAtRender: number): number {
  const [left, setLeft] = useState(minutesAtRender);
  useEffect(() => {
    const tick = () => setLeft((now) => minutesToCutoff(timer, new Date()) ?? now);
    const first = window.setTimeout(tick, 0);
    const id = window.setInterval(tick, TICK_MS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(id);
    };
  }, [timer]);
  return left;
}
