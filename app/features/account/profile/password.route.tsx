// Change password (customer/account/edit/changepass). The action: profile-actions.server.ts.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { PasswordChangeForm } from "./PasswordChangeForm";
import { passwordChangeAction } from "./profile-actions.server";
import { PRIVATE_NO_STORE, pageHeaders } from "~/http/cache.server";
import { signedInAction } from "../account-call.server";
import { passwordTextValues, storePasswordRules } from "~/forms/password-rules.server";
import type { ScreenHandle } from "~/routing/registry";
import profileStyles from "./profile.css";

export const handle: ScreenHandle = { screen: "account.password" };

export async function loader({ context }: LoaderFunctionArgs) {
  const { shop } = context;
  const t = shop.tFor("profile");
  return data(
    {
      title: `${t("titles.password")} | ${shop.t("brand")}`,
      // The store view's rules, which the hint and the errors name.
      passwordTexts: passwordTextValues(await storePasswordRules(shop.commerce)),
    },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  return signedInAction(request, context.shop, (posted) => passwordChangeAction(posted, context.shop));
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: profileStyles }];

export default function PasswordPage() {
  const actionData = useActionData<typeof action>();
  const { passwordTexts } = useLoaderData<typeof loader>();
  const { key } = useLocation();
  // A new form for each page reached without an answer: the 303 of a change that worked lands here
  // again, and the passwords just typed and any earlier refusal go. A refusal is an answer to the
  // same form (which empties its passwords itself): the page's data that follows it arrives after
  // the refusal is shown, and must not take away what the shopper has typed since.
  const [formKey, setFormKey] = useState(key);
  if (!actionData && formKey !== key) setFormKey(key);
  const { t } = useTranslation("profile");
  return (
    <div className="profile-page">
      <h1>{t("titles.password")}</h1>
      <p className="profile-page__intro">{t("password.intro")}</p>
      <div className="profile-card profile-card--narrow">
        <PasswordChangeForm key={formKey} lastResult={actionData?.result} passwordTexts={passwordTexts} />
      </div>
    </div>
  );
}
