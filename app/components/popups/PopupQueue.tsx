// At most one popup at a time, in a fixed order: the mini basket after the shopper's own add first,
// then the cookie question, then the geo-store suggestion, then the customs warning, then the
// basket's reward product, then the newsletter. Each popup says whether it wants to be shown; it is
// shown only when no popup before it in the order is still waiting for an answer.
// Beyond the cookie question, a visit (the browser tab's session) gets at most one of the popups
// the shop opens unasked (geo suggestion, customs warning, newsletter): the first to have its turn
// takes the visit's place, and the others wait for a later visit.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";

export const POPUP_ORDER = [
  "miniBasket",
  "cookieConsent",
  "geoStore",
  "customsWarning",
  "rewardProduct",
  "newsletter",
] as const;
export type PopupId = (typeof POPUP_ORDER)[number];

/** The popups that interrupt a visit without the shopper asking: one per visit. */
export const INTERRUPTIONS: readonly PopupId[] = ["geoStore", "customsWarning", "newsletter"];
const VISIT_KEY = "pw_visit_popup";

/**
 * The interruption this visit has shown (null: none yet, or no storage to remember it in); given an
 * id, remembers it first.
 */
function visitPopup(shown?: PopupId): string | null {
  try {
    if (shown) window.sessionStorage.setItem(VISIT_KEY, shown);
    return window.sessionStorage.getItem(VISIT_KEY);
  } catch {
    return null;
  }
}

/** Whether `id` may still be shown in a visit that has shown `shown` (null: none yet). */
export function visitAllows(id: PopupId, shown: string | null): boolean {
  return !INTERRUPTIONS.includes(id) || shown === null || shown === id;
}

interface PopupQueue {
  waiting: readonly PopupId[];
  setWaiting: (id: PopupId, waiting: boolean) => void;
}

const PopupQueueContext = createContext<PopupQueue | null>(null);

export function PopupQueueProvider({ children }: { children: ReactNode }) {
  const [waiting, setWaitingList] = useState<readonly PopupId[]>([]);
  const setWaiting = useCallback((id: PopupId, on: boolean) => {
    setWaitingList((list) => {
      if (on === list.includes(id)) return list;
      return on ? [...list, id] : list.filter((entry) => entry !== id);
    });
  }, []);
  const value = useMemo(() => ({ waiting, setWaiting }), [waiting, setWaiting]);
  return <PopupQueueContext.Provider value={value}>{children}</PopupQueueContext.Provider>;
}

/** The first popup in the order that is waiting, if any. */
export function popupOnTurn(waiting: readonly PopupId[]): PopupId | undefined {
  return POPUP_ORDER.find((id) => waiting.includes(id));
}

/**
 * Registers a popup that wants to be shown (`wants`) and tells whether it is its turn. Outside a
 * provider (a page rendered without the shell) every popup has its turn.
 */
export function usePopupTurn(id: PopupId, wants: boolean): boolean {
  const queue = useContext(PopupQueueContext);
  const setWaiting = queue?.setWaiting;
  // Read as the page renders (the queue re-renders whenever a popup comes or goes; on the server
  // there is no storage). An interruption after this visit's one does not even wait: it would hold
  // up those after it.
  const waits = wants && visitAllows(id, visitPopup());
  useEffect(() => {
    if (!setWaiting) return;
    setWaiting(id, waits);
    return () => setWaiting(id, false);
  }, [setWaiting, id, waits]);
  const turn = waits && (queue ? popupOnTurn(queue.waiting) === id : true);
  useEffect(() => {
    if (turn && INTERRUPTIONS.includes(id)) visitPopup(id);
  }, [turn, id]);
  return turn;
}
