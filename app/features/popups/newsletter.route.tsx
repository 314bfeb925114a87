// Newsletter signup (SPEC §4): the page of its own (where a rejected address comes back without
// JavaScript) and the action behind the footer form, the popup and the popup's "No thanks".
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { isCommerceError, isTooManyRequests } from "~/commerce/errors";
import {
  confirmNewsletterSubscription,
  newSubscriptionStatus,
  revealsSubscriber,
  subscribeEmailToNewsletter,
} from "~/commerce/customer/newsletter.server";
import type { StoreConfig } from "~/commerce/store/store";
import { loadStoreData } from "~/commerce/store/store.server";
import { NewsletterForm, type NewsletterOutcome } from "~/components/popups/NewsletterForm";
import { isEnhancedSubmission, respond } from "~/forms/enhanced-submission.server";
import { ConfirmSchema, NewsletterSchema, parseSubmission } from "~/forms/route-schemas.server";
import { PRIVATE_NO_STORE, pageHeaders } from "~/http/cache.server";
import { safeReturnPath } from "~/http/safe-redirect";
import { paths } from "~/routing/paths";
import type { ScreenHandle } from "~/routing/registry";
import { queueMessages } from "~/sessions/messages.server";
import { newsletterCookie } from "~/shell/popups.server";
import { useRootData } from "~/components/layout/useRootData";
import { NewsletterThanks } from "./NewsletterThanks";
import { createMessage } from "~/sessions/messages";
import { keepNewsletterThanks, takeNewsletterThanks } from "./newsletter-thanks.server";
import { subscriptionOutcome } from "./newsletter-outcome.server";

