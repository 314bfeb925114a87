// Contact preferences: the newsletter and the channels the shop may use (on a stock Magento, which
// has no channels, the newsletter alone). The action: profile-actions.server.ts.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { contactPreferences } from "./profile.server";
import { ContactPreferencesForm } from "./ContactPreferencesForm";
import { contactPreferencesAction } from "./profile-actions.server";
import { PRIVATE_NO_STORE, pageHeaders } from "~/http/cache.server";
import { signedInAction, signedInCall } from "../account-call.server";
import type { ScreenHandle } from "~/routing/registry";
import { draftResult, takeFormDraft } from "~/sessions/form-draft.server";
import { pageUrlOf } from "~/request-context.server";
import profileStyles from "./profile.css";

export const handle: ScreenHandle = { screen: "account.contactPreferences" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shop } = context;
  const extensions = await shop.backend.extensions();
  const prefs = await signedInCall(request, shop, (ctx) => contactPreferences(ctx, extensions));
  const t = shop.tFor("profile");
  return data(
    {
      title: `${t("titles.contactPreferences")} | ${shop.t("brand")}`,
      subscribed: prefs.subscribed,
      channels: prefs.channels.filter((c) => c.enabled).map((c) => c.channel),
      channelsOffered: extensions,
      draft: draftResult(takeFormDraft(shop.session, pageUrlOf(request).pathname)),
    },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  return signedInAction(request, context.shop, (posted) => contactPreferencesAction(posted, context.shop));
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: profileStyles }];

export default function ContactPreferencesPage() {
  const { subscribed, channels, channelsOffered, draft } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("profile");
  return (
    <div className="profile-page">
      <h1>{t("titles.contactPreferences")}</h1>
      <p className="profile-page__intro">
        {/* On a stock Magento only the newsletter is offered: no channels, no rewards to speak of. */}
        {t(channelsOffered ? "contact.intro" : "contact.introNewsletterOnly")}
      </p>
      <div className="profile-card profile-card--narrow">
        <ContactPreferencesForm
          subscribed={subscribed}
          channels={channels}
          channelsOffered={channelsOffered}
          lastResult={actionData?.result ?? draft}
        />
      </div>
    </div>
  );
}
