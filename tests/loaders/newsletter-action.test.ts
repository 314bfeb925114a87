// The newsletter action against the mocked backend: a subscription redirects back with a message
// the next page shows (without JavaScript) or answers in place (with it); a rejected address comes
// back with its field's error and the typed address; an address already on the list gets exactly
// the answer a new subscription gets in that store (nobody learns who subscribed); a backend that
// is away, or an address it rejects, is still an error.
import { describe, expect, it } from "vitest";
import { action } from "~/features/popups/newsletter.route";
import { HttpResponse } from "msw";
import { commerce, cookieHeader, enhanced, formPost, mockCommerce, runRoute } from "../mocks";
import { newsletterAway, newsletterRefusal } from "../mocks/newsletter";
import { storeAway } from "../mocks/store";
import { SHOPPER_HEADERS as shopper, nextPage } from "./page";

/** The messages a shopper sees: every page also carries the cookies notice, hidden where cookies are kept. */
const shownMessages = <M extends { type: string }>(messages: readonly M[]) =>
  messages.filter((m) => m.type !== "notice");

const server = mockCommerce();

function post(path: string, fields: Record<string, string>) {
  return runRoute(action, formPost(`http://shop.test${path}`, fields, shopper));
}

const subscribe = (path: string, email: string) => post(path, enhanced({ intent: "subscribe", email, returnTo: "/" }));

describe("newsletter action without JavaScript", () => {
  it("redirects back to the page it came from, whose next load thanks the shopper", async () => {
    const { response } = await post("/newsletter", {
      intent: "subscribe",
      email: "anna@example.com",
      returnTo: "/protein",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/protein");
    // The popup has had its answer, and the message waits in the session for the next page.
    expect(response.headers.getSetCookie().some((c) => c.startsWith("pw_newsletter=yes"))).toBe(true);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("pw_session="))).toBe(true);
    const { shell } = await nextPage("/protein", cookieHeader(response));
    expect(shownMessages(shell.messages).map((m) => m.text)).toEqual(["Thank you for your subscription."]);
  });

  it("shows the whole welcome message, code and note, in the longest language too", async () => {
    server.use(
      commerce.mutation("SubscribeEmailToNewsletter", () =>
        HttpResponse.json({
          data: { subscribeEmailToNewsletter: { status: "SUBSCRIBED", welcome_coupon_code: "WELCOME-AB12CD34" } },
        }),
      ),
    );
    const { response } = await post("/fr/newsletter", {
      intent: "subscribe",
      email: "anna@example.com",
      returnTo: "/fr",
    });
    const { shell } = await nextPage("/fr", cookieHeader(response));
    const [message] = shownMessages(shell.messages);
    expect(message.text).toMatch(/^Merci pour votre inscription\. Votre code pour .+\u00a0: WELCOME-AB12CD34\. /);
    expect(message.text).toMatch(/Saisissez-le dans votre panier\u00a0: il est valable une fois\.$/);
  });

  it("never shows a welcome code before a double opt-in is confirmed, whatever the backend answers", async () => {
    server.use(
      commerce.mutation("SubscribeEmailToNewsletter", () =>
        HttpResponse.json({
          data: { subscribeEmailToNewsletter: { status: "NOT_ACTIVE", welcome_coupon_code: "WELCOME-AB12CD34" } },
        }),
      ),
    );
    const { response } = await post("/de/newsletter", {
      intent: "subscribe",
      email: "anna@example.com",
      returnTo: "/de",
    });
    const { shell } = await nextPage("/de", cookieHeader(response));
    const [message] = shownMessages(shell.messages);
    expect(message.text).toMatch(/^Eine Bestätigungsanfrage wurde gesendet\./);
    expect(message.text).not.toContain("WELCOME-AB12CD34");
  });

  it("never redirects off the shop", async () => {
    const { response } = await post("/newsletter", {
      intent: "subscribe",
      email: "anna@example.com",
      returnTo: "https://evil.example/",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/");
  });

  it("answers 400 with the address's error and keeps what was typed", async () => {
    const { result, response } = await post("/newsletter", {
      intent: "subscribe",
      email: "anna@example",
      returnTo: "/",
    });
    expect(response.status).toBe(400);
    expect(result).toMatchObject({
      data: { result: { error: { email: ["emailInvalid"] }, initialValue: { email: "anna@example" } } },
    });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("a blank address is required, not invalid", async () => {
    const { result } = await post("/newsletter", { intent: "subscribe", email: "  ", returnTo: "/" });
    expect(result).toMatchObject({ data: { result: { error: { email: ["required"] } } } });
  });

  it("'No thanks' keeps the popup away and goes back", async () => {
    const { response } = await post("/newsletter", { intent: "dismiss", returnTo: "/de" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/de");
    expect(response.headers.getSetCookie().some((c) => c.startsWith("pw_newsletter=no"))).toBe(true);
  });
});

describe("newsletter action with JavaScript", () => {
  it("thanks the shopper in place", async () => {
    const { result, response } = await subscribe("/newsletter", "anna@example.com");
    expect(response.status).toBe(200);
    expect(result).toMatchObject({ data: { outcome: { type: "success", text: "Thank you for your subscription." } } });
  });

  it("thanks an address already subscribed just like a new one", async () => {
    server.use(storeAway, newsletterRefusal("This email address is already subscribed."));
    const { result } = await subscribe("/newsletter", "anna@example.com");
    expect(result).toMatchObject({
      init: { status: 200 },
      data: { outcome: { type: "success", text: "Thank you for your subscription." } },
    });
  });

  it("tells an address already subscribed in a double opt-in store that a confirmation was sent", async () => {
    server.use(storeAway, newsletterRefusal("This email address is already subscribed."));
    const { result } = await subscribe("/de/newsletter", "anna@example.com");
    expect(result).toMatchObject({
      data: { outcome: { type: "success", text: "Eine Bestätigungsanfrage wurde gesendet." } },
    });
  });

  it("keeps a backend that is away an error", async () => {
    server.use(storeAway, newsletterAway);
    const { result } = await subscribe("/newsletter", "anna@example.com");
    expect(result).toMatchObject({
      init: { status: 400 },
      data: {
        outcome: { type: "error", text: "We could not reach our newsletter service. Please try again in a moment." },
      },
    });
  });

  it("keeps the backend's rejection of the address an error", async () => {
    server.use(storeAway, newsletterRefusal("Enter a valid email address."));
    const { result } = await subscribe("/newsletter", "anna@example.com");
    expect(result).toMatchObject({
      init: { status: 400 },
      data: { outcome: { type: "error", text: "Enter a valid email address." } },
    });
  });
});

describe("newsletter action with the backend away, without JavaScript", () => {
  it("redirects back with the error as the next page's message", async () => {
    server.use(newsletterAway);
    const { response } = await post("/newsletter", { intent: "subscribe", email: "anna@example.com", returnTo: "/" });
    expect(response.status).toBe(303);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("pw_newsletter="))).toBe(false);
    const { shell } = await nextPage("/", cookieHeader(response));
    expect(shownMessages(shell.messages)).toMatchObject([
      { type: "error", text: "We could not reach our newsletter service. Please try again in a moment." },
    ]);
  });
});
