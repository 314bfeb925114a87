// Subscribe and save on the product page, worded and priced for the pack shown (a bundle is a one-off
// purchase): the form prints it as it is.
import type { AppLoadContext } from "@remix-run/node";
import { formatMoney } from "~/i18n/format";
import type { Money } from "~/commerce/money";
import { currencyFormats, type StoreData } from "~/commerce/store/store";
import type { ProductDetail } from "~/commerce/catalog/product";
import { subscribedPrice, type SubscribeAndSaveView } from "./subscribe-and-save";

export function subscribeAndSaveView(
  shop: AppLoadContext["shop"],
  store: StoreData,
  product: ProductDetail,
  price: Money | null,
  signInHref: string,
): SubscribeAndSaveView | null {
  const offer = product.subscribeAndSave;
  if (!offer || !price || product.bundleOptions.length) return null;
  const t = shop.tFor("product");
  const money = (amount: Money) => formatMoney(amount, shop.storeView.locale, currencyFormats(store));
  return {
    legend: t("subscribe.legend"),
    once: t("subscribe.once"),
    oneOffPrice: money(price),
    subscribe: t("subscribe.subscribe", { percent: offer.discountPercent }),
    terms: t("subscribe.terms"),
    subscribedPrice: money(subscribedPrice(price, offer.discountPercent)),
    intervals: shop.commerce.customerToken
      ? offer.frequenciesWeeks.map((weeks): [number, string] => [weeks, t("subscribe.weeks", { weeks })])
      : null,
    signIn: t("subscribe.signIn"),
    signInHref,
  };
}
