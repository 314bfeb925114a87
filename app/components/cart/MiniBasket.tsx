import { useFetcher, useFetchers } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { MiniBasketView } from "~/commerce/cart/mini-basket";
import { useStoreView } from "~/components/layout/useStoreView";
import { usePopupTurn } from "~/components/popups/PopupQueue";
import { CartIntent } from "~/forms/cart";
import { paths } from "~/routing/paths";

// The drawer and its words load with the first add, not with every page.
const MiniBasketDrawer = lazy(() => import("./MiniBasketDrawer").then((m) => ({ default: m.MiniBasketDrawer })));

interface PendingAdd {
  urlKey: string;
  /** Focus goes back here when the drawer closes. */
  trigger: HTMLElement | null;
}

/**
 * Which product an add fetcher added, once it answers "added". Every add form of the shop (product
 * page, quick buy, cross-sells, this drawer's suggestions) posts intent=add-to-basket through a
 * fetcher, so the drawer watches the fetchers rather than each form telling it: a form that leaves
 * the page as its add completes (a suggestion that is now in the basket) still opens the drawer.
 */
function useCompletedAdds(onAdded: (add: PendingAdd) => void) {
  const fetchers = useFetchers();
  const pending = useRef(new Map<string, PendingAdd>());
  const callback = useRef(onAdded);
  useEffect(() => {
    callback.current = onAdded;
  });
  useEffect(() => {
    for (const f of fetchers) {
      const intent = f.formData?.get("intent");
      const urlKey = f.formData?.get("urlKey");
      if (
        f.state !== "idle" &&
        intent === CartIntent.add &&
        typeof urlKey === "string" &&
        !pending.current.has(f.key)
      ) {
        const active = document.activeElement;
        pending.current.set(f.key, { urlKey, trigger: active instanceof HTMLElement ? active : null });
      }
      const add = pending.current.get(f.key);
      if (f.state === "idle" && add) {
        pending.current.delete(f.key);
        const answer = f.data as { added?: boolean } | undefined;
        if (answer?.added) callback.current(add);
      }
    }
  }, [fetchers]);
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
  const loader = useFetcher<MiniBasketView>({ key: "mini-basket" });
  const loadBasket = loader.load;

  useCompletedAdds((add) => {
    // An add from inside the drawer keeps the first trigger: focus goes back to the page.
    if (!open) trigger.current = add.trigger;
    setOpen(true);
    void loadBasket(`${paths.miniBasket(storeView)}?${new URLSearchParams({ urlKey: add.urlKey })}`);
  });

  // A reply to the shopper's own click: it comes before any marketing popup (PopupQueue).
  const turn = usePopupTurn("miniBasket", open);

  function onClosed() {
    setOpen(false);
    const back = trigger.current;
    trigger.current = null;
    if (back?.isConnected) back.focus();
  }

  if (!open || !turn) return null;
  return (
    <Suspense fallback={null}>
      <MiniBasketDrawer view={loader.data} busy={loader.state !== "idle"} onClosed={onClosed} />
    </Suspense>
  );
}
