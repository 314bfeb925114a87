// The product page's tabs: description, delivery_options, nutritional_and_ingredients,
// amino_acid_profile, claims_list (SPEC §2's ids). Without JavaScript every tab is a <section> with
// its heading, one below the other, and the tab list is a list of anchors to them, so a shared
// `#nutritional_and_ingredients` lands on its section. With JavaScript the same links become ARIA
// tabs (WAI-ARIA's tabs pattern: arrow keys, Home and End, one panel shown) and the address's hash
// follows the open tab, so a shared link opens it.
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type { Cutoff, DeliveryTimer, Dispatch } from "~/commerce/checkout/delivery-timer";
import { tabFromHash, type TabId } from "~/commerce/catalog/product-page-settings";
import { StaticPart } from "~/components/ui/static-part";
import { useHydrated } from "~/components/ui/useHydrated";
import { DeliveryTimerLine } from "./DeliveryTimerLine";
import type { ProductTabsView } from "./product-html";

export function ProductTabs({
  view,
  deliveryTimer = null,
  dispatch = null,
  cutoffs = [],
}: {
  /** The product's tabs and their contents, as the loader found them (product-html.server.ts). */
  view: ProductTabsView;
  deliveryTimer?: DeliveryTimer | null;
  /** When an order leaves, as the page was made (the browser follows the cut-offs from there). */
  dispatch?: Dispatch | null;
  /** the next working days' cut-offs */
  cutoffs?: Cutoff[];
}) {
  const { t } = useTranslation("product");
  const hydrated = useHydrated();
  const { tabs } = view;
  // The open tab is shown only once the page has started, so the address's hash can choose it from the
  // first: the tabs start with it open, in the same change that closes the others, and the browser keeps
  // in sight what the hash brought into view (opening another tab first would move it).
  const [active, setActive] = useState<TabId>(() => tabInAddress(tabs) ?? tabs[0]);
  const tabRefs = useRef<Partial<Record<TabId, HTMLAnchorElement | null>>>({});

  // The address's hash opens its tab when a link on the page points at one, and when another product
  // (another tab list) comes in the same page.
  useEffect(() => {
    const follow = () => {
      const fromHash = tabInAddress(tabs);
      if (fromHash) setActive(fromHash);
    };
    follow();
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
    // The tab list follows from the product; its key is enough.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tabs.join()]);

  // On a phone the tab list scrolls sideways: the open tab is brought into it (sideways only, so the
  // page itself does not move). The first tab is where the list starts, or was reached by a click or
  // by the keyboard (whose focus brings it into view): nothing to measure, so hydration forces no layout.
  useEffect(() => {
    const tab = tabRefs.current[active];
    const list = tab?.parentElement;
    if (!hydrated || !tab || !list || active === tabs[0]) return;
    if (tab.offsetLeft < list.scrollLeft || tab.offsetLeft + tab.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = tab.offsetLeft - 16;
    }
  }, [active, hydrated, tabs]);

  function open(id: TabId, focus: boolean) {
    setActive(id);
    // The hash follows without a jump (replaceState fires no hashchange and does not scroll).
    window.history.replaceState(window.history.state, "", `#${id}`);
    if (focus) tabRefs.current[id]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const last = tabs.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    open(tabs[next[event.key]], true);
  }

  const panel = (id: TabId) =>
    hydrated
      ? { role: "tabpanel", "aria-labelledby": `tab-${id}`, hidden: active !== id, tabIndex: 0 }
      : { "aria-labelledby": `heading-${id}` };

  return (
    <div className={hydrated ? "product-tabs product-tabs--enhanced" : "product-tabs"} data-testid="product-tabs">
      <nav aria-label={t("tabs.label")} className="product-tabs__nav">
        <div className="product-tabs__list" {...(hydrated ? { role: "tablist", "aria-label": t("tabs.label") } : {})}>
          {tabs.map((id, index) => (
            <a
              key={id}
              href={`#${id}`}
              className="product-tabs__tab"
              ref={(element) => {
                tabRefs.current[id] = element;
              }}
              {...(hydrated
                ? {
                    id: `tab-${id}`,
                    role: "tab",
                    "aria-selected": active === id,
                    "aria-controls": id,
                    tabIndex: active === id ? 0 : -1,
                    onClick: (event) => {
                      event.preventDefault();
                      open(id, false);
                    },
                    onKeyDown: (event) => onKeyDown(event, index),
                  }
                : {})}
            >
              {t(`tabs.${id}`)}
            </a>
          ))}
        </div>
      </nav>
      {tabs.map((id) =>
        // Every panel but the delivery tab's is a static part, made on the server (product-tab-contents.server.tsx).
        id !== "delivery_options" ? (
          <StaticPart
            key={id}
            part={view.parts[id]!}
            as="section"
            id={id}
            className="product-tabs__panel"
            {...panel(id)}
          />
        ) : (
          <section key={id} id={id} className="product-tabs__panel" {...panel(id)}>
            <h2 id={`heading-${id}`} className="product-tabs__heading">
              {t(`tabs.${id}`)}
            </h2>
            <div className="product-tabs__delivery">
              {deliveryTimer && dispatch ? (
                <DeliveryTimerLine timer={deliveryTimer} dispatch={dispatch} cutoffs={cutoffs} />
              ) : null}
              <StaticPart part={view.parts[id]!} as="ul" className="product-tabs__facts" />
            </div>
          </section>
        ),
      )}
    </div>
  );
}

/** The tab the address's hash names, if any (none while rendering on the server). */
function tabInAddress(tabs: readonly TabId[]): TabId | null {
  return typeof window === "undefined" ? null : tabFromHash(window.location.hash, tabs);
}
