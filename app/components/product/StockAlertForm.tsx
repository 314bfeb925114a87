// Email me when it is back: shown for an out-of-stock product or variant (issue 13).
// OWNER issue 13 reviews-and-alerts helper.
import type { ProductDetail, ProductVariant } from "~/commerce/catalog/product";
import type { StockAlertAnswer } from "~/forms/stock-alert";

export function StockAlertForm(_props: {
  product: ProductDetail;
  variant: ProductVariant | null;
  email: string | null;
  answer: StockAlertAnswer | null;
}) {
  return null;
}
