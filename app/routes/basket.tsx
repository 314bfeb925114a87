import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { getCart, removeCartItem, updateCartItemQuantity } from "~/commerce/cart.server";
import { shopRequest } from "~/commerce/context.server";
import { withBackendFailures } from "~/commerce/route-errors.server";
import { failureMessages } from "~/commerce/error-messages";
import { isCommerceError } from "~/commerce/errors";
import { presentItems } from "~/commerce/lists";
import { BasketLine } from "~/components/cart/BasketLine";
import { BasketTotals } from "~/components/cart/BasketTotals";
import { useStoreView } from "~/components/layout/useStoreView";
import type { PageHandle } from "~/components/layout/SeoLinks";
import { BasketLineSchema } from "~/forms/basket-line";
import { PRIVATE_NO_STORE, pageHeaders } from "~/http/cache.server";
import { i18next } from "~/i18n/i18next.server";
import { storePath } from "~/i18n/store-views";
import { recordCartChange } from "~/sessions/cart-actions.server";
import { queueMessages } from "~/sessions/messages.server";
import { cartIdFor, commitSession } from "~/sessions/session.server";
import { createMessage } from "~/state/messages";

/** Not for search engines: robots NOINDEX,NOFOLLOW. */
export const handle: PageHandle = { noindex: true };

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withBackendFailures(async () => {
    const shop = await shopRequest(request, context);
    const cartId = cartIdFor(shop.session, shop.storeView.code);
    const t = await i18next.getFixedT(request, "cart");
    const title = t("title");
    const headers = { "Cache-Control": PRIVATE_NO_STORE };
    if (!cartId) return data({ cart: null, title }, { headers });
    try {
      return data({ cart: await getCart(shop.commerce, cartId), title }, { headers });
    } catch (error) {
      // A basket the backend no longer knows is an empty basket, not an error page.
      if (isCommerceError(error) && error.kind === "graphql") return data({ cart: null, title }, { headers });
      throw error;
    }
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const shop = await shopRequest(request, context);
  const basketUrl = storePath(shop.storeView, "/basket");
  const submission = parseWithZod(await request.formData(), { schema: BasketLineSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const cartId = cartIdFor(shop.session, shop.storeView.code);
  if (!cartId) return redirect(basketUrl, { status: 303 });
  const t = await i18next.getFixedT(request, "cart");
  const value = submission.value;
  try {
    if (value.intent === "remove-line" || value.quantity === 0) {
      recordCartChange(shop.session, await removeCartItem(shop.commerce, cartId, value.itemUid));
      queueMessages(shop.session, createMessage("success", t("lineRemoved"), "cart"));
    } else {
      recordCartChange(shop.session, await updateCartItemQuantity(shop.commerce, cartId, value.itemUid, value.quantity));
      queueMessages(shop.session, createMessage("success", t("lineUpdated"), "cart"));
    }
  } catch (error) {
    if (!isCommerceError(error)) throw error;
    const common = await i18next.getFixedT(request, "common");
    queueMessages(shop.session, ...failureMessages(error, common("errors.network"), "cart"));
  }
  return redirect(basketUrl, {
    status: 303,
    headers: { "Set-Cookie": await commitSession(request, context.config.sessionSecrets, shop.session) },
  });
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.title }] : [];

export default function BasketPage() {
  const { cart } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("cart");
  // Without JavaScript a rejected quantity comes back here; show it on its line.
  const rejectedUid = actionData?.result.initialValue?.itemUid;
  const rejection = {
    itemUid: typeof rejectedUid === "string" ? rejectedUid : undefined,
    errors: Object.values(actionData?.result.error ?? {}).flat().filter((e): e is string => typeof e === "string"),
  };
  const storeView = useStoreView();
  const items = presentItems(cart?.items);
  if (!cart || items.length === 0) {
    return (
      <section className="basket basket--empty">
        <h1>{t("title")}</h1>
        <p>{t("empty")}</p>
        <Link to={storePath(storeView, "/")} className="button button--primary">
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
          <BasketLine key={item.uid} item={item} errors={rejection.itemUid === item.uid ? rejection.errors : []} />
        ))}
      </ul>
      <BasketTotals cart={cart} />
    </section>
  );
}
