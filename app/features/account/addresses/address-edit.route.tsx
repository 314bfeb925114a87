// Edit an address of the address book (customer/address/edit): only the customer's own (any other
// id is a 404). The action: address-book.server.ts.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { AddressForm } from "./AddressForm";
import { useStoreView } from "~/components/layout/useStoreView";
import { addressIdOf, ownAddress, saveAddressAction } from "./address-book.server";
import { PRIVATE_NO_STORE, pageHeaders } from "~/http/cache.server";
import { paths } from "~/routing/paths";
import { storeViews } from "~/i18n/store-views";
import { signedInAction, signedInCall } from "../account-call.server";
import type { ScreenHandle } from "~/routing/registry";
import { draftResult, takeFormDraft } from "~/sessions/form-draft.server";
import { pageUrlOf } from "~/request-context.server";
import profileStyles from "../profile/profile.css";

export const handle: ScreenHandle = { screen: "account.addressEdit" };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { shop } = context;
  const { address, countries } = await signedInCall(request, shop, () => ownAddress(shop, addressIdOf(params)));
  const t = shop.tFor("profile");
  const [street1 = "", street2 = ""] = address.street;
  return data(
    {
      title: `${t("titles.addressEdit")} | ${shop.t("brand")}`,
      elsewhere: countries.includes(address.countryCode) ? null : elsewhereOf(shop, address.countryCode, params),
      countries: countries.includes(address.countryCode) ? countries : [...countries, address.countryCode],
      defaults: {
        firstname: address.firstname,
        lastname: address.lastname,
        company: address.company,
        street1,
        street2,
        houseNumber: address.houseNumber,
        city: address.city,
        region: address.regionCode || address.region,
        postcode: address.postcode,
        country: address.countryCode,
        telephone: address.telephone,
        defaultBilling: address.defaultBilling,
        defaultShipping: address.defaultShipping,
      },
      // What was typed before the sign-in ended, back in the form once signed in again.
      draft: draftResult(takeFormDraft(shop.session, pageUrlOf(request).pathname)),
    },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}

/**
 * An address in a country this store does not deliver to (one saved in another of the shop's
 * stores): it cannot be saved here as it is, so the page says why and links to the same page in the
 * store of that country, where it can.
 */
function elsewhereOf(
  shop: LoaderFunctionArgs["context"]["shop"],
  country: string,
  params: LoaderFunctionArgs["params"],
) {
  const home = storeViews.find((storeView) => storeView.locale.endsWith(`-${country}`));
  return {
    country: new Intl.DisplayNames([shop.storeView.locale], { type: "region" }).of(country) ?? country,
    editHref: home ? paths.account.addressEdit(home, addressIdOf(params)) : null,
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return signedInAction(request, context.shop, (posted) =>
    saveAddressAction(posted, context.shop, addressIdOf(params)),
  );
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: profileStyles }];

export default function EditAddressPage() {
  const { countries, defaults, draft, elsewhere } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("profile");
  const storeView = useStoreView();
  return (
    <div className="profile-page">
      <h1>{t("titles.addressEdit")}</h1>
      {elsewhere ? (
        <div className="message message--info" role="note">
          <p>{t("address.otherStore", { country: elsewhere.country })}</p>
          {elsewhere.editHref ? (
            <p>
              <a href={elsewhere.editHref}>{t("address.otherStoreLink", { country: elsewhere.country })}</a>
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="profile-card">
        <AddressForm
          id="address-edit"
          defaults={defaults}
          countries={countries}
          lastResult={actionData?.result ?? draft}
          cancelHref={paths.account.addresses(storeView)}
        />
      </div>
    </div>
  );
}
