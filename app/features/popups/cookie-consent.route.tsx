// Cookie consent: the banner's form target, and a page where the choice can be changed at any time
// (the banner's own text promises that). The choice lives in a cookie named by the store's
// configuration, for cookie_consent_lifetime days.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { loadStoreData } from "~/commerce/store/store.server";
import { CookieConsentForm } from "~/components/popups/CookieConsentForm";
import { CookieConsentSchema, parseSubmission } from "~/forms/route-schemas.server";
import { isEnhancedSubmission, respond } from "~/forms/enhanced-submission.server";
import { PRIVATE_NO_STORE, pageHeaders } from "~/http/cache.server";
import { safeReturnPath } from "~/http/safe-redirect";
import { paths } from "~/routing/paths";
import type { ScreenHandle } from "~/routing/registry";
import { queueMessages } from "~/sessions/messages.server";
import { consentCookie, readConsent } from "~/shell/popups.server";
import { createMessage } from "~/sessions/messages";

/** The screen of the route registry (which keeps it from search engines). */
export const handle: ScreenHandle = { screen: "cookieConsent" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shop } = context;
  const store = await loadStoreData(shop.commerce);
  const t = context.shop.tFor("popups");
  const config = store.data.storeConfig;
  return data(
    {
      title: `${t("cookies.pageTitle")} | ${t("common:brand")}`,
      consent: readConsent(config, request),
      text: config.cookie_consent_text,
    },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { shop } = context;
  const formData = await request.formData();
  const submission = parseSubmission(formData, CookieConsentSchema);
  if (submission.status !== "success") return data({ consent: undefined, result: submission.reply() }, { status: 400 });
  const { consent, returnTo } = submission.value;
  const config = (await loadStoreData(shop.commerce)).data.storeConfig;
  const headers = new Headers({
    "Set-Cookie": consentCookie(config, request, consent),
    "Cache-Control": PRIVATE_NO_STORE,
  });
  const enhanced = isEnhancedSubmission(formData);
  if (!enhanced) {
    // Without JavaScript the outcome is a message on the page the shopper returns to, and the answer
    // is also kept in the session so that the server leaves the banner out (the browser cannot hide it).
    const t = shop.tFor("popups");
    queueMessages(shop.session, createMessage("success", t("cookies.saved")));
    shop.session.set("cookieConsent", consent);
  }
  return respond({
    enhanced,
    data: { consent, result: submission.reply() },
    redirectTo: safeReturnPath(returnTo, paths.home(shop.storeView)),
    headers,
  });
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export default function CookieConsentPage() {
  const { consent, text } = useLoaderData<typeof loader>();
  const { t } = useTranslation("popups");
  return (
    <section className="cookie-consent-page" aria-labelledby="cookie-consent-heading">
      <h1 id="cookie-consent-heading">{t("cookies.pageTitle")}</h1>
      <p>{text ?? t("cookies.text")}</p>
      <p role="status">{consent ? t(`cookies.current.${consent}`) : t("cookies.current.none")}</p>
      <CookieConsentForm />
    </section>
  );
}
