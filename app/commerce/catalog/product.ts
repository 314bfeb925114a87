// Products as components see them. Listings get ProductSummary, a shop object with no Magento
// nullability; the product page still reads the typed Magento answer (ProductDetail and the types of
// its options, variants and bundle parts) through the domain rules beside this file
// (default-variant.ts, product-selection.ts). Types and pure functions only: safe to import from components.
import type {
  PriceRangeFieldsFragment,
  ProductListQuery,
  ProductPageQuery,
  ProductStockStatus,
  ProductSummaryFieldsFragment,
} from "../generated/graphql";
import { presentItems, type ListItem } from "../lists";
import { toMoney, type Money } from "../money";

export type { Money };
export type StockStatus = ProductStockStatus;

/** What a product costs now, and what it cost before a discount. */
export interface ProductPrice {
  final: Money | null;
  regular: Money | null;
}

export interface ProductSummary {
  uid: string;
  sku: string;
  name: string;
  /** Null: the product has no page to link to. */
  urlKey: string | null;
  imageUrl: string | null;
  inStock: boolean;
  price: ProductPrice;
  /** Configurable products and bundles start at their price ("from"). */
  priceIsFrom: boolean;
}

export interface ProductListPage {
  totalCount: number;
  currentPage: number;
  totalPages: number;
  products: ProductSummary[];
}

export function toProductPrice(range: PriceRangeFieldsFragment): ProductPrice {
  return {
    final: toMoney(range.minimum_price.final_price),
    regular: toMoney(range.minimum_price.regular_price),
  };
}

export function toProductSummary(product: ProductSummaryFieldsFragment): ProductSummary {
  const sku = product.sku ?? "";
  return {
    uid: product.uid,
    sku,
    name: product.name || sku,
    urlKey: product.url_key || null,
    imageUrl: product.small_image?.url || null,
    inStock: product.stock_status !== "OUT_OF_STOCK",
    price: toProductPrice(product.price_range),
    priceIsFrom: product.__typename !== "SimpleProduct",
  };
}

type MagentoProductList = NonNullable<ProductListQuery["products"]>;

export function toProductListPage(list: MagentoProductList | null): ProductListPage {
  return {
    totalCount: list?.total_count ?? 0,
    currentPage: list?.page_info?.current_page ?? 1,
    totalPages: list?.page_info?.total_pages ?? 1,
    products: presentItems(list?.items).map(toProductSummary),
  };
}

// --- the product page: Magento's typed answer, read by the rules in default-variant.ts and
// product-selection.ts ------------------------------------------------------------------------------

export type ProductDetail = ListItem<NonNullable<ProductPageQuery["products"]>["items"]>;
export type MediaGalleryEntry = ListItem<ProductDetail["media_gallery"]>;

export type ConfigurableProductDetail = Extract<ProductDetail, { __typename: "ConfigurableProduct" }>;
export type ConfigurableOption = ListItem<ConfigurableProductDetail["configurable_options"]>;
export type ConfigurableOptionValue = ListItem<ConfigurableOption["values"]>;
export type ConfigurableVariant = ListItem<ConfigurableProductDetail["variants"]>;
export type VariantAttribute = ListItem<ConfigurableVariant["attributes"]>;
export type VariantProduct = NonNullable<ConfigurableVariant["product"]>;

export type BundleProductDetail = Extract<ProductDetail, { __typename: "BundleProduct" }>;
export type BundleOption = ListItem<BundleProductDetail["items"]>;
export type BundleOptionSelection = ListItem<BundleOption["options"]>;

/** The attribute codes of a configurable product's options (flavours, size). */
export function optionCodes(options: readonly ConfigurableOption[]): string[] {
  return presentItems(options.map((option) => option.attribute_code));
}

/** The values an option offers. */
export function optionValues(values: ConfigurableOption["values"]): ConfigurableOptionValue[] {
  return presentItems(values);
}

/** The option values a variant is made of. */
export function variantAttributes(variant: ConfigurableVariant): VariantAttribute[] {
  return presentItems(variant.attributes);
}

/** The parts a bundle option offers. */
export function bundleParts(option: BundleOption): BundleOptionSelection[] {
  return presentItems(option.options);
}
