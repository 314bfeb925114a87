// Refer a friend (account.referral): the programme's rules, the customer's
// permanent link (the create-account page with their code) and inviting a friend by email.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { inviteFriend, referralProgramme } from "./referral.server";
import { ReferralPage } from "./ReferralPage";
import { parseSubmission, ReferralInviteSchema } from "./schemas.server";
import { PRIVATE_NO_STORE } from "~/http/cache.server";
import { paths } from "~/routing/paths";
import type { ScreenHandle } from "~/routing/registry";
import { signedInAction, signedInCall, requireExtensionPage } from "../account-call.server";
import { draftResult, takeFormDraft } from "~/sessions/form-draft.server";
import { pageUrlOf } from "~/request-context.server";
import { createMessage } from "~/sessions/messages";
import { queueMessages } from "~/sessions/messages.server";
import perksStyles from "./perks.css";

export const handle: ScreenHandle = { screen: "account.referral" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireExtensionPage(context.shop);
  const { shop } = context;
  const programme = await signedInCall(request, shop, referralProgramme);
  const link = programme.code
    ? new URL(
        `${paths.customer.create(shop.storeView)}?referral=${encodeURIComponent(programme.code)}`,
        context.config.publicUrl,
      ).href
    : null;
  const t = shop.tFor("perks");
  return data(
    {
      title: `${t("referral.title")} | ${shop.t("brand")}`,
      programme,
      link,
      // A friend's name and email typed before the sign-in ended, back in the form.
      draft: draftResult(takeFormDraft(shop.session, pageUrlOf(request).pathname)),
    },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireExtensionPage(context.shop);
  return signedInAction(request, context.shop, (posted) => inviteAFriend(posted, context.shop));
}

async function inviteAFriend(request: Request, shop: ActionFunctionArgs["context"]["shop"]) {
  const submission = parseSubmission(await request.formData(), ReferralInviteSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, 400);
  const { name, email } = submission.value;
  const refusal = await inviteFriend(shop.commerce, name, email);
  if (refusal) return data({ result: submission.reply({ fieldErrors: { [refusal.field]: [refusal.key] } }) }, 400);
  queueMessages(shop.session, createMessage("success", shop.tFor("perks")("referral.invited", { name }), "account"));
  return redirect(paths.account.referral(shop.storeView), 303);
}

export const headers = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: perksStyles }];

export default function ReferralRoute() {
  const { programme, link, draft } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <ReferralPage programme={programme} link={link} lastResult={actionData?.result ?? draft ?? undefined} />;
}
