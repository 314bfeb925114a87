import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  breadcrumbsPart,
  cacheHeaders,
  data,
  getProductByUrlKey,
  heartChoicePart,
  keepForDocument,
  loadStoreData,
  menuCategories,
  pageHeaders,
  productFactsPart,
  productForPage,
  productJsonLd,
  productOpenGraph,
  productRatingPart,
  productTrail,
  refusedAddFrom,
  reviewIntent,
  reviewsHtmlForDocument,
  reviewGatePart,
  reviewSummaryPart,
  soldOutPart,
  startBelowTheFold,
  stickyAddPart,
  spinFramesPart,
  stockAlertIntent,
  subscribeAndSavePart,
  subscribeAndSaveView,
  takeReviewReceived,
  unitPriceLine,
} from "./product.server";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useState } from "react";
import { Breadcrumbs } from "~/components/catalog/Breadcrumbs";
import { AddToBasketForm } from "~/components/product/AddToBasketForm";
import { WishlistButton } from "~/components/product/WishlistButton";
import { ProductGallery } from "./ProductGallery";
import { ProductTabs } from "./ProductTabs";
import { StaticPart } from "~/components/ui/static-part";
import { DeliveryTimerLine } from "./DeliveryTimerLine";
import { FLAVOUR_CODE, flavourLabel, productPageSettings } from "~/commerce/catalog/product-page-settings";
import { dispatchOf, nextCutoffs, storeHolidays } from "~/commerce/checkout/delivery-timer";
import { ProductReviews } from "./ProductReviews";
import { ProductDeal, StockAlertForm } from "./on-demand";
import { ProductCrossSells } from "./ProductCrossSells";
import { PRODUCT_JSON_LD_KEY, ProductJsonLd } from "./ProductJsonLd";
import { REVIEW_INTENT, type ReviewAnswer } from "./product-review.fields";
import { STOCK_ALERT_INTENT } from "./stock-alert.fields";
import { Amount, ProductPriceTag } from "~/components/ui/Price";
import type { ScreenHandle } from "~/routing/registry";
import { paths } from "~/routing/paths";
import { chooseDefaultVariant, configurableChoices } from "~/commerce/catalog/default-variant";
import {
  bundleOptions,
  bundlePrice,
  bundleSelectionFrom,
  chosenOptionsFrom,
  defaultBundleSelection,
  type BundleSelection,
} from "~/commerce/catalog/product-selection";
import productPageStylesheet from "./product-page.css";

