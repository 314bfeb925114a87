import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  PRIVATE_NO_STORE,
  addToBasketIntent,
  basketView,
  changeBasketLineIntent,
  crossSellOffersFor,
  data,
  featureIntentsFor,
  isCommerceError,
  isEnhancedSubmission,
  pageHeaders,
  pointsAccountFor,
  safeReturnPath,
  shippingEstimateFor,
  toCrossSellCards,
} from "~/features/basket/basket.server";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { BasketLine } from "~/features/basket/BasketLine";
import { BasketExtras } from "~/features/basket/BasketExtras";
import { BasketTotals } from "~/features/basket/BasketTotals";
import { CouponSection } from "~/features/basket/CouponSection";
import { CrossSells } from "~/features/basket/CrossSells";
import { DeliverySection } from "~/features/basket/DeliverySection";
import { PointsSection } from "~/features/basket/PointsSection";
import { Amount } from "~/components/ui/Price";
import { useStoreView } from "~/components/layout/useStoreView";
import { MAX_LINE_QUANTITY } from "~/forms/add-to-basket.fields";
import { BasketIntent, REDIRECT_TO_FIELD, type BasketIntentAnswer } from "~/forms/basket.fields";
import { paths } from "~/routing/paths";
import type { ScreenHandle } from "~/routing/registry";
import basketPageStyles from "~/features/basket/basket-page.css";

/** The screen of the route registry (which keeps it from search engines). */
export const handle: ScreenHandle = { screen: "basket" };

export async function loader({ context }: LoaderFunctionArgs) {
  const { shop } = context;
  const cartId = shop.basket.id();
  const t = shop.tFor("cart");
  const common = shop.t;
  const title = `${t("title")} | ${common("brand")}`;
  const headers = { "Cache-Control": PRIVATE_NO_STORE };
  const empty = { cart: null, estimate: null, pointsAccount: null, pointsOffered: false, crossSellCards: [], title };
  if (!cartId) return data(empty, { headers });
  try {
    // Reward points are the extension's: a stock Magento's basket has no points box at all.
    const pointsOffered = await shop.backend.extensions();
    const [cart, estimate, pointsAccount] = await Promise.all([
      shop.basket.get(),
      shippingEstimateFor(shop.commerce, cartId),
      pointsOffered ? pointsAccountFor(shop.commerce) : null,
    ]);
    if (!cart) return data(empty, { headers });
    const crossSellCards = toCrossSellCards(cart.crossSells, await crossSellOffersFor(shop.commerce, cart.crossSells));
    return data(
      { cart: basketView(cart, shop.tFor("cart")), estimate, pointsAccount, pointsOffered, crossSellCards, title },
      { headers },
    );
  } catch (error) {
    // A basket the backend no longer knows is an empty basket, not an error page.
    if (isCommerceError(error) && error.kind === "graphql") return data(empty, { headers });
    throw error;
  }
}

/**
 * Every change to the basket, from any page, posts here (Hydrogen's cart route): one intent per
 * change, a `redirectTo` kept on our own origin, a 303 back to it (data instead, for a fetcher).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { shop } = context;
  const formData = await request.formData();
  const args = {
    request,
    formData,
    shop,
    enhanced: isEnhancedSubmission(formData),
    redirectTo: safeReturnPath(formData.get(REDIRECT_TO_FIELD), paths.basket(shop.storeView)),
  };
  const intent = formData.get("intent");
  switch (intent) {
    case BasketIntent.add:
      return addToBasketIntent(args);
    case BasketIntent.updateQuantity:
    case BasketIntent.removeLine:
      return changeBasketLineIntent(args);
  }
  const offered = featureIntentsFor(await shop.backend.extensions());
  const handler = typeof intent === "string" && Object.hasOwn(offered, intent) ? offered[intent] : undefined;
  if (!handler) return data({ error: `Unknown intent: ${String(intent)}` }, { status: 400 });
  return handler(args);
}

export const headers = pageHeaders;

// The page's own sheet (lines, totals, layout), then each basket feature's.
export const links: LinksFunction = () => [{ rel: "stylesheet", href: basketPageStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export default function BasketPage() {
  const { cart, estimate, pointsAccount, pointsOffered, crossSellCards } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  // A line's change is answered on this page (an add returns to the page it came from) ...
  const actionData = answer && "refusal" in answer ? answer : undefined;
  // ... and so is a feature's form (coupon, delivery, points, extras) that the server refused.
  const featureAnswer: BasketIntentAnswer | undefined = answer && "intent" in answer ? answer : undefined;
  const { t } = useTranslation("cart");
  // A refused quantity comes back here: a malformed one as translation keys, one the shop does not
  // have as the backend's refusal worded with how many there are.
  const rejectedUid = actionData?.refusal?.itemUid ?? actionData?.result.initialValue?.itemUid;
  const rejection = {
    itemUid: typeof rejectedUid === "string" ? rejectedUid : undefined,
    id: actionData?.refusal?.id,
    errors: actionData?.refusal
      ? [actionData.refusal.message]
      : Object.values(actionData?.result.error ?? {})
          .flat()
          .filter((e): e is string => typeof e === "string")
          .map((key) => t(`errors.${key}`, { max: MAX_LINE_QUANTITY })),
  };
  const storeView = useStoreView();
  const items = cart?.lines ?? [];
  if (!cart || items.length === 0) {
    return (
      <section className="basket basket--empty">
        <h1>{t("title")}</h1>
        <p>{t("empty")}</p>
        <Link to={paths.home(storeView)} discover="none" className="button button--primary">
          {t("continueShopping")}
        </Link>
      </section>
    );
  }
  return (
    <section className="basket" aria-labelledby="basket-heading">
      <h1 id="basket-heading">{t("title")}</h1>
      {/* On a phone the summary comes after the lines: the total and the way on stay at the top. */}
      <div className="basket__glance" data-testid="basket-glance">
        <p className="basket__glance-total">
          <span>{t("grandTotal")}</span> <Amount money={cart.grandTotal} />
        </p>
        <Link to={paths.checkout.start(storeView)} className="button button--primary basket__glance-checkout">
          {t("checkout")}
        </Link>
      </div>
      <div className="basket__main">
        {cart.errorMessages.length ? (
          <ul className="notice notice--error basket__errors" role="alert">
            {cart.errorMessages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
        <ul className="basket__lines">
          {items.map((item) => (
            <BasketLine
              key={item.uid}
              item={item}
              errors={rejection.itemUid === item.uid ? rejection.errors : []}
              refusalId={rejection.itemUid === item.uid ? rejection.id : undefined}
            />
          ))}
        </ul>
      </div>
      {/* The summary comes right after the lines (a phone shows it before the offers); from 992 px
          it is the column beside them. */}
      <aside className="basket__side" aria-label={t("summary")}>
        <DeliverySection cart={cart} estimate={estimate} answer={featureAnswer} />
        <CouponSection coupons={cart.coupons} answer={featureAnswer} />
        {pointsOffered ? <PointsSection points={cart.points} account={pointsAccount} answer={featureAnswer} /> : null}
        <BasketTotals cart={cart} />
        <Link
          to={paths.checkout.start(storeView)}
          className="button button--primary basket__checkout"
          data-testid="basket-checkout"
        >
          {t("checkout")}
        </Link>
      </aside>
      <div className="basket__more">
        <BasketExtras extras={cart.extras} answer={featureAnswer} />
        <CrossSells cards={crossSellCards} />
      </div>
    </section>
  );
}
