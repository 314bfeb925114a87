// The strip of the shop's promises under the home page's hero: free delivery from the store's
// threshold, the dispatch cut-off, returns. Plain text with small drawn marks: no script, no picture.
import { useTranslation } from "~/i18n/use-translation";
import type { ShopPromises } from "~/commerce/store/shop-promises";
import { Amount } from "~/components/ui/Price";

export function ShopPromisesStrip({ promises }: { promises: ShopPromises }) {
  const { t } = useTranslation();
  return (
    // A row that scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <ul className="shop-promises" aria-label={t("promises.label")} data-testid="shop-promises" tabIndex={0}>
      {promises.freeDeliveryFrom ? (
        <li className="shop-promises__item shop-promises__item--delivery">
          <strong>{t("promises.freeDelivery")}</strong>{" "}
          <span>
            {t("promises.freeDeliveryFrom")} <Amount money={promises.freeDeliveryFrom} />
          </span>
        </li>
      ) : null}
      {promises.dispatchBy ? (
        <li className="shop-promises__item shop-promises__item--dispatch">
          <strong>{t("promises.dispatch")}</strong>{" "}
          <span>{t("promises.dispatchBy", { time: promises.dispatchBy })}</span>
        </li>
      ) : null}
      <li className="shop-promises__item shop-promises__item--returns">
        <strong>{t("promises.returns", { days: promises.returnsDays })}</strong>{" "}
        <span>{t("promises.returnsText")}</span>
      </li>
    </ul>
  );
}
