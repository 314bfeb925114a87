// When the root loader (the shell: menu, basket count, messages, store and currency, popups) runs
// again on a client-side navigation. It changes only through a form post (an add to the basket, a
// preference, a consent: each an action) or when the shopper moves to another store view; a plain
// navigation inside one store reuses it, so the browser does not fetch the shell on every page.
import type { ShouldRevalidateFunctionArgs } from "@remix-run/react";
import { storeViewFromPath } from "~/i18n/store-views";

type Decision = Pick<
  ShouldRevalidateFunctionArgs,
  "currentUrl" | "nextUrl" | "formMethod" | "actionStatus" | "defaultShouldRevalidate"
>;

export function shellNeedsReload({
  currentUrl,
  nextUrl,
  formMethod,
  actionStatus,
  defaultShouldRevalidate,
}: Decision): boolean {
  // Any action, a fetcher's included, and the navigation after its redirect (which carries the
  // submission): messages it queued and the basket count must show. A refused form (4xx/5xx)
  // changed nothing, as Remix's own default says.
  if (formMethod && formMethod.toUpperCase() !== "GET")
    return actionStatus === undefined || actionStatus < 400 ? true : defaultShouldRevalidate;
  // Another store view: another language, currency, menu and basket.
  if (storeViewFromPath(currentUrl.pathname).code !== storeViewFromPath(nextUrl.pathname).code) return true;
  // The very same address again (a click on the current page's link, revalidate()): fresh data asked for.
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return false;
}
