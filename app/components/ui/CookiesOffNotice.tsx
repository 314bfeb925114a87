// Why nothing lasts in a browser that keeps no cookies (ADR 0072): the basket and a sign-in live in
// the session cookie. The server tells it after a post that the browser could not keep
// (app/sessions/cookie-check.server.ts, shown by the shell); with JavaScript the basket, sign-in and
// checkout pages also test it at once, in the browser, with SPEC §9's `test_cookie`.
import { useSyncExternalStore } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useRootData } from "~/components/layout/useRootData";

export function CookiesOffNotice() {
  const { t } = useTranslation();
  return (
    <section className="cookies-off" role="alert" aria-labelledby="cookies-off-title" data-testid="cookies-off">
      <h2 id="cookies-off-title">{t("cookiesOff.title")}</h2>
      <p>{t("cookiesOff.text")}</p>
      <p>{t("cookiesOff.help")}</p>
    </section>
  );
}

let keeps: boolean | undefined;

/** Whether this browser keeps a cookie: SPEC §9's `test_cookie`, written and read back once per page load. */
function keepsCookies(): boolean {
  if (keeps === undefined) {
    document.cookie = "test_cookie=1; path=/; max-age=600; samesite=lax";
    keeps = document.cookie.includes("test_cookie=");
  }
  return keeps;
}

const unchanging = () => () => {};

/** The browser's own test, on a page that needs cookies; nothing when the shell already said it. */
export function CookiesOffCheck() {
  const told = useRootData()?.cookiesRefused;
  // The server's HTML (and hydration) has no notice: it does not know; the browser's render tests.
  const refused = useSyncExternalStore(
    unchanging,
    () => !keepsCookies(),
    () => false,
  );
  return refused && !told ? <CookiesOffNotice /> : null;
}
