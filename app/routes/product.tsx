import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { TFunction } from "i18next";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { addToBasket } from "~/commerce/add-to-basket.server";
import { getProductByUrlKey } from "~/commerce/catalog.server";
import { failureMessages } from "~/commerce/error-messages";
import { isCommerceError } from "~/commerce/errors";
import { AddToBasketForm } from "~/components/product/AddToBasketForm";
import { ProductGallery } from "~/components/product/ProductGallery";
import { Amount, ProductPriceTag } from "~/components/ui/Price";
import { AddToBasketSchema, type AddToBasketActionData } from "~/forms/add-to-basket";
import { loadStoreData } from "~/commerce/store.server";
import { cacheHeaders, pageHeaders } from "~/http/cache.server";
import { productPath } from "~/i18n/store-views";
import type { ScreenHandle } from "~/routing/registry";
import { queueMessages } from "~/sessions/messages.server";
import { presentItems } from "~/commerce/lists";
import { chooseDefaultVariant, configurableChoices } from "~/state/default-variant";
import {
  bundleOptions,
  bundlePrice,
  bundleSelectionFrom,
  choiceSourceOf,
  chosenOptionsFrom,
  defaultBundleSelection,
  purchaseFrom,
  type BundleSelection,
  type PurchaseProblem,
} from "~/state/product-selection";
import productStylesheet from "~/styles/product.css";
import { createMessage } from "~/state/messages";

export const handle: ScreenHandle = { screen: "product" };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: productStylesheet }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { shop } = context;
  const [{ product, cacheTags }, store] = await Promise.all([
    getProductByUrlKey(shop.commerce, params.urlKey ?? ""),
    loadStoreData(shop.commerce),
  ]);
  if (!product) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const { options, variants } = configurableChoices(product);
  const chosen = chosenOptionsFrom(url.searchParams, presentItems(options.map((o) => o.attribute_code)));
  const variant = variants.length ? chooseDefaultVariant(variants, options, chosen) : undefined;
  const items = bundleOptions(product);
  // "Show selection" without JavaScript brings the chosen parts here; the price follows them.
  const bundleSelection = items.length
    ? (bundleSelectionFrom(url.searchParams, items) ?? defaultBundleSelection(items))
    : null;
  const quantity = url.searchParams.get("quantity");
  const t = context.shop.t;
  return data(
    {
      product,
      variant: variant ?? null,
      bundleSelection,
      quantity: quantity && /^\d{1,3}$/.test(quantity) ? quantity : "1",
      title: `${product.meta_title || product.name || product.sku || ""} | ${t("brand")}`,
    },
    { headers: cacheHeaders({ personal: false, ttl: store.ttl, tags: cacheTags }) },
  );
}

