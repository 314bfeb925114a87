// The product page's tab panels that never change in the browser (the description, the nutrition
// table and facts, the amino acids, the claims: each with its heading), rendered on the server only
// as static parts (app/components/ui/static-part.tsx): ProductTabs makes each its panel. The delivery
// tab stays a component of the page, its dispatch countdown running in the browser; only its facts
// are a static part.
import type { AppLoadContext } from "@remix-run/node";
import type { ReactElement } from "react";
import type { DeliveryTimer } from "~/commerce/checkout/delivery-timer";
import type { TFunction } from "i18next";
import type { ProductDetail } from "~/commerce/catalog/product";
import type { TabId } from "~/commerce/catalog/product-page-settings";
import { numberFormat } from "~/i18n/format";
import { timeOfDay } from "~/commerce/store/shop-promises";
import { staticPart } from "~/shell/static-part.server";
import type { StaticPartHtml } from "~/components/ui/static-part";

/**
 * Each tab's panel as static parts keyed `product-tab-<id>`: every tab but the delivery tab whole
 * (inside section.product-tabs__panel: its heading and its contents), and of the delivery tab, whose
 * countdown runs in the browser, the facts under it (inside ul.product-tabs__facts).
 */
export function productTabParts(
  context: AppLoadContext,
  product: ProductDetail,
  tabs: readonly TabId[],
  deliveryTimer: DeliveryTimer | null,
): Partial<Record<TabId, StaticPartHtml>> {
  const t = context.shop.tFor("product");
  const locale = context.shop.storeView.locale;
  const parts: Partial<Record<TabId, StaticPartHtml>> = {};
  const panel = (id: TabId, contents: ReactElement) =>
    staticPart(
      context,
      `product-tab-${id}`,
      <>
        <h2 id={`heading-${id}`} className="product-tabs__heading">
          {t(`tabs.${id}`)}
        </h2>
        {contents}
      </>,
    );
  for (const id of tabs) {
    if (id === "description")
      parts[id] = panel(
        id,
        // The backend's description: HTML of our own backend.
        <div className="product-tabs__html" dangerouslySetInnerHTML={{ __html: product.descriptionHtml ?? "" }} />,
      );
    else if (id === "nutritional_and_ingredients")
      parts[id] = panel(
        id,
        <div className="product-tabs__nutrition">
          <NutritionContents product={product} t={t} />
        </div>,
      );
    else if (id === "amino_acid_profile")
      parts[id] = panel(
        id,
        <div className="product-tabs__table">
          <AminoAcidTable product={product} t={t} locale={locale} />
        </div>,
      );
    else if (id === "claims_list")
      parts[id] = panel(
        id,
        <ul className="product-tabs__claims">
          <Claims claims={product.content.claims} />
        </ul>,
      );
    else
      parts[id] = staticPart(
        context,
        `product-tab-${id}`,
        <>
          {deliveryTimer ? (
            <li>{t("delivery.cutoff", { time: timeOfDay(deliveryTimer.shipmentTime, locale) })}</li>
          ) : null}
          <li>{t("delivery.tracking")}</li>
          <li>{t("delivery.returns")}</li>
        </>,
      );
  }
  return parts;
}

/** Inside div.product-tabs__nutrition: the backend's nutrition table, then the facts. */
function NutritionContents({ product, t }: { product: ProductDetail; t: TFunction }) {
  const { content } = product;
  const facts = [
    ["ingredients", content.ingredients],
    ["texture", content.texture],
    ["activeIngredients", content.activeIngredients],
    ["recommendedServing", content.recommendedServing],
  ] as const;
  return (
    <>
      {content.nutritionHtml !== null ? (
        // The backend's nutrition table: HTML of our own backend, as the description.
        <div className="product-tabs__table" dangerouslySetInnerHTML={{ __html: content.nutritionHtml }} />
      ) : null}
      <dl className="product-tabs__facts-list">
        {facts.map(([key, text]) =>
          text ? (
            <div key={key}>
              <dt>{t(`content.${key}`)}</dt>
              <dd>{text}</dd>
            </div>
          ) : null,
        )}
      </dl>
    </>
  );
}

/** Inside div.product-tabs__table: grams per serving and per 100 g, in the store's number format. */
function AminoAcidTable({ product, t, locale }: { product: ProductDetail; t: TFunction; locale: string }) {
  const number = numberFormat(locale, { maximumFractionDigits: 2 });
  const grams = (value: number | null) => (value === null ? "–" : `${number.format(value)} g`);
  return (
    <table className="nutrition-table">
      <thead>
        <tr>
          <th scope="col">{t("content.aminoAcid")}</th>
          {/* Per 100 g first, as the nutrition table reads: one order for both tables. */}
          <th scope="col">{t("content.per100g")}</th>
          <th scope="col">{t("content.perServing")}</th>
        </tr>
      </thead>
      <tbody>
        {product.content.aminoAcids.map((amino) => (
          <tr key={amino.name}>
            <th scope="row">{amino.name}</th>
            <td>{grams(amino.per100g)}</td>
            <td>{grams(amino.perServing)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Inside ul.product-tabs__claims. */
function Claims({ claims }: { claims: string[] }) {
  return (
    <>
      {claims.map((claim) => (
        <li key={claim}>{claim}</li>
      ))}
    </>
  );
}
