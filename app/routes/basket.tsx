import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { getCart, getCartItemAvailableQuantity, removeCartItem, updateCartItemQuantity } from "~/commerce/cart.server";
import { failureMessages } from "~/commerce/error-messages";
import { isCommerceError, type CommerceError } from "~/commerce/errors";
import { presentItems } from "~/commerce/lists";
import { BasketLine } from "~/components/cart/BasketLine";
import { BasketTotals } from "~/components/cart/BasketTotals";
import { useStoreView } from "~/components/layout/useStoreView";
import { MAX_LINE_QUANTITY } from "~/forms/add-to-basket";
import { BasketLineSchema } from "~/forms/basket-line";
import { PRIVATE_NO_STORE, pageHeaders } from "~/http/cache.server";
import { paths } from "~/routing/paths";
import type { ScreenHandle } from "~/routing/registry";
import { recordCartChange } from "~/sessions/cart-actions.server";
import { queueMessages } from "~/sessions/messages.server";
import { cartIdFor } from "~/sessions/session.server";
import { createMessage } from "~/state/messages";

/** The screen of the route registry (which keeps it from search engines). */
export const handle: ScreenHandle = { screen: "basket" };

export async function loader({ context }: LoaderFunctionArgs) {
  const { shop } = context;
  const cartId = cartIdFor(shop.session, shop.storeView.code);
  const t = shop.tFor("cart");
  const common = shop.t;
  const title = `${t("title")} | ${common("brand")}`;
  const headers = { "Cache-Control": PRIVATE_NO_STORE };
  if (!cartId) return data({ cart: null, title }, { headers });
  try {
    return data({ cart: await getCart(shop.commerce, cartId), title }, { headers });
  } catch (error) {
    // A basket the backend no longer knows is an empty basket, not an error page.
    if (isCommerceError(error) && error.kind === "graphql") return data({ cart: null, title }, { headers });
    throw error;
  }
}

/** Magento's answer to a quantity it does not have ("The requested qty is not available"). */
function isQuantityRefusal(error: CommerceError) {
  return error.kind === "graphql" && error.messages.some((message) => /requested qty/i.test(message));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { shop } = context;
  const basketUrl = paths.basket(shop.storeView);
  const submission = parseWithZod(await request.formData(), { schema: BasketLineSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), refusal: null }, { status: 400 });
  }
  const cartId = cartIdFor(shop.session, shop.storeView.code);
  if (!cartId) return redirect(basketUrl, { status: 303 });
  const t = context.shop.tFor("cart");
  const value = submission.value;
  try {
    if (value.intent === "remove-line" || value.quantity === 0) {
      recordCartChange(shop.session, await removeCartItem(shop.commerce, cartId, value.itemUid));
      queueMessages(shop.session, createMessage("success", t("lineRemoved"), "cart"));
    } else {
      recordCartChange(
        shop.session,
        await updateCartItemQuantity(shop.commerce, cartId, value.itemUid, value.quantity),
      );
      queueMessages(shop.session, createMessage("success", t("lineUpdated"), "cart"));
    }
  } catch (error) {
    if (!isCommerceError(error)) throw error;
    if (value.intent === "update-quantity" && isQuantityRefusal(error)) {
      // Answered on the page itself: the field shows what the basket holds again, and the message
      // says how many there are when the backend tells.
      const available = await getCartItemAvailableQuantity(shop.commerce, cartId, value.itemUid).catch(() => null);
      const message = available !== null ? t("errors.qtyAvailable", { count: available }) : t("errors.qtyNotAvailable");
      return data(
        {
          result: submission.reply({ fieldErrors: { quantity: [message] } }),
          refusal: { itemUid: value.itemUid, message, id: crypto.randomUUID() },
        },
        { status: 409 },
      );
    }
    const common = context.shop.t;
    queueMessages(shop.session, ...failureMessages(error, common("errors.network"), "cart"));
  }
  return redirect(basketUrl, 303);
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export default function BasketPage() {
  const { cart } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("cart");
  // A refused quantity comes back here: a malformed one as translation keys, one the shop does not
  // have as the backend's refusal worded with how many there are.
  const rejectedUid = actionData?.refusal?.itemUid ?? actionData?.result.initialValue?.itemUid;
  const rejection = {
    itemUid: typeof rejectedUid === "string" ? rejectedUid : undefined,
    id: actionData?.refusal?.id,
    errors: actionData?.refusal
      ? [actionData.refusal.message]
      : Object.values(actionData?.result.error ?? {})
          .flat()
          .filter((e): e is string => typeof e === "string")
          .map((key) => t(`errors.${key}`, { max: MAX_LINE_QUANTITY })),
  };
  const storeView = useStoreView();
  const items = presentItems(cart?.items);
  if (!cart || items.length === 0) {
    return (
      <section className="basket basket--empty">
        <h1>{t("title")}</h1>
        <p>{t("empty")}</p>
        <Link to={paths.home(storeView)} className="button button--primary">
          {t("continueShopping")}
        </Link>
      </section>
    );
  }
  return (
    <section className="basket" aria-labelledby="basket-heading">
      <h1 id="basket-heading">{t("title")}</h1>
      <ul className="basket__lines">
        {items.map((item) => (
          <BasketLine
            key={item.uid}
            item={item}
            errors={rejection.itemUid === item.uid ? rejection.errors : []}
            refusalId={rejection.itemUid === item.uid ? rejection.id : undefined}
          />
        ))}
      </ul>
      <BasketTotals cart={cart} />
    </section>
  );
}
