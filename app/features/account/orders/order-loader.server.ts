// One of the customer's orders by the number in the address: the order page and its print view.
// A number that is not one of the customer's own orders (another's, unknown, malformed) is a 404.
import { data } from "@remix-run/node";
import type { ShopRequest } from "~/commerce/context.server";
import { customerOrder } from "~/commerce/sales/orders.server";
import type { ShopTranslator } from "~/i18n/translator.server";
import { signedInCall } from "../account-call.server";

/** Magento's order numbers: digits, letters and dashes, at most 50 characters. */
const ORDER_NUMBER = /^[A-Za-z0-9-]{1,50}$/;

export async function loadCustomerOrder(
  request: Request,
  shop: ShopRequest & ShopTranslator,
  number: string | undefined,
  titleKey: "order.title" | "print.title",
) {
  const order =
    number && ORDER_NUMBER.test(number) ? await signedInCall(request, shop, (ctx) => customerOrder(ctx, number)) : null;
  if (!order) {
    // The guard first: a guest is sent to sign in even for a number that is not theirs.
    await signedInCall(request, shop, async () => null);
    throw data(null, { status: 404 });
  }
  const t = shop.tFor("orders");
  return { order, title: `${t(titleKey, { number: order.number })} | ${shop.t("brand")}` };
}