/** The shopper-facing words for a choice that cannot be sold. */
function purchaseProblemMessage(t: TFunction, problem: PurchaseProblem): string {
  switch (problem.problem) {
    case "optionsMissing":
      return t("add.chooseOptions");
    case "combinationUnavailable":
      return t("add.combinationUnavailable");
    case "variantOutOfStock":
      return t("add.variantOutOfStock", { variant: problem.variant });
    case "partOutOfStock":
      return t("add.partOutOfStock", { part: problem.part });
  }
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { shop } = context;
  const formData = await request.formData();
  const enhanced = formData.get("response") === "fetcher";
  const submission = parseWithZod(formData, { schema: AddToBasketSchema });
  if (submission.status !== "success") {
    return data<AddToBasketActionData>({ result: submission.reply(), added: false, errors: [] }, { status: 400 });
  }
  const { product } = await getProductByUrlKey(shop.commerce, params.urlKey ?? "");
  if (!product?.sku) throw data(null, { status: 404 });
  const t = context.shop.tFor("product");
  // What is bought comes from the posted options, not from the variant the page happened to show.
  const purchase = purchaseFrom(product, formData);
  if (!purchase.ok) {
    // Answered in place (no redirect) so the page shows the posted choice with the reason beside it.
    const message = purchaseProblemMessage(t, purchase);
    const fieldErrors =
      purchase.problem === "optionsMissing"
        ? Object.fromEntries(purchase.fields.map((field) => [field, ["optionRequired"]]))
        : {};
    return data<AddToBasketActionData>(
      { result: submission.reply({ fieldErrors }), added: false, errors: [message] },
      { status: 409 },
    );
  }
  let outcome;
  try {
    outcome = await addToBasket(shop.commerce, shop.session, {
      sku: product.sku,
      quantity: submission.value.quantity,
      selected_options: purchase.selectedOptions,
    });
  } catch (error) {
    // Told to the shopper next to the button (or as messages): a product no longer sold, a backend away.
    if (!isCommerceError(error)) throw error;
    const common = context.shop.t;
    const errors = failureMessages(error, common("errors.network"), "product").map((m) => m.text);
    outcome = { ok: false, errors, totalQuantity: 0 };
  }
  const headers = new Headers();
  if (!enhanced) {
    queueMessages(
      shop.session,
      ...(outcome.ok
        ? [createMessage("success", t("add.addedMessage"), "product")]
        : outcome.errors.map((text) => createMessage("error", text, "product"))),
    );
  }
  if (enhanced) {
    return data<AddToBasketActionData>(
      { result: submission.reply(), added: outcome.ok, errors: outcome.errors },
      { headers, status: outcome.ok ? 200 : 409 },
    );
  }
  // Back to the same product page showing what was just added; the path is built from our own table.
  const query = purchase.query.toString();
  const target = `${productPath(shop.storeView, params.urlKey ?? "")}${query ? `?${query}` : ""}`;
  return redirect(target, { status: 303, headers });
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [];
  return [{ title: data.title }, { name: "description", content: data.product.meta_description ?? "" }];
};

export default function ProductPage() {
  const loaderData = useLoaderData<typeof loader>();
  // Only a post without JavaScript lands here: its answer echoes the posted choice, which the page
  // shows (with its price) instead of the one in the address.
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("product");
  const { product } = loaderData;
  const { options, variants } = configurableChoices(product);
  const items = bundleOptions(product);
  const posted = actionData?.result.initialValue ? choiceSourceOf(actionData.result.initialValue) : null;
  const variant =
    posted && options.length
      ? (chooseDefaultVariant(
          variants,
          options,
          chosenOptionsFrom(posted, presentItems(options.map((o) => o.attribute_code))),
        ) ?? null)
      : loaderData.variant;
  const shownSelection = (posted && bundleSelectionFrom(posted, items)) || loaderData.bundleSelection;
  // With JavaScript the bundle's price follows every tick at once; the address is left alone.
  const [liveSelection, setLiveSelection] = useState<BundleSelection | null>(null);
  const shownKey = JSON.stringify(shownSelection);
  useEffect(() => setLiveSelection(null), [shownKey]);
  const bundleSelection = liveSelection ?? shownSelection;
  const shown = variant?.product ?? product;
  const inStock = shown.stock_status === "IN_STOCK";
  const currency = product.price_range.minimum_price.final_price.currency;
  return (
    <article className="product-page">
      <ProductGallery product={product} variant={variant} />
      <div className="product-page__details">
        <h1>{product.name}</h1>
        {bundleSelection ? (
          <p className="price" data-testid="price" aria-live="polite">
            <span className="price__final">
              <Amount money={bundlePrice(items, bundleSelection, currency)} />
            </span>
          </p>
        ) : (
          <ProductPriceTag price={shown.price_range.minimum_price} />
        )}
        <p className={inStock ? "stock stock--in" : "stock stock--out"} data-testid="stock-status">
          {inStock ? t("stock.inStock") : t("stock.outOfStock")}
        </p>
        <AddToBasketForm
          product={product}
          options={options}
          variants={variants}
          variant={variant}
          bundleSelection={bundleSelection}
          onBundleChange={setLiveSelection}
          quantity={posted ? String(posted.get("quantity") ?? loaderData.quantity) : loaderData.quantity}
          inStock={inStock}
        />
        {product.description?.html ? (
          <section className="product-page__description" aria-labelledby="description-heading">
            <h2 id="description-heading">{t("description")}</h2>
            <div dangerouslySetInnerHTML={{ __html: product.description.html }} />
          </section>
        ) : null}
      </div>
    </article>
  );
}
