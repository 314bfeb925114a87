// The product page's tabs: description, delivery_options, nutritional_and_ingredients,
// amino_acid_profile, claims_list (SPEC §2's ids). Without JavaScript every tab is a <section> with
// its heading, one below the other, and the tab list is a list of anchors to them, so a shared
// `#nutritional_and_ingredients` lands on its section. With JavaScript the same links become ARIA
// tabs (WAI-ARIA's tabs pattern: arrow keys, Home and End, one panel shown) and the address's hash
// follows the open tab, so a shared link opens it.
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type { DeliveryTimer } from "~/commerce/checkout/delivery-timer";
import type { ProductDetail } from "~/commerce/catalog/product";
import { tabFromHash, type TabId } from "~/commerce/catalog/product-page-settings";
import { useShop } from "~/components/layout/ShopContext";
import { useDocumentHtml } from "~/components/ui/document-html";
import { useHydrated } from "~/components/ui/useHydrated";
import { DeliveryTimerLine } from "./DeliveryTimerLine";
import { numberFormat } from "~/i18n/format";
import {
  PRODUCT_DESCRIPTION_HTML_KEY,
  PRODUCT_NUTRITION_HTML_KEY,
  type ProductHtmlInDocument,
  type ProductTabsView,
} from "./product-html";

export function ProductTabs({
  product,
  view,
  deliveryTimer = null,
  minutesLeft = null,
}: {
  product: ProductDetail;
  /** The product's tabs and where its markup is, as the loader found them (product-html.server.ts). */
  view: ProductTabsView;
  deliveryTimer?: DeliveryTimer | null;
  /** Minutes to the dispatch cut-off when the page was made (the browser counts on from there). */
  minutesLeft?: number | null;
}) {
  const { t } = useTranslation("product");
  const hydrated = useHydrated();
  const { tabs } = view;
  const [active, setActive] = useState<TabId>(tabs[0]);
  const tabRefs = useRef<Partial<Record<TabId, HTMLAnchorElement | null>>>({});

  // The address's hash opens its tab: on arrival and when a link on the page points at one.
  useEffect(() => {
    const follow = () => {
      const fromHash = tabFromHash(window.location.hash, tabs);
      if (fromHash) setActive(fromHash);
    };
    follow();
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
    // The tab list follows from the product; its key is enough.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tabs.join()]);

  // On a phone the tab list scrolls sideways: the open tab is brought into it (sideways only, so the
  // page itself does not move).
  useEffect(() => {
    const tab = tabRefs.current[active];
    const list = tab?.parentElement;
    if (!hydrated || !tab || !list) return;
    if (tab.offsetLeft < list.scrollLeft || tab.offsetLeft + tab.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = tab.offsetLeft - 16;
    }
  }, [active, hydrated]);

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
      {tabs.map((id) => (
        <section key={id} id={id} className="product-tabs__panel" {...panel(id)}>
          <h2 id={`heading-${id}`} className="product-tabs__heading">
            {t(`tabs.${id}`)}
          </h2>
          <TabContent
            id={id}
            product={product}
            inDocument={view.htmlInDocument}
            deliveryTimer={deliveryTimer}
            minutesLeft={minutesLeft}
          />
        </section>
      ))}
    </div>
  );
}

function TabContent({
  id,
  product,
  inDocument,
  deliveryTimer,
  minutesLeft,
}: {
  id: TabId;
  product: ProductDetail;
  inDocument: ProductHtmlInDocument;
  deliveryTimer: DeliveryTimer | null;
  minutesLeft: number | null;
}) {
  const { t } = useTranslation("product");
  const { content } = product;
  // The backend's markup: in the loader data, or (a document's first render) in the document itself.
  const descriptionHtml = useDocumentHtml(
    PRODUCT_DESCRIPTION_HTML_KEY,
    product.descriptionHtml,
    inDocument.description,
  );
  const nutritionHtml = useDocumentHtml(PRODUCT_NUTRITION_HTML_KEY, content.nutritionHtml, inDocument.nutrition);
  switch (id) {
    case "description":
      return <div className="product-tabs__html" dangerouslySetInnerHTML={{ __html: descriptionHtml ?? "" }} />;
    case "delivery_options":
      return (
        <div className="product-tabs__delivery">
          {deliveryTimer && minutesLeft !== null ? (
            <DeliveryTimerLine timer={deliveryTimer} minutes={minutesLeft} />
          ) : null}
          <ul className="product-tabs__facts">
            {deliveryTimer ? <li>{t("delivery.cutoff", { time: deliveryTimer.shipmentTime })}</li> : null}
            <li>{t("delivery.tracking")}</li>
            <li>{t("delivery.returns")}</li>
          </ul>
        </div>
      );
    case "nutritional_and_ingredients":
      return (
        <div className="product-tabs__nutrition">
          {nutritionHtml !== null ? (
            <div className="product-tabs__table" dangerouslySetInnerHTML={{ __html: nutritionHtml }} />
          ) : null}
          <dl className="product-tabs__facts-list">
            {(
              [
                ["ingredients", content.ingredients],
                ["texture", content.texture],
                ["activeIngredients", content.activeIngredients],
                ["recommendedServing", content.recommendedServing],
              ] as const
            ).map(([key, text]) =>
              text ? (
                <div key={key}>
                  <dt>{t(`content.${key}`)}</dt>
                  <dd>{text}</dd>
                </div>
              ) : null,
            )}
          </dl>
        </div>
      );
    case "amino_acid_profile":
      return <AminoAcidTable product={product} />;
    case "claims_list":
      return (
        <ul className="product-tabs__claims">
          {content.claims.map((claim) => (
            <li key={claim}>{claim}</li>
          ))}
        </ul>
      );
  }
}

function AminoAcidTable({ product }: { product: ProductDetail }) {
  const { t } = useTranslation("product");
  const { locale } = useShop();
  const number = numberFormat(locale, { maximumFractionDigits: 2 });
  const grams = (value: number | null) => (value === null ? "–" : `${number.format(value)} g`);
  return (
    <div className="product-tabs__table">
      <table className="nutrition-table">
        <thead>
          <tr>
            <th scope="col">{t("content.aminoAcid")}</th>
            <th scope="col">{t("content.perServing")}</th>
            <th scope="col">{t("content.per100g")}</th>
          </tr>
        </thead>
        <tbody>
          {product.content.aminoAcids.map((amino) => (
            <tr key={amino.name}>
              <th scope="row">{amino.name}</th>
              <td>{grams(amino.perServing)}</td>
              <td>{grams(amino.per100g)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
