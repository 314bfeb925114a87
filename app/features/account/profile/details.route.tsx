// Account details (customer/account/edit): name, date of birth, gender, mobile number, fitness goal
// and dietary needs; below them the sign-in email, changed with the current password. Both forms post
// here (the email form with its intent). The actions: profile-actions.server.ts.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { accountDetails } from "./profile.server";
import { AccountDetailsForm } from "./AccountDetailsForm";
import { EmailChangeForm } from "./EmailChangeForm";
import { genderOfId } from "~/forms/customer-fields.fields";
import { accountDetailsAction } from "./profile-actions.server";
import { PRIVATE_NO_STORE, pageHeaders } from "~/http/cache.server";
import { signedInAction, signedInCall } from "../account-call.server";
import type { ScreenHandle } from "~/routing/registry";
import { draftResult, takeFormDraft } from "~/sessions/form-draft.server";
import { pageUrlOf } from "~/request-context.server";
import profileStyles from "./profile.css";

export const handle: ScreenHandle = { screen: "account.details" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shop } = context;
  const extensions = await shop.backend.extensions();
  const details = await signedInCall(request, shop, (ctx) => accountDetails(ctx, extensions));
  const t = shop.tFor("profile");
  return data(
    {
      title: `${t("titles.details")} | ${shop.t("brand")}`,
      country: details.country,
      extensions,
      defaults: {
        email: details.email,
        firstname: details.firstname,
        lastname: details.lastname,
        dateOfBirth: details.dateOfBirth,
        gender: genderOfId(details.gender) ?? "",
        mobileNumber: details.mobileNumber,
        fitnessGoal: details.fitnessGoal ?? "",
        dietaryNeeds: details.dietaryNeeds,
      },
      // What was typed before the sign-in ended, back in the form once signed in again.
      draft: draftResult(takeFormDraft(shop.session, pageUrlOf(request).pathname)),
    },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  return signedInAction(request, context.shop, (posted) => accountDetailsAction(posted, context.shop));
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: profileStyles }];

export default function AccountDetailsPage() {
  const { defaults, country, extensions, draft } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("profile");
  const { key } = useLocation();
  // A new email form for each page reached without its answer: after a change that worked, the page
  // comes again (303) with the new address and an empty password field. A refusal is that form's
  // answer and keeps what was typed since.
  const emailAnswer = actionData?.form === "email" ? actionData.result : undefined;
  const [emailFormKey, setEmailFormKey] = useState(key);
  if (!emailAnswer && emailFormKey !== key) setEmailFormKey(key);
  return (
    <div className="profile-page">
      <h1>{t("titles.details")}</h1>
      <p className="profile-page__intro">{t("details.intro")}</p>
      <div className="profile-page__cards">
        <div className="profile-card">
          <AccountDetailsForm
            defaults={defaults}
            country={country}
            extensions={extensions}
            lastResult={actionData?.form === "details" ? actionData.result : draft}
          />
        </div>
        <section className="profile-card profile-card--aside">
          <h2 className="profile-card__title">{t("email.title")}</h2>
          <p className="profile-muted profile-card__intro">{t("details.emailHint")}</p>
          <EmailChangeForm key={emailFormKey} email={defaults.email} lastResult={emailAnswer} />
        </section>
      </div>
    </div>
  );
}
