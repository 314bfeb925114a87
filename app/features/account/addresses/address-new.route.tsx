// Add a new address to the address book (customer/address/new). The form and its schema are shared
// with checkout (AddressFields, forms/address.ts); the action: address-book.server.ts.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { addressBook } from "~/commerce/customer/addresses.server";
import { AddressForm } from "./AddressForm";
import { useStoreView } from "~/components/layout/useStoreView";
import { saveAddressAction } from "./address-book.server";
import { PRIVATE_NO_STORE, pageHeaders } from "~/http/cache.server";
import { paths } from "~/routing/paths";
import { signedInAction, signedInCall } from "../account-call.server";
import type { ScreenHandle } from "~/routing/registry";
import { draftResult, takeFormDraft } from "~/sessions/form-draft.server";
import { pageUrlOf } from "~/request-context.server";
import profileStyles from "../profile/profile.css";

export const handle: ScreenHandle = { screen: "account.addressNew" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shop } = context;
  const book = await signedInCall(request, shop, addressBook);
  const t = shop.tFor("profile");
  const first = book.addresses.length === 0;
  return data(
    {
      title: `${t("titles.addressNew")} | ${shop.t("brand")}`,
      countries: book.allowedCountries,
      // The first address becomes the default one unless the shopper says otherwise.
      defaults: {
        firstname: book.firstname,
        lastname: book.lastname,
        country: book.defaultCountry,
        defaultBilling: first,
        defaultShipping: first,
      },
      // What was typed before the sign-in ended, back in the form once signed in again.
      draft: draftResult(takeFormDraft(shop.session, pageUrlOf(request).pathname)),
    },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  return signedInAction(request, context.shop, (posted) => saveAddressAction(posted, context.shop, null));
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: profileStyles }];

export default function NewAddressPage() {
  const { countries, defaults, draft } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("profile");
  const storeView = useStoreView();
  return (
    <div className="profile-page">
      <h1>{t("titles.addressNew")}</h1>
      <div className="profile-card">
        <AddressForm
          id="address-new"
          defaults={defaults}
          countries={countries}
          lastResult={actionData?.result ?? draft}
          cancelHref={paths.account.addresses(storeView)}
        />
      </div>
    </div>
  );
}
