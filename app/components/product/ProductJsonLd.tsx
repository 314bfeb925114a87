// The product page's schema.org Product for search engines (issue 13). Speed-test agents get lean
// pages without any script element, so they get none; crawlers and shoppers get it.
import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ProductDetail } from "~/commerce/catalog/product";
import { productJsonLd } from "~/commerce/catalog/product-seo";
import { useRootData } from "~/components/layout/useRootData";

export function ProductJsonLd({ product }: { product: ProductDetail }) {
  const root = useRootData();
  const { t } = useTranslation();
  const location = useLocation();
  if (!root || root.lean) return null;
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{
        __html: productJsonLd({ origin: root.origin, path: location.pathname, product, brand: t("brand") }),
      }}
    />
  );
}
