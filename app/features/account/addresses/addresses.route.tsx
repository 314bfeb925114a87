// The address book (customer/address): the default billing and delivery addresses first and marked,
// the others as cards, each with edit, delete (a confirmation page) and "set as default" (form posts),
// and "Add a new address". Actions: address-book.server.ts.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { addressBook } from "~/commerce/customer/addresses.server";
import { AddressCard } from "./AddressCard";
import { useStoreView } from "~/components/layout/useStoreView";
import { setDefaultAction } from "./address-book.server";
import { PRIVATE_NO_STORE, pageHeaders } from "~/http/cache.server";
import { paths } from "~/routing/paths";
import { signedInAction, signedInCall } from "../account-call.server";
import type { ScreenHandle } from "~/routing/registry";
import profileStyles from "../profile/profile.css";

export const handle: ScreenHandle = { screen: "account.addresses" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shop } = context;
  const book = await signedInCall(request, shop, addressBook);
  const t = shop.tFor("profile");
  return data(
    {
      title: `${t("titles.addresses")} | ${shop.t("brand")}`,
      addresses: book.addresses,
      countries: book.allowedCountries,
    },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  return signedInAction(request, context.shop, (posted) => setDefaultAction(posted, context.shop));
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: profileStyles }];

export default function AddressBookPage() {
  const { addresses, countries } = useLoaderData<typeof loader>();
  const { t } = useTranslation("profile");
  const storeView = useStoreView();
  const defaults = addresses.filter((a) => a.defaultBilling || a.defaultShipping);
  const others = addresses.filter((a) => !a.defaultBilling && !a.defaultShipping);
  return (
    <div className="profile-page">
      <div className="profile-page__head">
        <h1>{t("titles.addresses")}</h1>
        <Link to={paths.account.addressNew(storeView)} className="button button--primary">
          {t("addresses.add")}
        </Link>
      </div>
      <p className="profile-page__intro">{addresses.length ? t("addresses.intro") : t("addresses.empty")}</p>
      {addresses.length ? (
        <>
          <section aria-labelledby="address-defaults" className="profile-section">
            <h2 id="address-defaults">{t("addresses.defaults")}</h2>
            {defaults.length ? (
              <div className="address-grid">
                {defaults.map((address) => (
                  <AddressCard key={address.id} address={address} countries={countries} />
                ))}
              </div>
            ) : (
              <p className="profile-muted">{t("addresses.noDefault")}</p>
            )}
          </section>
          <section aria-labelledby="address-others" className="profile-section">
            <h2 id="address-others">{t("addresses.others")}</h2>
            {others.length ? (
              <div className="address-grid">
                {others.map((address) => (
                  <AddressCard key={address.id} address={address} countries={countries} />
                ))}
              </div>
            ) : (
              <p className="profile-muted">{t("addresses.noOthers")}</p>
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}
