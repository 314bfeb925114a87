// The contents of the product page's tabs that never change in the browser (the description, the
// nutrition table and facts, the amino acids, the claims), rendered on the server only as static
// parts (app/components/ui/static-part.tsx): ProductTabs puts each in its panel. The delivery tab
// stays a component of the page: its dispatch countdown runs in the browser.
import type { AppLoadContext } from "@remix-run/node";
import type { TFunction } from "i18next";
import type { ProductDetail } from "~/commerce/catalog/product";
import type { TabId } from "~/commerce/catalog/product-page-settings";
import { numberFormat } from "~/i18n/format";
import { staticPart, staticPartHtml } from "~/shell/static-part.server";
import type { StaticPartHtml } from "~/components/ui/static-part";

/** Each tab's contents but the delivery tab's, as static parts keyed `product-tab-<id>`. */
export function productTabParts(
  context: AppLoadContext,
  product: ProductDetail,
  tabs: readonly TabId[],
): Partial<Record<TabId, StaticPartHtml>> {
  const t = context.shop.tFor("product");
  const locale = context.shop.storeView.locale;
  const parts: Partial<Record<TabId, StaticPartHtml>> = {};
  for (const id of tabs) {
    const key = `product-tab-${id}`;
    if (id === "description") parts[id] = staticPartHtml(context, key, product.descriptionHtml ?? "");
    else if (id === "nutritional_and_ingredients")
      parts[id] = staticPart(context, key, <NutritionContents product={product} t={t} />);
    else if (id === "amino_acid_profile")
      parts[id] = staticPart(context, key, <AminoAcidTable product={product} t={t} locale={locale} />);
    else if (id === "claims_list") parts[id] = staticPart(context, key, <Claims claims={product.content.claims} />);
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
