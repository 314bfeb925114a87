// The cookie banner's action: the answer is kept in the browser-read cookie (and, without
// JavaScript, in the session so the server leaves the banner out), the shopper goes back where
// they were and is told; a made-up answer is refused; a backend that is away is a 503.
import { describe, expect, it } from "vitest";
import { action } from "~/features/popups/cookie-consent.route";
import { cookieHeader, enhanced, formPost, mockCommerce, runRoute } from "../mocks";
import { storeAway } from "../mocks/store";
import { SHOPPER_HEADERS, nextPage } from "./page";

/** The messages a shopper sees: every page also carries the cookies notice, hidden where cookies are kept. */
const shownMessages = <M extends { type: string }>(messages: readonly M[]) =>
  messages.filter((m) => m.type !== "notice");

const server = mockCommerce();

const answer = (path: string, fields: Record<string, string>) =>
  runRoute(action, formPost(`http://shop.test${path}`, fields, SHOPPER_HEADERS));

describe("cookie-consent action", () => {
  it("without JavaScript, keeps the answer, goes back and the next page has no banner but a message", async () => {
    const { response } = await answer("/fr/cookie-consent", {
      intent: "cookie-consent",
      consent: "necessary",
      returnTo: "/fr/protein",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/fr/protein");
    expect(response.headers.getSetCookie().some((c) => c.startsWith("pw_cookie_consent=necessary"))).toBe(true);

    // Only the session answer (not the browser-read cookie) tells the server to leave the banner out.
    const session = response.headers
      .getSetCookie()
      .filter((c) => c.startsWith("pw_session="))
      .map((c) => c.split(";")[0])
      .join("; ");
    const { shell } = await nextPage("/fr/protein", session);
    expect(shell.popups.cookieConsent.show).toBe(false);
    expect(shownMessages(shell.messages).map((m) => m.text)).toEqual([
      "Vos préférences en matière de cookies ont été enregistrées.",
    ]);
  });

  it("with JavaScript, answers in place with the choice and the cookie", async () => {
    const { result, response } = await answer(
      "/cookie-consent",
      enhanced({ intent: "cookie-consent", consent: "all", returnTo: "/" }),
    );
    expect(response.status).toBe(200);
    expect(result).toMatchObject({ data: { consent: "all" } });
    expect(response.headers.getSetCookie().some((c) => c.startsWith("pw_cookie_consent=all"))).toBe(true);
    // Nothing waits in the session: the page in the browser already shows the answer.
    expect(response.headers.getSetCookie().some((c) => c.startsWith("pw_session="))).toBe(false);
  });

  it("refuses an answer that is not one of the two, by field, keeping the choice", async () => {
    const { result, response } = await answer("/cookie-consent", {
      intent: "cookie-consent",
      consent: "everything",
      returnTo: "/basket",
    });
    expect(response.status).toBe(400);
    expect(result).toMatchObject({
      data: { result: { error: { consent: ["consentInvalid"] }, initialValue: { consent: "everything" } } },
    });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("answers 503 when the backend with the store's cookie settings is away", async () => {
    server.use(storeAway);
    const { result, response } = await answer("/cookie-consent", { intent: "cookie-consent", consent: "all" });
    expect(response.status).toBe(503);
    expect(result).toMatchObject({ init: { status: 503 }, data: { kind: "network" } });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(cookieHeader(response)).toBe("");
  });
});
