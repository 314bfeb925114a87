// The card provider's return (ADR 0031): its hosted page posts the signed result
// here. An approved payment places the order (part C's placeOrder, which hands the result to the
// backend, the only one able to verify it) and goes to the success page; a declined or failed one
// goes back to review and pay with the reason and the basket untouched; a cancelled one back there
// with a neutral note. A GET changes nothing: it goes to review and pay.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { CARD_METHOD } from "~/features/checkout/card-payment.server";
import { placeOrder } from "~/features/checkout/place-order.server";
import { CommerceError } from "~/commerce/errors";
import { cardRefusal } from "~/features/checkout/refusals";
import { CardReturnSchema } from "./card-return.server";
import { PRIVATE_NO_STORE, pageHeaders } from "~/http/cache.server";
import { paths } from "~/routing/paths";
import type { ScreenHandle } from "~/routing/registry";
import { createMessage } from "~/sessions/messages";
import { queueMessages } from "~/sessions/messages.server";

export const handle: ScreenHandle = { screen: "checkout.paymentReturn", focused: true };

export async function loader({ context }: LoaderFunctionArgs) {
  throw redirect(paths.checkout.confirm(context.shop.storeView), {
    status: 303,
    headers: { "Cache-Control": PRIVATE_NO_STORE },
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { shop } = context;
  const t = shop.tFor("payment");
  const review = paths.checkout.confirm(shop.storeView);
  const backToReview = (type: "success" | "error", text: string) => {
    queueMessages(shop.session, createMessage(type, text));
    return redirect(review, { status: 303, headers: { "Cache-Control": PRIVATE_NO_STORE } });
  };
  const form = await request.formData();
  const parsed = CardReturnSchema.safeParse(Object.fromEntries([...form].filter(([, v]) => typeof v === "string")));
  if (!parsed.success) return backToReview("error", t("card.invalid"));
  const { payment_session, result, signature } = parsed.data;
  // Nothing to verify or place: the shopper chose to pay another way.
  if (result === "cancelled") return backToReview("success", t("card.cancelled"));
  try {
    await placeOrder(shop, { method: CARD_METHOD, additional_data: { payment_session, result, signature } });
  } catch (error) {
    // The backend's refusal ("Your card was declined.", a changed basket) in the store's language.
    if (error instanceof CommerceError && error.kind === "graphql")
      return backToReview("error", cardRefusal(error.messages, shop.tFor("checkout")) ?? t("card.invalid"));
    throw error;
  }
  return redirect(paths.checkout.success(shop.storeView), {
    status: 303,
    headers: { "Cache-Control": PRIVATE_NO_STORE },
  });
}

export const headers = pageHeaders;

export const meta: MetaFunction = () => [{ name: "robots", content: "NOINDEX,NOFOLLOW" }];

/** Never shown: every request to this address is answered with a redirect. */
export default function CardPaymentReturn() {
  return null;
}
