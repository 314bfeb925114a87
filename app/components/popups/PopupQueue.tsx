// At most one popup at a time, in a fixed order: the mini basket after the shopper's own add first,
// then the cookie question, then the geo-store suggestion, then the customs warning, then the
// basket's reward product, then the newsletter. Each popup says whether it wants to be shown; it is
// shown only when no popup before it in the order is still waiting for an answer.
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
  useEffect(() => {
    if (!setWaiting) return;
    setWaiting(id, wants);
    return () => setWaiting(id, false);
  }, [setWaiting, id, wants]);
  if (!wants) return false;
  return queue ? popupOnTurn(queue.waiting) === id : true;
}
