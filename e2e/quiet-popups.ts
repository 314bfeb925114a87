// Journeys that are not about popups start as a returning shopper who already answered the
// newsletter popup and the cookie banner, so neither covers the page mid-test.
import type { BrowserContext } from "@playwright/test";

export async function answerPopups(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([
    { name: "pw_newsletter", value: "no", url: baseURL! },
    { name: "pw_cookie_consent", value: "necessary", url: baseURL! },
  ]);
}