export const handle: ScreenHandle = { screen: "product" };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: productPageStylesheet }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { shop } = context;
  const url = new URL(request.url);
  const productRead = getProductByUrlKey(shop.commerce, params.urlKey ?? "");
  // The reviews and cross-sells start as soon as the product is known; the page waits for them
  // below, after its own work, so that its HTML is whole without JavaScript (ADR 0055).
  const belowTheFold = startBelowTheFold(shop, productRead, url);
  const [{ product, categories, cacheTags }, store] = await Promise.all([productRead, loadStoreData(shop.commerce)]);
  const settings = productPageSettings(store.data);
  if (!product) throw data(null, { status: 404 });
  const { options, variants } = configurableChoices(product);
  const chosen = chosenOptionsFrom(
    url.searchParams,
    options.map((option) => option.code),
  );
  const variant = variants.length ? chooseDefaultVariant(variants, options, chosen) : undefined;
  const items = bundleOptions(product);
  // "Show selection" without JavaScript brings the chosen parts here; the price follows them.
  const bundleSelection = items.length
    ? (bundleSelectionFrom(url.searchParams, items) ?? defaultBundleSelection(items))
    : null;
  const quantity = url.searchParams.get("quantity");
  const { t } = shop;
  const title = `${product.metaTitle || product.name} | ${t("brand")}`;
  // Absolute addresses on the configured origin, never the request's Host (a cached page keeps them).
  const origin = context.config.publicUrl;
  const jsonLd = productJsonLd({ origin, path: url.pathname, product, brand: t("brand") });
  const openGraph = productOpenGraph({ origin, path: url.pathname, product, title, siteName: t("brand") });
  const { reviews, alertEmail, crossSells } = (await belowTheFold)!;
  // A review just posted without JavaScript: the form's place thanks for it, as a fetcher's answer would.
  const reviewReceived = takeReviewReceived(shop.session, shop.storeView.code, product.sku);
  const breadcrumbsOf = (trail: ReturnType<typeof productTrail>) =>
    trail ? breadcrumbsPart(context, request, trail, product.name) : null;
  // Its description and nutrition table are in the document once, not again in the page's data.
  const { product: pageProduct, tabsView } = productForPage(context, product, settings.deliveryTimer);
  // The delivery timer's next working-day cut-offs as the page is made; when an order leaves follows.
  const holidays = storeHolidays(store.data.storeConfig);
  const cutoffs = settings.deliveryTimer
    ? nextCutoffs({ ...settings.deliveryTimer, holidays }, new Date(), shop.storeView.locale)
    : [];
  return data(
    {
      product: pageProduct,
      tabsView,
      // The review list's HTML (with its pager, made here) is in the document once, not again in the
      // data it hydrates from. (its histogram is in the summary's static part below, not again here)
      reviews: reviews
        ? { ...reviews, ratingCounts: [], ...reviewsHtmlForDocument(context, reviews, url.pathname, url.search) }
        : reviews,
      // What never changes in the browser is made here (static parts): the ratings' summaries.
      reviewSummary: reviews ? reviewSummaryPart(context, reviews) : null,
      // Why a guest or a customer who has not bought it cannot review, and the way in (a guest).
      reviewGate: reviews ? reviewGatePart(context, reviews.reviewer, `${url.pathname}${url.search}`) : null,
      ratingPart: productRatingPart(context, product.rating),
      // The frames of the spin the still's link asked for (`?spin=<n>`).
      spinFrames: spinFramesPart(context, product, variant ?? null, url.searchParams.get("spin")),
      alertEmail,
      crossSells,
      // Home > the deepest of its categories in the store's menu, with the categories above it.
      breadcrumbs: breadcrumbsOf(
        productTrail(
          categories,
          menuCategories(store.data).map((category) => category.uid),
        ),
      ),
      variant: variant ?? null,
      // "Flavour: Vanilla" beside the flavour choice, for the pack shown (null: labels off, no flavours).
      flavourLabel: flavourLabel(
        settings.flavourLabel,
        variant ?? null,
        options.some((option) => option.code === FLAVOUR_CODE),
      ),
      // The wishlist heart's options: the pack shown's option values.
      wishlistOptions: variant?.attributes.map((attribute) => attribute.uid).join(" "),
      // Without JavaScript, the heart that saves the flavour and size ticked (a static part).
      heartChoice: await heartChoicePart(context, { formId: "add-to-basket", product }),
      // A product sold for good says so (a static part).
      soldOutNote: soldOutPart(context, product.soldOut),
      // The stock line and SKU of the pack shown (a static part).
      facts: productFactsPart(context, {
        soldOut: product.soldOut,
        inStock: (variant ?? product).inStock && !product.soldOut,
        sku: (variant ?? product).sku,
      }),
      bundleSelection,
      quantity: quantity && /^\d{1,3}$/.test(quantity) ? quantity : "1",
      // What a refused add coming back without JavaScript got wrong (read from the address here, so
      // that the schema's check runs on the server).
      refusal: refusedAddFrom(url.searchParams),
      settings,
      // per serving and per kg, for the pack shown (a bundle's price follows its ticks: none)
      unitPrices: bundleSelection
        ? null
        : unitPriceLine(shop, store.data, (variant ?? product).price.final, (variant ?? product).pack),
      // The phone's add bar for the pack shown (in stock, not a bundle: its price follows the ticks).
      stickyAdd:
        (variant ?? product).inStock && !product.soldOut && !items.length
          ? stickyAddPart(context, store.data, {
              formId: "add-to-basket",
              name: product.name,
              price: (variant ?? product).price.final,
            })
          : null,
      // Subscribe and save for the pack shown (a bundle is a one-off purchase), a static part.
      subscription: subscribeAndSavePart(
        context,
        subscribeAndSaveView(
          shop,
          store.data,
          product,
          (variant ?? product).price.final,
          paths.customer.loginReferer(shop.storeView, `${url.pathname}${url.search}`),
        ),
      ),
      // When an order leaves, as the page is made; the browser follows the same cut-offs.
      dispatch: dispatchOf(cutoffs, Date.now()),
      cutoffs,
      // A stock Magento has no back-in-stock alerts (nor anything else only the extension offers):
      // said only there, so the default page's data stays as it was.
      ...(store.extensions ? {} : { stockMagento: true as const }),
      ...(reviewReceived ? { review: { result: {}, submitted: true } satisfies ReviewAnswer } : {}),
      title,
      // What crawlers and link previews read, made here so that none of it is shipped as code; the
      // JSON-LD is in the document once, not again in the data the page hydrates from.
      jsonLd: keepForDocument(context, PRODUCT_JSON_LD_KEY, jsonLd),
      openGraph,
    },
    // A signed-in customer's page carries their email (the alert form) and review rights: never shared.
    { headers: cacheHeaders({ personal: Boolean(shop.commerce.customerToken), ttl: store.ttl, tags: cacheTags }) },
  );
}

