// Add a new address to the address book (customer/address/new). The form and its schema are shared
// with checkout (AddressFields, forms/address.ts); the action: forms/address-book.server.ts.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { addressBook } from "~/commerce/customer/addresses.server";
import { AddressForm } from "~/components/account/profile/AddressForm";
import { useStoreView } from "~/components/layout/useStoreView";
import { saveAddressAction } from "~/forms/address-book.server";
import { PRIVATE_NO_STORE, pageHeaders } from "~/http/cache.server";
import { paths } from "~/routing/paths";
import type { ScreenHandle } from "~/routing/registry";
import profileStyles from "~/styles/account-profile.css";

export const handle: ScreenHandle = { screen: "account.addressNew" };

export async function loader({ context }: LoaderFunctionArgs) {
  const { shop } = context;
  const book = await addressBook(shop.commerce);
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
    },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  return saveAddressAction(request, context.shop, null);
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: profileStyles }];

export default function NewAddressPage() {
  const { countries, defaults } = useLoaderData<typeof loader>();
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
          lastResult={actionData?.result}
          cancelHref={paths.account.addresses(storeView)}
        />
      </div>
    </div>
  );
}
