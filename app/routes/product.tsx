import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData, useLocation, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { getProductByUrlKey } from "~/commerce/catalog/product.server";
import { productTrail } from "~/commerce/catalog/search";
import { menuCategories } from "~/commerce/store/store";
import { Breadcrumbs } from "~/components/catalog/Breadcrumbs";
import { useStoreView } from "~/components/layout/useStoreView";
import { categoryPath } from "~/i18n/store-views";
import { AddToBasketForm } from "~/components/product/AddToBasketForm";
import { ProductGallery } from "~/components/product/ProductGallery";
import { Amount, ProductPriceTag } from "~/components/ui/Price";
import { refusedAddFrom } from "~/forms/add-to-basket";
import { loadStoreData } from "~/commerce/store/store.server";
import { cacheHeaders, pageHeaders } from "~/http/cache.server";
import type { ScreenHandle } from "~/routing/registry";
import { chooseDefaultVariant, configurableChoices } from "~/commerce/catalog/default-variant";
import {
  bundleOptions,
  bundlePrice,
  bundleSelectionFrom,
  chosenOptionsFrom,
  defaultBundleSelection,
  type BundleSelection,
} from "~/commerce/catalog/product-selection";
import productStylesheet from "~/styles/product.css";

export const handle: ScreenHandle = { screen: "product" };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: productStylesheet }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { shop } = context;
  const [{ product, categories, cacheTags }, store] = await Promise.all([
    getProductByUrlKey(shop.commerce, params.urlKey ?? ""),
    loadStoreData(shop.commerce),
  ]);
  if (!product) throw data(null, { status: 404 });
  const url = new URL(request.url);
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
  return data(
    {
      product,
      // Home > the deepest of its categories in the store's menu, with the categories above it.
      trail: productTrail(
        categories,
        menuCategories(store.data).map((category) => category.uid),
      ),
      variant: variant ?? null,
      bundleSelection,
      quantity: quantity && /^\d{1,3}$/.test(quantity) ? quantity : "1",
      title: `${product.metaTitle || product.name} | ${t("brand")}`,
    },
    { headers: cacheHeaders({ personal: false, ttl: store.ttl, tags: cacheTags }) },
  );
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [];
  return [{ title: data.title }, { name: "description", content: data.product.metaDescription ?? "" }];
};

export default function ProductPage() {
  const loaderData = useLoaderData<typeof loader>();
  const { t } = useTranslation("product");
  const location = useLocation();
  const [query] = useSearchParams();
  const { product, variant, trail } = loaderData;
  const storeView = useStoreView();
  const items = bundleOptions(product);
  // The address shows the choice (a "Show selection", or an add coming back without JavaScript) and
  // what a refused add got wrong, which the form marks as the fetcher's answer would.
  const refusal = refusedAddFrom(query);
  const shownSelection = loaderData.bundleSelection;
  // With JavaScript the bundle's price follows every tick at once; the address is left alone.
  // The ticks count only for the selection the page showed when they were made: a new one (another
  // address) drops them, without an effect.
  const shownKey = JSON.stringify(shownSelection);
  const [live, setLive] = useState<{ key: string; selection: BundleSelection } | null>(null);
  const bundleSelection = (live?.key === shownKey ? live.selection : null) ?? shownSelection;
  const shown = variant ?? product;
  const inStock = shown.inStock;
  const { currency } = product;
  return (
    <>
      {trail ? (
        <Breadcrumbs
          trail={trail.map((crumb) => ({
            name: crumb.name,
            path: crumb.urlPath ? categoryPath(storeView, crumb.urlPath) : null,
          }))}
          current={product.name}
        />
      ) : null}
      <article className="product-page">
        <ProductGallery product={product} variant={variant} />
        <div className="product-page__details">
          <h1>{product.name}</h1>
          {bundleSelection ? (
            <p className="price" data-testid="price" aria-live="polite">
              <span className="price__final">
                <Amount money={currency ? bundlePrice(items, bundleSelection, currency) : null} />
              </span>
            </p>
          ) : (
            <ProductPriceTag price={shown.price} />
          )}
          <p className={inStock ? "stock stock--in" : "stock stock--out"} data-testid="stock-status">
            {inStock ? t("stock.inStock") : t("stock.outOfStock")}
          </p>
          <AddToBasketForm
            product={product}
            redirectTo={location.pathname}
            variant={variant}
            bundleSelection={bundleSelection}
            onBundleChange={(selection) => setLive({ key: shownKey, selection })}
            quantity={loaderData.quantity}
            inStock={inStock}
            refusal={refusal}
          />
          {product.descriptionHtml ? (
            <section className="product-page__description" aria-labelledby="description-heading">
              <h2 id="description-heading">{t("description")}</h2>
              <div dangerouslySetInnerHTML={{ __html: product.descriptionHtml }} />
            </section>
          ) : null}
        </div>
      </article>
    </>
  );
}
