// The back-in-stock alert post. Without JavaScript the answer is a message on the product
// page after a 303 back to it (the chosen variant kept in its address); with JavaScript it is data the
// form shows in place. A backend that cannot take it gets SPEC §8's "try later".
import { data, redirect } from "@remix-run/node";
import { MESSAGES_ID } from "~/components/ui/MessageList";
import { subscribeStockAlert } from "./stock-alert-subscription.server";
import { isCommerceError } from "~/commerce/errors";
import { queueMessages } from "~/sessions/messages.server";
import { createMessage } from "~/sessions/messages";
import { isEnhancedSubmission } from "~/forms/enhanced-submission.server";
import { parseSubmission } from "~/forms/parse-submission";
import type { ProductIntentArgs } from "./product-intent.server";
import { StockAlertSchema, type StockAlertAnswer, type StockAlertOutcome } from "./stock-alert";

export async function stockAlertIntent({ request, formData, shop, product }: ProductIntentArgs) {
  const enhanced = isEnhancedSubmission(formData);
  const submission = parseSubmission(formData, StockAlertSchema);
  if (submission.status !== "success") {
    const stockAlert: StockAlertAnswer = { result: submission.reply(), outcome: null };
    return data({ stockAlert }, { status: 400 });
  }
  const { sku, email } = submission.value;
  // Only this page's product or one of its variants: a made-up SKU is refused, not subscribed.
  if (sku !== product.sku && !product.variants.some((variant) => variant.sku === sku)) {
    throw data(null, { status: 400 });
  }
  const t = shop.tFor("stockAlert");
  let outcome: StockAlertOutcome;
  let status = 200;
  try {
    await subscribeStockAlert(shop.commerce, sku, email);
    outcome = { type: "success", text: t("subscribed", { email }) };
  } catch (error) {
    if (!isCommerceError(error)) throw error;
    outcome = { type: "error", text: t("errors.failed") };
    status = error.kind === "graphql" ? 400 : 503;
  }
  if (!enhanced && outcome.type === "success") {
    queueMessages(shop.session, createMessage("success", outcome.text, "stock-alert"));
    const url = new URL(request.url);
    // The confirmation is a notice at the top of the page: the redirect lands there, not at the form.
    return redirect(`${url.pathname}${url.search}#${MESSAGES_ID}`, { status: 303 });
  }
  const stockAlert: StockAlertAnswer = { result: submission.reply({ resetForm: false }), outcome };
  return data({ stockAlert }, { status });
}