/** The page's own forms: a review, a back-in-stock alert. Adds post to the basket route. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const { shop } = context;
  const { product } = await getProductByUrlKey(shop.commerce, params.urlKey ?? "");
  if (!product) throw data(null, { status: 404 });
  const formData = await request.formData();
  const intent = formData.get("intent");
  const args = { request, formData, shop, product };
  if (intent === REVIEW_INTENT) return reviewIntent(args);
  if (intent === STOCK_ALERT_INTENT) return stockAlertIntent(args);
  throw data(null, { status: 400 });
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [];
  return [
    { title: data.title },
    { name: "description", content: data.product.metaDescription ?? "" },
    // OpenGraph for link previews
    ...data.openGraph,
  ];
};

export default function ProductPage() {
  const loaderData = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const location = useLocation();
  const { product, variant, refusal, settings, dispatch, cutoffs } = loaderData;
  const items = bundleOptions(product);
  // The address shows the choice (a "Show selection", or an add coming back without JavaScript) and
  // what a refused add got wrong, which the form marks as the fetcher's answer would.
  const shownSelection = loaderData.bundleSelection;
  // With JavaScript the bundle's price follows every tick at once; the address is left alone.
  // The ticks count only for the selection the page showed when they were made: a new one (another
  // address) drops them, without an effect.
  const shownKey = JSON.stringify(shownSelection);
  const [live, setLive] = useState<{ key: string; selection: BundleSelection } | null>(null);
  const bundleSelection = (live?.key === shownKey ? live.selection : null) ?? shownSelection;
  const shown = variant ?? product;
  // Sold for good: no add, no alert; merely out of stock: the alert form offers to tell the shopper.
  const { soldOut, currency } = product;
  const inStock = shown.inStock && !soldOut;
  return (
    <>
      {loaderData.breadcrumbs ? <Breadcrumbs part={loaderData.breadcrumbs} /> : null}
      <article className="product-page">
        <ProductGallery product={product} variant={variant} spinFrames={loaderData.spinFrames} />
        <div className="product-page__details">
          <h1>{product.name}</h1>
          {loaderData.ratingPart ? (
            <StaticPart part={loaderData.ratingPart} as="p" className="product-rating" data-testid="product-rating" />
          ) : null}
          {bundleSelection ? (
            <p className="price" data-testid="price" aria-live="polite">
              <span className="price__final">
                <Amount money={currency ? bundlePrice(items, bundleSelection, currency) : null} />
              </span>
            </p>
          ) : (
            <>
              <ProductPriceTag price={shown.price} />
              {loaderData.unitPrices ? (
                <p className="unit-price" data-testid="unit-price">
                  {loaderData.unitPrices}
                </p>
              ) : null}
            </>
          )}
          {product.deal && !soldOut ? <ProductDeal deal={product.deal} timezone={settings.timezone} /> : null}
          <StaticPart part={loaderData.facts} className="product-page__facts" />
          {loaderData.soldOutNote ? (
            <StaticPart part={loaderData.soldOutNote} className="sold-out" data-testid="sold-out" role="status" />
          ) : (
            <AddToBasketForm
              product={product}
              redirectTo={location.pathname}
              variant={variant}
              bundleSelection={bundleSelection}
              onBundleChange={(selection) => setLive({ key: shownKey, selection })}
              quantity={loaderData.quantity}
              inStock={inStock}
              refusal={refusal}
              flavourLabel={loaderData.flavourLabel}
              purchaseChoice={
                loaderData.subscription && inStock ? (
                  <StaticPart part={loaderData.subscription} as="fieldset" className="purchase-choice" />
                ) : null
              }
            />
          )}
          {loaderData.heartChoice ? (
            <StaticPart part={loaderData.heartChoice} className="heart-choice no-script-only" />
          ) : null}
          <WishlistButton sku={product.sku} options={loaderData.wishlistOptions} />
          {loaderData.stickyAdd && inStock && !bundleSelection ? (
            <StaticPart part={loaderData.stickyAdd} className="sticky-add" data-testid="sticky-add" />
          ) : null}
          {inStock && settings.deliveryTimer && dispatch ? (
            <DeliveryTimerLine timer={settings.deliveryTimer} dispatch={dispatch} cutoffs={cutoffs} compact />
          ) : null}
          {inStock || soldOut || loaderData.stockMagento ? null : (
            <StockAlertForm
              product={product}
              variant={variant}
              email={loaderData.alertEmail}
              answer={answer && "stockAlert" in answer ? answer.stockAlert : null}
            />
          )}
        </div>
      </article>
      {/* "Order within …" only for what can be ordered now; the cut-off and the rest of the tab stay. */}
      <ProductTabs
        view={loaderData.tabsView}
        deliveryTimer={settings.deliveryTimer}
        dispatch={inStock ? dispatch : null}
        cutoffs={cutoffs}
      />
      <ProductReviews
        section={loaderData.reviews}
        summary={loaderData.reviewSummary}
        gate={loaderData.reviewGate}
        answer={answer && "review" in answer ? answer.review : loaderData.review}
      />
      <ProductCrossSells offers={loaderData.crossSells} />
      <ProductJsonLd json={loaderData.jsonLd} />
    </>
  );
}
