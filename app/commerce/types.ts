// Shapes of the catalogue and cart data the storefront reads, named as Magento names them.
// Types only: safe to import from components.
export interface Money {
  value: number;
  currency: string;
}

export interface ProductPrice {
  final_price: Money;
  regular_price: Money;
  discount?: { amount_off: number; percent_off: number } | null;
}

export interface PriceRange {
  minimum_price: ProductPrice;
  maximum_price?: ProductPrice | null;
}

export type StockStatus = "IN_STOCK" | "OUT_OF_STOCK";

export interface ProductImage {
  url: string;
  label?: string | null;
}

export interface MediaGalleryEntry {
  __typename?: string;
  url: string;
  label?: string | null;
  position?: number | null;
  disabled?: boolean | null;
  video_content?: { video_title?: string | null; video_url?: string | null } | null;
  image360?: string[] | null;
}

export interface ProductSummary {
  __typename: string;
  uid: string;
  sku: string;
  name: string;
  url_key: string;
  stock_status: StockStatus;
  small_image?: ProductImage | null;
  price_range: PriceRange;
}

export interface ConfigurableOptionValue {
  uid: string;
  value_index: number;
  label: string;
}

export interface ConfigurableOption {
  uid: string;
  attribute_code: string;
  label: string;
  position?: number | null;
  values: ConfigurableOptionValue[];
}

export interface VariantProduct {
  uid: string;
  sku: string;
  name: string;
  stock_status: StockStatus;
  price_range: PriceRange;
  small_image?: ProductImage | null;
  media_gallery?: MediaGalleryEntry[] | null;
}

export interface ConfigurableVariant {
  attributes: Array<{ code: string; value_index: number; uid?: string; label?: string }>;
  product: VariantProduct;
}

export interface BundleOptionSelection {
  uid: string;
  label: string;
  quantity: number;
  is_default: boolean;
  price?: number | null;
  product?: { sku: string; stock_status: StockStatus; name: string } | null;
}

export interface BundleOption {
  uid: string;
  option_id: number;
  title: string;
  required: boolean;
  type: string;
  position?: number | null;
  options: BundleOptionSelection[];
}

export interface ProductDetail extends ProductSummary {
  description?: { html: string } | null;
  short_description?: { html: string } | null;
  meta_title?: string | null;
  meta_description?: string | null;
  image?: ProductImage | null;
  media_gallery?: MediaGalleryEntry[] | null;
  configurable_options?: ConfigurableOption[] | null;
  variants?: ConfigurableVariant[] | null;
  items?: BundleOption[] | null;
}

export interface CategorySummary {
  uid: string;
  name: string;
  url_path: string;
  url_key: string;
  position?: number | null;
  children?: CategorySummary[] | null;
}

export interface CartItem {
  __typename: string;
  uid: string;
  quantity: number;
  product: { uid: string; sku: string; name: string; url_key: string; small_image?: ProductImage | null };
  prices: { price_including_tax: Money; row_total_including_tax: Money };
  configurable_options?: Array<{ option_label: string; value_label: string }> | null;
  bundle_options?: Array<{ uid: string; label: string; values: Array<{ label: string; quantity: number }> }> | null;
}

export interface Cart {
  id: string;
  total_quantity: number;
  items: CartItem[];
  prices: {
    grand_total: Money;
    subtotal_including_tax: Money;
    subtotal_excluding_tax: Money;
    applied_taxes: Array<{ label: string; amount: Money }>;
  };
}
