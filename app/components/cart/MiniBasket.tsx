import { useFetcher, useFetchers } from "@remix-run/react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import type { MiniBasketView } from "~/commerce/cart/mini-basket";
import { useStoreView } from "~/components/layout/useStoreView";
import { usePopupTurn } from "~/components/popups/PopupQueue";
import { BasketIntent } from "~/forms/basket.fields";
import { paths } from "~/routing/paths";

// The drawer and its words load with the first add, not with every page.
const MiniBasketDrawer = lazy(() => import("./MiniBasketDrawer").then((m) => ({ default: m.MiniBasketDrawer })));

interface PendingAdd {
  urlKey: string;
  /** Focus goes back here when the drawer closes. */
  trigger: HTMLElement | null;
}

/**
 * Every add form of the shop (product page, quick buy, cross-sells, the drawer's suggestions) posts
 * intent=add-to-basket through a fetcher, so the drawer watches the fetchers rather than each form
 * telling it. The router forgets a fetcher's answer once it is idle, so each add seen in flight gets
 * a watcher (AddWatcher) holding its fetcher until the answer is read: a form that leaves the page
 * as its add completes (a suggestion that is now in the basket) still opens the drawer.
 */
function useAddsInFlight(): Map<string, PendingAdd> {
  const fetchers = useFetchers();
  const [watched, setWatched] = useState(() => new Map<string, PendingAdd>());
  const lastSubmitter = useLastSubmitter();
  const fresh = fetchers.filter(
    (f) =>
      f.state !== "idle" &&
      f.formData?.get("intent") === BasketIntent.add &&
      typeof f.formData.get("urlKey") === "string" &&
      !watched.has(f.key),
  );
  // Adjusted while rendering (React's pattern for state that follows other state), so the watcher
  // is there in the same render as the add it watches, not one render later.
  if (fresh.length) {
    const next = new Map(watched);
    for (const f of fresh) next.set(f.key, { urlKey: String(f.formData?.get("urlKey")), trigger: lastSubmitter });
    setWatched(next);
  }
  return watched;
}

/**
 * The button (or, for Enter in a field, the form's focused element) of the last form sent. It is
 * read at the submit event because by the time the fetcher is seen in flight the button may be
 * disabled while busy, which has already moved the browser's focus to the page body. Kept as state
 * (set in the event, which React batches with the fetcher's submit) so that rendering may read it.
 */
function useLastSubmitter(): HTMLElement | null {
  const [submitter, setSubmitter] = useState<HTMLElement | null>(null);
  useEffect(() => {
    function onSubmit(event: SubmitEvent) {
      const active = document.activeElement;
      setSubmitter(event.submitter ?? (active instanceof HTMLElement ? active : null));
    }
    document.addEventListener("submit", onSubmit, true);
    return () => document.removeEventListener("submit", onSubmit, true);
  }, []);
  return submitter;
}

/** Holds one add's fetcher until it answers, then tells whether the product went in. */
function AddWatcher({ fetcherKey, onAnswer }: { fetcherKey: string; onAnswer: (added: boolean) => void }) {
  const fetcher = useFetcher<{ added?: boolean }>({ key: fetcherKey });
  const wasBusy = useRef(false);
  const told = useRef(false);
  useEffect(() => {
    if (fetcher.state !== "idle") wasBusy.current = true;
    // The first idle after the flight is this add's answer (an older one may be there before).
    else if (wasBusy.current && !told.current) {
      told.current = true;
      onAnswer(Boolean(fetcher.data?.added));
    }
  }, [fetcher.state, fetcher.data, onAnswer]);
  return null;
}

/**
 * The mini basket (JavaScript only): after an add anywhere in the shop, a drawer (MiniBasketDrawer)
 * with the line added, the basket's count and subtotal and the cross-sell popup's suggestions. Its
 * data comes from the mini-basket resource route. Without JavaScript an add shows the basket page
 * or the page it came from with a message instead.
 */
export function MiniBasket() {
  const storeView = useStoreView();
  const trigger = useRef<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const openRef = useRef(false);
  const loader = useFetcher<MiniBasketView>({ key: "mini-basket" });
  const loadBasket = loader.load;

  const watched = useAddsInFlight();
  const [answered, setAnswered] = useState(() => new Set<string>());
  const answer = useCallback(
    (key: string, add: PendingAdd, added: boolean) => {
      setAnswered((set) => new Set(set).add(key));
      if (!added) return;
      // An add from inside the drawer keeps the first trigger: focus goes back to the page.
      if (!openRef.current) trigger.current = add.trigger;
      openRef.current = true;
      setOpen(true);
      void loadBasket(`${paths.miniBasket(storeView)}?${new URLSearchParams({ urlKey: add.urlKey })}`);
    },
    [loadBasket, storeView],
  );

  // A reply to the shopper's own click: it comes before any marketing popup (PopupQueue).
  const turn = usePopupTurn("miniBasket", open);

  function onClosed() {
    openRef.current = false;
    setOpen(false);
    const back = trigger.current;
    trigger.current = null;
    if (back?.isConnected) back.focus();
  }

  const watchers = [...watched].filter(([key]) => !answered.has(key));
  return (
    <>
      {watchers.map(([key, add]) => (
        <AddWatcher key={key} fetcherKey={key} onAnswer={(added) => answer(key, add, added)} />
      ))}
      {open && turn ? (
        <Suspense fallback={null}>
          <MiniBasketDrawer view={loader.data} busy={loader.state !== "idle"} onClosed={onClosed} />
        </Suspense>
      ) : null}
    </>
  );
}
