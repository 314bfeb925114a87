// The confirmation step of deleting an address (SPEC §5: deletion needs confirmation), a page of its
// own so that it works without JavaScript: the address, "Delete" (a form post) and "Cancel".
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { addressLines } from "~/commerce/customer/address";
import { useCountryOptions } from "~/components/address/AddressFields";
import { useStoreView } from "~/components/layout/useStoreView";
import { addressIdOf, deleteAddressAction, ownAddress } from "./address-book.server";
import { PRIVATE_NO_STORE, pageHeaders } from "~/http/cache.server";
import { paths } from "~/routing/paths";
import { signedInAction, signedInCall } from "../account-call.server";
import type { ScreenHandle } from "~/routing/registry";
import profileStyles from "../profile/profile.css";

export const handle: ScreenHandle = { screen: "account.addressDelete" };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { shop } = context;
  const { address } = await signedInCall(request, shop, () => ownAddress(shop, addressIdOf(params)));
  const t = shop.tFor("profile");
  return data(
    { title: `${t("titles.addressDelete")} | ${shop.t("brand")}`, address },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return signedInAction(request, context.shop, () => deleteAddressAction(context.shop, addressIdOf(params)));
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: profileStyles }];

export default function DeleteAddressPage() {
  const { address } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("profile");
  const storeView = useStoreView();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const options = useCountryOptions([address.countryCode]);
  const lines = addressLines(address, (code) => options.find((o) => o.code === code)?.label ?? code);
  return (
    <div className="profile-page">
      <h1>{t("titles.addressDelete")}</h1>
      <div className="profile-card profile-card--narrow">
        <p className="profile-page__intro">{t("addressDelete.intro")}</p>
        <address className="address-card__lines address-delete__address">
          {lines.map((line, index) => (
            <span key={`${index}-${line}`} className={index === 0 ? "address-card__name" : undefined}>
              {line}
            </span>
          ))}
        </address>
        {actionData?.error ? (
          <p className="notice notice--error" role="alert">
            {actionData.error}
          </p>
        ) : null}
        <Form method="post" className="profile-actions" aria-busy={busy}>
          <button type="submit" className="button button--danger" disabled={busy}>
            {busy ? t("addressDelete.deleting") : t("addressDelete.confirm")}
          </button>
          <Link to={paths.account.addresses(storeView)} className="button button--secondary">
            {t("addressDelete.cancel")}
          </Link>
        </Form>
      </div>
    </div>
  );
}
