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

/** The interruption this visit has shown: undefined until read, null for none yet. */
type VisitPopup = PopupId | null | undefined;

function readVisitPopup(): PopupId | null {
  try {
    const id = window.sessionStorage.getItem(VISIT_KEY);
    return INTERRUPTIONS.find((known) => known === id) ?? null;
  } catch {
    return null;
  }
}

function rememberVisitPopup(id: PopupId) {
  try {
    window.sessionStorage.setItem(VISIT_KEY, id);
  } catch {
    // No storage: this page still shows only one (the provider's state), later pages may show another.
  }
}

/** Whether an interruption may still be shown in this visit. */
export function visitAllows(id: PopupId, visitPopup: VisitPopup): boolean {
  if (!INTERRUPTIONS.includes(id)) return true;
  if (visitPopup === undefined) return false;
  return visitPopup === null || visitPopup === id;
}

interface PopupQueue {
  waiting: readonly PopupId[];
  setWaiting: (id: PopupId, waiting: boolean) => void;
  visitPopup: VisitPopup;
  claimVisit: (id: PopupId) => void;
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
  const [visitPopup, setVisitPopup] = useState<VisitPopup>(undefined);
  useEffect(() => setVisitPopup(readVisitPopup()), []);
  const claimVisit = useCallback((id: PopupId) => {
    setVisitPopup(id);
    rememberVisitPopup(id);
  }, []);
  const value = useMemo(
    () => ({ waiting, setWaiting, visitPopup, claimVisit }),
    [waiting, setWaiting, visitPopup, claimVisit],
  );
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
  const claimVisit = queue?.claimVisit;
  // An interruption after this visit's one does not even wait: it would hold up those after it.
  const waits = wants && (queue ? visitAllows(id, queue.visitPopup) : true);
  useEffect(() => {
    if (!setWaiting) return;
    setWaiting(id, waits);
    return () => setWaiting(id, false);
  }, [setWaiting, id, waits]);
  const turn = waits && (queue ? popupOnTurn(queue.waiting) === id : true);
  useEffect(() => {
    if (turn && claimVisit && INTERRUPTIONS.includes(id)) claimVisit(id);
  }, [turn, claimVisit, id]);
  return turn;
}