/** The screen of the route registry (which keeps it from search engines). */
export const handle: ScreenHandle = { screen: "newsletter" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = context.shop.tFor("popups");
  // A subscription just made (or confirmed) here without JavaScript: its thanks stand where the form was.
  const thanks = takeNewsletterThanks(context.shop.session);
  const confirm = thanks ? null : await confirmationLink(new URL(request.url), context.shop);
  return data(
    {
      title: `${t("newsletter.pageTitle")} | ${t("common:brand")}`,
      ...(thanks ? { thanks } : {}),
      ...(confirm ? { confirm } : {}),
    },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}

/**
 * The double opt-in's link (`?id=…&code=…`, from the confirmation email) opens this page with a
 * button that confirms: opening a link changes nothing, as mail scanners and link previews open
 * links nobody clicked. A stock Magento's links lead to its own pages.
 */
async function confirmationLink(url: URL, shop: LoaderFunctionArgs["context"]["shop"]) {
  const link = ConfirmSchema.safeParse({
    intent: "confirm",
    id: url.searchParams.get("id") ?? "",
    code: url.searchParams.get("code") ?? "",
  });
  if (!link.success || !(await shop.backend.extensions())) return null;
  return { id: link.data.id, code: link.data.code };
}

/** The confirmation: the thanks, with the welcome code the store promised now that the address is proven. */
async function confirmed(
  shop: ActionFunctionArgs["context"]["shop"],
  config: StoreConfig | null,
  id: string,
  code: string,
) {
  const t = shop.tFor("popups");
  try {
    return subscriptionOutcome(t, config, await confirmNewsletterSubscription(shop.commerce, Number(id), code), true);
  } catch (error) {
    if (!isCommerceError(error)) throw error;
    const text = t(
      isTooManyRequests(error)
        ? "newsletter.errors.busy"
        : error.kind === "graphql"
          ? "newsletter.confirmInvalid"
          : "newsletter.errors.network",
    );
    return { type: "error", text } satisfies NewsletterOutcome;
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { shop } = context;
  const formData = await request.formData();
  const enhanced = isEnhancedSubmission(formData);
  const submission = parseSubmission(formData, NewsletterSchema);
  if (submission.status !== "success") {
    return data({ result: submission.reply(), outcome: null as NewsletterOutcome | null }, { status: 400 });
  }
  const value = submission.value;
  const returnTo = safeReturnPath("returnTo" in value ? value.returnTo : undefined, paths.home(shop.storeView));
  const config: StoreConfig | null = await loadStoreData(shop.commerce).then(
    (store) => store.data.storeConfig,
    () => null,
  );
  const headers = new Headers();
  headers.set("Cache-Control", PRIVATE_NO_STORE);

  if (value.intent === "dismiss") {
    if (config) headers.append("Set-Cookie", newsletterCookie(config, request, "no"));
    return respond({
      enhanced,
      data: { result: submission.reply(), outcome: null as NewsletterOutcome | null },
      redirectTo: returnTo,
      headers,
    });
  }

  if (value.intent === "confirm") {
    // The answer is the newsletter page's: its thanks where the form was, or why the link failed.
    const outcome = await confirmed(shop, config, value.id, value.code);
    if (!enhanced && outcome.type === "success") keepNewsletterThanks(shop.session, outcome);
    else if (!enhanced) queueMessages(shop.session, createMessage(outcome.type, outcome.text, "newsletter"));
    return respond({
      enhanced,
      data: { result: submission.reply(), outcome },
      status: outcome.type === "success" ? 200 : 400,
      redirectTo: paths.newsletter(shop.storeView),
      headers,
    });
  }

  const t = context.shop.tFor("popups");
  let outcome: NewsletterOutcome;
  try {
    const subscription = await subscribeEmailToNewsletter(shop.commerce, value.email).catch(async (error: unknown) => {
      // "Already subscribed" must read like a first subscription, or the form tells who is on the
      // list; such an address had its welcome code before and gets no second one.
      if (revealsSubscriber(error)) return { status: await newSubscriptionStatus(shop.commerce), welcomeCode: null };
      throw error;
    });
    outcome = subscriptionOutcome(t, config, subscription);
    // The popup has had its answer; it stays away for the "yes" lifetime.
    if (config) headers.append("Set-Cookie", newsletterCookie(config, request, "yes"));
  } catch (error) {
    if (!isCommerceError(error)) throw error;
    // The backend's own words for a refused address; a backend that is away is "try again".
    outcome = {
      type: "error",
      text: isTooManyRequests(error)
        ? t("newsletter.errors.busy")
        : error.kind === "graphql"
          ? error.messages.join(" ")
          : t("newsletter.errors.network"),
    };
  }

  // From this page itself the answer takes the form's place; from any other page's footer it is the
  // notice at the top of the page the shopper comes back to.
  const page = paths.newsletter(shop.storeView);
  const fromThisPage = new URL(returnTo, "http://shop.invalid").pathname === page;
  if (!enhanced && outcome.type === "success" && fromThisPage) keepNewsletterThanks(shop.session, outcome);
  else if (!enhanced) queueMessages(shop.session, createMessage(outcome.type, outcome.text, "newsletter"));
  return respond({
    enhanced,
    data: { result: submission.reply({ resetForm: outcome.type === "success" }), outcome },
    status: outcome.type === "success" ? 200 : 400,
    redirectTo: returnTo,
    headers,
  });
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export default function NewsletterPage() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const root = useRootData();
  const { t } = useTranslation("popups");
  const discount = root?.popups.newsletter.discount;
  // With JavaScript the form answers in place; the page then shows its thanks as without it.
  const [placed, setPlaced] = useState<NewsletterOutcome | null>(null);
  const thanks = placed ?? ("thanks" in loaderData ? loaderData.thanks : null);
  return (
    <section className="newsletter-page" aria-labelledby="newsletter-heading">
      <h1 id="newsletter-heading">{t("newsletter.heading")}</h1>
      <p>{t("newsletter.intro")}</p>
      {discount ? <p className="newsletter__discount">{discount}</p> : null}
      {thanks ? (
        <NewsletterThanks outcome={thanks} placed={Boolean(placed)} />
      ) : "confirm" in loaderData && loaderData.confirm ? (
        <Form method="post" className="newsletter-confirm" data-testid="newsletter-confirm">
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="id" value={loaderData.confirm.id} />
          <input type="hidden" name="code" value={loaderData.confirm.code} />
          <p>{t("newsletter.confirmPrompt")}</p>
          <button type="submit" className="button button--primary">
            {t("newsletter.confirmButton")}
          </button>
        </Form>
      ) : (
        <NewsletterForm
          id="newsletter-page"
          lastResult={actionData?.result}
          outcome={actionData?.outcome}
          onSubscribed={setPlaced}
        />
      )}
    </section>
  );
}
