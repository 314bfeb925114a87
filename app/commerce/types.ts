// Shapes of the catalogue and cart data the storefront reads, named as Magento names them and
// derived from the types graphql-codegen generates for our operations (`npm run codegen`): a field a
// component uses but its operation does not select is a type error. Magento's schema makes most
// fields nullable; readers handle the nulls. Types only: safe to import from components.
import type {
  AppQuery,
  CartFieldsFragment,
  PriceRangeFieldsFragment,
  ProductListQuery,
  ProductPageQuery,
  ProductStockStatus,
  ProductSummaryFieldsFragment,
} from "./generated/operations";

/** An element of a (nullable) GraphQL list, without the nulls. */
export type ListItem<T extends ReadonlyArray<unknown> | null | undefined> = NonNullable<NonNullable<T>[number]>;

export type PriceRange = PriceRangeFieldsFragment;
export type ProductPrice = PriceRange["minimum_price"];
export type Money = ProductPrice["final_price"];

export type StockStatus = ProductStockStatus;

export type ProductSummary = ProductSummaryFieldsFragment;
export type ProductImage = NonNullable<ProductSummary["small_image"]>;

export type ProductList = NonNullable<ProductListQuery["products"]>;

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

/** A category of the navigation (a child of the store's root category). */
export type CategorySummary = ListItem<ListItem<NonNullable<AppQuery["categories"]>["items"]>["children"]>;

export type Cart = CartFieldsFragment;
export type CartItem = ListItem<Cart["items"]>;
