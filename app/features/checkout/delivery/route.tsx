// Checkout step 2, delivery: the delivery address (a customer's address book, or
// typed in) and the method from the estimate for it, saved with Magento's shipping-information; the
// store's delivery timer; a way to click and collect instead (part B's finder). Action:
// delivery-action.server.ts.
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import {
  deliverableEntries,
  deliveryFormDefaults,
  deliverySettings,
  firstAddressChoice,
} from "~/features/checkout/delivery/delivery.server";
import { dispatchOf, nextCutoffs } from "~/commerce/checkout/delivery-timer";
import { isSignedIn, requireCheckoutStep } from "~/features/checkout/progress.server";
import { addressBook } from "~/commerce/customer/addresses.server";
import type { AddressView } from "~/commerce/customer/address";
import { isCommerceError } from "~/commerce/errors";
import { estimateDeliveryMethods } from "~/features/checkout/state.server";
import { DeliveryForm } from "~/features/checkout/delivery/DeliveryForm";
import { deliveryAction } from "~/features/checkout/delivery/delivery-action.server";
import { PRIVATE_NO_STORE, pageHeaders } from "~/http/cache.server";
import type { ScreenHandle } from "~/routing/registry";
import { addressBookEntryOf, checkoutAddressLines } from "~/features/checkout/state";

export const handle: ScreenHandle = { screen: "checkout.delivery", focused: true };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shop } = context;
  const state = await requireCheckoutStep(request, shop, "delivery");
  const signedIn = isSignedIn(shop);
  const [settings, book, collectOffered] = await Promise.all([
    deliverySettings(shop.commerce),
    signedIn ? addressBook(shop.commerce) : Promise.resolve(null),
    shop.backend.extensions(),
  ]);
  const t = shop.tFor("checkout");
  // An address on the cart in a country the store does not deliver to (kept from before) is not
  // offered again: the step starts as if none were saved.
  const saved =
    state.shipping &&
    (state.shipping.pickupLocationCode || settings.allowedCountries.includes(state.shipping.countryCode))
      ? state.shipping
      : null;
  const addresses = deliverableEntries(book?.addresses ?? [], settings.allowedCountries);
  const fromBook = saved ? addressBookEntryOf(saved, addresses) : null;
  // A collection point is not a delivery address: the form starts empty then.
  const typed = saved && !fromBook && !saved.pickupLocationCode ? saved : null;
  const chosenAddress = firstAddressChoice(addresses, fromBook, Boolean(typed));
  // A customer's preselected book entry, before the cart has an address: its methods are listed at
  // once (estimated, nothing saved), so one press of "Continue" saves both.
  const preselected = saved ? undefined : addresses.find((a) => String(a.id) === chosenAddress);
  const estimated = preselected ? await methodsForEntry(shop, state.cartId, preselected) : null;
  const methods = estimated ?? (saved && !saved.pickupLocationCode ? state.methods : []);
  const selected = state.selectedMethod;
  // The delivery timer's next working-day cut-offs as the page is made; when an order leaves follows.
  const cutoffs = settings.timer
    ? nextCutoffs({ ...settings.timer, holidays: settings.holidays }, new Date(), shop.storeView.locale)
    : [];
  return data(
    {
      title: `${t("delivery.title")} | ${shop.t("brand")}`,
      email: state.email,
      countries: settings.allowedCountries,
      // A customer may keep a new address, whether or not the book holds one this store delivers to.
      signedIn,
      // Only the entries the store delivers to are offered.
      addresses,
      chosenAddress,
      defaults: deliveryFormDefaults(typed, book, settings.defaultCountry),
      // The methods are those for the address on the cart (or the preselected entry); none before
      // there is one.
      savedCountry: preselected?.countryCode ?? (saved && !saved.pickupLocationCode ? saved.countryCode : null),
      methods: methods.filter((m) => m.carrierCode !== "clickcollect"),
      chosenMethod:
        selected && selected.carrierCode !== "clickcollect" && methods.some((m) => m.code === selected.code)
          ? selected.code
          : null,
      // When the cart is collected, the point chosen (its name and address), said above the form.
      collecting: saved?.pickupLocationCode ? checkoutAddressLines(saved).slice(1).join(", ") : null,
      // Click and collect is the extension's: a stock Magento has no collection points.
      collectOffered,
      timer: settings.timer,
      dispatch: dispatchOf(cutoffs, Date.now()),
      cutoffs,
    },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}

/** The methods for a book entry; when the backend cannot say, the shopper asks for them as before. */
async function methodsForEntry(shop: AppLoadContext["shop"], cartId: string, entry: AddressView) {
  try {
    return await estimateDeliveryMethods(shop.commerce, cartId, entry);
  } catch (error) {
    if (isCommerceError(error)) return null;
    throw error;
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  return deliveryAction(request, context.shop);
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export default function CheckoutDeliveryPage() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return <DeliveryForm page={page} lastResult={answer?.result} />;
}
