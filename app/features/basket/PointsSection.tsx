// Reward points in the basket: the points the order will gather (everyone); a guest is asked to sign
// in to redeem, returning to the basket; a signed-in customer sees the balance and what it is worth,
// and applies, updates, removes points or cancels a change. Plain posts to the basket route (303 and
// a message each), so it works without JavaScript; with it the same posts update the page in place.
import { useTranslation } from "~/i18n/use-translation";
import type { PointsAccount, PointsView } from "~/commerce/cart/points";
import { useStoreView } from "~/components/layout/useStoreView";
import { deferred, DeferredBoundary } from "~/components/ui/deferred";
import type { BasketIntentAnswer } from "~/forms/basket.fields";
import { paths } from "~/routing/paths";
import { ServerPointsForms } from "./points-forms.server";
import { numberFormat } from "~/i18n/format";

/**
 * A customer's forms: rendered on the server at once; in the browser (where the .server module is
 * empty) loaded only for a signed-in customer, before the page hydrates.
 */
const PointsForms = deferred("points-forms", ServerPointsForms, () => import("./PointsForms"));

export function PointsSection({
  points,
  account,
  answer,
}: {
  points: PointsView;
  /** null for a guest */
  account: PointsAccount | null;
  answer: BasketIntentAnswer | undefined;
}) {
  const { t } = useTranslation("points");
  const storeView = useStoreView();
  const number = (n: number) => numberFormat(storeView.locale).format(n);
  return (
    <section className="basket-points" aria-labelledby="basket-points-heading" data-testid="points-section">
      <h2 id="basket-points-heading">{t("heading")}</h2>
      {points.gathered > 0 ? (
        <p className="basket-points__gathered" data-testid="points-gathered">
          {t("gathered", { count: points.gathered, points: number(points.gathered) })}
        </p>
      ) : null}
      {account ? (
        <DeferredBoundary id="points-forms">
          <PointsForms points={points} account={account} answer={answer} number={number} />
        </DeferredBoundary>
      ) : (
        <p className="basket-points__guest">
          <a href={paths.customer.loginReferer(storeView, paths.basket(storeView))} data-testid="points-sign-in">
            {t("signInToRedeem")}
          </a>
        </p>
      )}
    </section>
  );
}
