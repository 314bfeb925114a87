// The back-in-stock alert post (issue 13). OWNER issue 13 reviews-and-alerts helper.
import { data } from "@remix-run/node";
import type { ProductIntentArgs } from "./product-intent.server";
import type { StockAlertAnswer } from "./stock-alert";

export async function stockAlertIntent(_args: ProductIntentArgs) {
  const stockAlert: StockAlertAnswer = { status: "stub" };
  return data({ stockAlert }, { status: 400 });
}
