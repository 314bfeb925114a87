// When an order made now leaves the warehouse (storeConfig.delivery_timer), followed in the browser:
// the server renders it as the page was made, with the next working days' cut-offs (a cached page
// may be minutes old, so the first tick comes at once), and with JavaScript it follows the
// browser's clock: the minutes count down to today's cut-off, then it says tomorrow, or the next
// working day's name. The product page and the checkout's delivery step show it in their own words.
import { useEffect, useState } from "react";
import { dispatchOf, type Cutoff, type Dispatch } from "~/commerce/checkout/delivery-timer";

const TICK_MS = 15_000;

export function useDispatch(atRender: Dispatch, cutoffs: readonly Cutoff[]): Dispatch {
  const [dispatch, setDispatch] = useState(atRender);
  useEffect(() => {
    const tick = () => setDispatch((before) => dispatchOf(cutoffs, Date.now()) ?? before);
    const first = window.setTimeout(tick, 0);
    const id = window.setInterval(tick, TICK_MS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(id);
    };
  }, [cutoffs]);
  return dispatch;
}
