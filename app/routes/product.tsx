import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { addToBasket } from "~/commerce/add-to-basket.server";
import { getProductByUrlKey } from "~/commerce/catalog.server";
import { shopRequest } from "~/commerce/context.server";
import { withBackendFailures } from "~/commerce/route-errors.server";
import { failureMessages } from "~/commerce/error-messages";
import { isCommerceError } from "~/commerce/errors";
import { AddToBasketForm } from "~/components/product/AddToBasketForm";
import { ProductGallery } from "~/components/product/ProductGallery";
import { VariantPicker } from "~/components/product/VariantPicker";
import { ProductPriceTag } from "~/components/ui/Price";
import { AddToBasketSchema } from "~/forms/add-to-basket";
import { loadStoreData } from "~/commerce/store.server";
import { cacheHeaders, pageHeaders } from "~/http/cache.server";
import { i18next } from "~/i18n/i18next.server";
import { productPath } from "~/i18n/store-views";
import { queueMessages } from "~/sessions/messages.server";
import { commitSession } from "~/sessions/session.server";
import { presentItems } from "~/commerce/lists";
import { chooseDefaultVariant, configurableChoices, type ChosenOptions } from "~/state/default-variant";
import { createMessage } from "~/state/messages";

/** Chosen configurable values from the query string: ?flavours=12&size=31. */
function chosenOptionsFrom(url: URL, codes: string[]): ChosenOptions {
  const chosen: ChosenOptions = {};
  for (const code of codes) {
    const raw = url.searchParams.get(code);
    if (raw && /^\d+$/.test(raw)) chosen[code] = Number(raw);
  }
  return chosen;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return withBackendFailures(async () => {
    const shop = await shopRequest(request, context);
    const [{ product, cacheTags }, store] = await Promise.all([getProductByUrlKey(shop.commerce, params.urlKey ?? ""), loadStoreData(shop.commerce)]);
    if (!product) throw data(null, { status: 404 });
    const url = new URL(request.url);
    const { options, variants } = configurableChoices(product);
    const chosen = chosenOptionsFrom(url, presentItems(options.map((o) => o.attribute_code)));
    const variant = variants.length ? chooseDefaultVariant(variants, options, chosen) : undefined;
    const t = await i18next.getFixedT(request, "common");
    return data(
      {
        product,
        variant: variant ?? null,
        title: `${product.meta_title || product.name || product.sku || ""} | ${t("brand")}`,
      },
      { headers: cacheHeaders({ personal: false, ttl: store.ttl, tags: cacheTags }) },
    );
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const shop = await shopRequest(request, context);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: AddToBasketSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), added: false, errors: [] as string[] }, { status: 400 });
  }
  const { sku, quantity, selected_options } = submission.value;
  let outcome;
  try {
    outcome = await addToBasket(shop.commerce, shop.session, { sku, quantity, selected_options });
  } catch (error) {
    // Told to the shopper next to the button (or as messages): a product no longer sold, a backend away.
    if (!isCommerceError(error)) throw error;
    const common = await i18next.getFixedT(request, "common");
    const errors = failureMessages(error, common("errors.network"), "product").map((m) => m.text);
    outcome = { ok: false, errors, totalQuantity: 0 };
  }
  const t = await i18next.getFixedT(request, "product");
  const headers = new Headers();
  const enhanced = formData.get("response") === "fetcher";
  if (!enhanced) {
    queueMessages(
      shop.session,
      ...(outcome.ok ? [createMessage("success", t("add.addedMessage"), "product")] : outcome.errors.map((text) => createMessage("error", text, "product"))),
    );
  }
  headers.append("Set-Cookie", await commitSession(request, context.config.sessionSecrets, shop.session));
  if (enhanced) {
    return data({ result: submission.reply(), added: outcome.ok, errors: outcome.errors }, { headers, status: outcome.ok ? 200 : 409 });
  }
  // Back to the same product page with the same choices; the path is built from our own table.
  const back = new URL(request.url);
  const target = `${productPath(shop.storeView, params.urlKey ?? "")}${back.search}`;
  return redirect(target, { status: 303, headers });
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [];
  return [
    { title: data.title },
    { name: "description", content: data.product.meta_description ?? "" },
  ];
};

export default function ProductPage() {
  const { product, variant } = useLoaderData<typeof loader>();
  const { t } = useTranslation("product");
  const { options, variants } = configurableChoices(product);
  const shown = variant?.product ?? product;
  const inStock = shown.stock_status === "IN_STOCK";
  return (
    <article className="product-page">
      <ProductGallery product={product} variant={variant} />
      <div className="product-page__details">
        <h1>{product.name}</h1>
        <ProductPriceTag price={shown.price_range.minimum_price} />
        <p className={inStock ? "stock stock--in" : "stock stock--out"} data-testid="stock-status">
          {inStock ? t("stock.inStock") : t("stock.outOfStock")}
        </p>
        {options.length ? <VariantPicker options={options} variants={variants} selected={variant} /> : null}
        <AddToBasketForm product={product} variant={variant} inStock={inStock} />
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
