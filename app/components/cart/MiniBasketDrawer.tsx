import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type { MiniBasketView } from "~/commerce/cart/mini-basket";
import { useStoreView } from "~/components/layout/useStoreView";
import { Amount, ProductPriceTag } from "~/components/ui/Price";
import { paths } from "~/routing/paths";
import { CrossSellQuickAdd } from "./CrossSellQuickAdd";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { useColon } from "~/i18n/colon";
import { productPath } from "~/i18n/store-views";

/**
 * The mini basket's drawer, loaded when the first add opens it: the line added, the basket's count
 * and subtotal, links to the basket and checkout, and (the cross-sell popup) suggestions for the
 * product added, each with a quick add that updates the drawer in place. A modal dialog: focus
 * moves in, Escape or the close button closes it; the caller gives focus back.
 */
export function MiniBasketDrawer({
  view,
  busy,
  onClosed,
}: {
  view: MiniBasketView | undefined;
  busy: boolean;
  onClosed: () => void;
}) {
  const { t } = useTranslation("crosssells");
  const colon = useColon();
  const storeView = useStoreView();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const line = view?.line ?? null;
  const productHref = line?.urlKey ? productPath(storeView, line.urlKey) + line.productSearch : null;
  const close = () => dialog.current?.close();
  const picture = line?.imageUrl ? (
    <ResponsiveImage src={line.imageUrl} alt="" width={72} height={72} sizes="72px" />
  ) : null;
  return (
    <dialog ref={dialog} className="mini-basket" aria-labelledby="mini-basket-title" onClose={onClosed}>
      <div className="mini-basket__head">
        <h2 id="mini-basket-title">{t("mini.title")}</h2>
        <button type="button" className="mini-basket__close" aria-label={t("mini.close")} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {!view ? (
        <p className="mini-basket__loading" role="status">
          {t("mini.loading")}
        </p>
      ) : (
        <div className="mini-basket__body" aria-busy={busy}>
          {line ? (
            <div className="mini-basket__line" data-testid="mini-basket-line">
              {picture && productHref ? (
                // The name is the link a keyboard or screen reader meets; the picture, the same for a pointer.
                <Link to={productHref} tabIndex={-1} aria-hidden="true" onClick={close}>
                  {picture}
                </Link>
              ) : (
                picture
              )}
              <div>
                <p className="mini-basket__name">
                  {productHref ? (
                    <Link to={productHref} onClick={close}>
                      {line.name}
                    </Link>
                  ) : (
                    line.name
                  )}
                </p>
                {line.configurableOptions.length ? (
                  <p className="mini-basket__options">
                    {line.configurableOptions.map((o) => `${o.label}${colon}${o.value}`).join(", ")}
                  </p>
                ) : null}
                <p className="mini-basket__qty">
                  {t("mini.quantity", { count: line.quantity })} · <Amount money={line.rowTotal} />
                </p>
              </div>
            </div>
          ) : null}
          <dl className="mini-basket__summary">
            <div>
              <dt>{t("mini.items")}</dt>
              <dd data-testid="mini-basket-count">{view.totalQuantity}</dd>
            </div>
            <div>
              <dt>{t("mini.subtotal")}</dt>
              <dd>
                <Amount money={view.subtotal} />
              </dd>
            </div>
          </dl>
          <div className="mini-basket__actions">
            {/* Checkout first: the drawer's main way on. */}
            <Link
              to={paths.checkout.start(storeView)}
              className="button button--primary"
              data-testid="mini-basket-checkout"
              onClick={close}
            >
              {t("mini.checkout")}
            </Link>
            <Link to={paths.basket(storeView)} className="button button--secondary" onClick={close}>
              {t("mini.viewBasket")}
            </Link>
          </div>
          {view.crossSells.length ? (
            <section className="mini-basket__cross-sells" aria-labelledby="mini-basket-cross-sells">
              <h3 id="mini-basket-cross-sells">{t("mini.crossSellsTitle")}</h3>
              <p className="mini-basket__social">{t("block.alsoBought", { percent: 57 })}</p>
              <ul>
                {view.crossSells.map((offer) => (
                  <li key={offer.sku} className="mini-basket__offer">
                    {offer.imageUrl ? (
                      <ResponsiveImage src={offer.imageUrl} alt="" width={56} height={56} sizes="56px" />
                    ) : null}
                    <div className="mini-basket__offer-body">
                      <p className="mini-basket__offer-name">{offer.name}</p>
                      <ProductPriceTag price={offer.price} />
                    </div>
                    <CrossSellQuickAdd
                      urlKey={offer.urlKey ?? ""}
                      name={offer.name}
                      redirectTo={paths.basket(storeView)}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      )}
    </dialog>
  );
}
