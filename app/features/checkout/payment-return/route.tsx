// The card provider's return (ADR 0031, 0063): its hosted page sends the shopper here by a GET with
// the signed result in the query, as a real provider's redirect does, from another site. When the
// provider's notification has placed the basket's order already, the GET goes to its confirmation.
// Otherwise it only shows where the payment stands, approved only when the provider says so (the
// query is the shopper's to change): a page whose form posts the same three fields to this address,
// from our own origin (so the SameSite=Lax session cookie comes along and the post guards see our own
// post); JavaScript sends it at once, without it the shopper presses "Continue", as the page says. The post then acts: an approved
// payment places the order (placeOrder hands the result to the backend, the only one able to verify
// it) and goes to the success page; a declined or failed one goes back to review and pay with the
// reason and the basket untouched; a cancelled one back there with a neutral note.
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { CARD_METHOD, cardPaymentApproved } from "~/features/checkout/card-payment.server";
import { placeOrder, settleOrderedBasket } from "~/features/checkout/place-order.server";
import { isCommerceError } from "~/commerce/errors";
import { cardRefusal } from "~/features/checkout/refusals";
import { CardReturnSchema } from "./card-return.server";
import { PRIVATE_NO_STORE, pageHeaders } from "~/http/cache.server";
import { paths } from "~/routing/paths";
import type { ScreenHandle } from "~/routing/registry";
import { createMessage } from "~/sessions/messages";
import { queueMessages } from "~/sessions/messages.server";
import { useTranslation } from "~/i18n/use-translation";

export const handle: ScreenHandle = { screen: "checkout.paymentReturn", focused: true };

/**
 * What the page says: "approved" only when the provider confirms it; "checking" when the address says
 * approved and the provider does not (yet, or a crafted link); "returned" for any other result.
 */
const WORDINGS = {
  approved: { title: "card.returnTitle", text: "card.returnText", button: "card.returnContinue" },
  checking: { title: "card.returnCheckingTitle", text: "card.returnCheckingText", button: "card.returnContinue" },
  returned: { title: "card.returnOtherTitle", text: "card.returnOtherText", button: "card.returnBack" },
} as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shop } = context;
  const query = new URL(request.url).searchParams;
  const parsed = CardReturnSchema.safeParse(Object.fromEntries(query));
  // No provider's result in the address (a bookmark, a reload after the post): review and pay.
  if (!parsed.success)
    throw redirect(paths.checkout.confirm(shop.storeView), {
      status: 303,
      headers: { "Cache-Control": PRIVATE_NO_STORE },
    });
  const approvedInAddress = parsed.data.result === "approved";
  // Approved in the address: when the provider's notification has placed the basket's order already
  // (ADR 0031), straight to its confirmation, as review and pay's own loader does, with no press in
  // between; otherwise the page claims approval only when the provider confirms it.
  const [ordered, approved] = approvedInAddress
    ? await Promise.all([settleOrderedBasket(shop), cardPaymentApproved(shop, parsed.data.payment_session)])
    : [null, false];
  if (ordered)
    throw redirect(paths.checkout.success(shop.storeView), {
      status: 303,
      headers: { "Cache-Control": PRIVATE_NO_STORE },
    });
  const wording: keyof typeof WORDINGS = approved ? "approved" : approvedInAddress ? "checking" : "returned";
  return data(
    {
      title: `${shop.tFor("payment")(WORDINGS[wording].title)} | ${shop.t("brand")}`,
      answer: parsed.data,
      wording,
    },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { shop } = context;
  const t = shop.tFor("payment");
  const confirmStep = paths.checkout.confirm(shop.storeView);
  const backToReview = (type: "success" | "error", text: string) => {
    queueMessages(shop.session, createMessage(type, text));
    return redirect(confirmStep, { status: 303, headers: { "Cache-Control": PRIVATE_NO_STORE } });
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
    if (isCommerceError(error) && error.kind === "graphql")
      return backToReview("error", cardRefusal(error.messages, shop.tFor("checkout")) ?? t("card.invalid"));
    throw error;
  }
  return redirect(paths.checkout.success(shop.storeView), {
    status: 303,
    headers: { "Cache-Control": PRIVATE_NO_STORE },
  });
}

/**
 * Private, and the signed result in this page's address never leaves our origin as a referrer (not
 * no-referrer: the page's own post must carry its Origin, or the post guards refuse it).
 */
export const headers: HeadersFunction = (args) => {
  const result = new Headers(pageHeaders(args));
  result.set("Referrer-Policy", "same-origin");
  return result;
};

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...(data ? [{ title: data.title }] : []),
  { name: "robots", content: "NOINDEX,NOFOLLOW" },
];

/** Back from the card provider: the result goes on to our own server by a post from this page. */
export default function CardPaymentReturn() {
  const { answer, wording } = useLoaderData<typeof loader>();
  const { t } = useTranslation("payment");
  // Whatever the page says, the post has the backend verify the result before an order is placed.
  const texts = WORDINGS[wording];
  const form = useRef<HTMLFormElement>(null);
  // Posted to the address without its query: the result goes in the body, not a second time in a URL.
  const { pathname } = useLocation();
  // With JavaScript the shopper does not wait for a press: the post goes at once (once).
  useEffect(() => {
    const element = form.current;
    if (element && !element.dataset.sent) {
      element.dataset.sent = "1";
      element.submit();
    }
  }, []);
  return (
    <section className="payment-return" aria-labelledby="payment-return-title">
      <h1 id="payment-return-title">{t(texts.title)}</h1>
      <p>{t(texts.text)}</p>
      <form ref={form} method="post" action={pathname} className="payment-return__form">
        <input type="hidden" name="intent" value="card-return" />
        <input type="hidden" name="payment_session" value={answer.payment_session} />
        <input type="hidden" name="result" value={answer.result} />
        <input type="hidden" name="signature" value={answer.signature} />
        <button type="submit" className="button button--primary">
          {t(texts.button)}
        </button>
      </form>
    </section>
  );
}
