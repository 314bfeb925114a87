// The contact page's form against the mocked backend: a sent message is a 303 back to the contact page
// whose next load thanks the shopper (without JavaScript) or the thanks in place (with it); a bad
// address comes back beside its field with the input kept; the shop's own limit is a 429 with words a
// shopper understands, an unreachable backend a 503, never a 500.
import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action } from "~/features/content/contact.route";
import { commerce, cookieHeader, enhanced, formPost, mockCommerce, runRoute, storeCodeOf } from "../mocks";
import { SHOPPER_HEADERS as shopper, nextPage } from "./page";

/** The messages a shopper sees: every page also carries the cookies notice, hidden where cookies are kept. */
const shownMessages = <M extends { type: string }>(messages: readonly M[]) =>
  messages.filter((m) => m.type !== "notice");

const server = mockCommerce();

const sent: Array<{ store: string; input: Record<string, string> }> = [];
const contactUs = commerce.mutation("ContactUs", ({ request, variables }) => {
  sent.push({ store: storeCodeOf(request), input: variables.input as Record<string, string> });
  return HttpResponse.json({ data: { contactUs: { status: true } } });
});

const MESSAGE = {
  intent: "contact",
  name: "Alex Runner",
  email: "alex@example.com",
  telephone: "",
  message: "Is the vanilla whey gluten free?",
};

function post(path: string, fields: Record<string, string>) {
  return runRoute(action, formPost(`http://shop.test${path}`, fields, shopper));
}

describe("the contact form without JavaScript", () => {
  it("sends the message and redirects to the contact page, which thanks the shopper", async () => {
    server.use(contactUs);
    sent.length = 0;
    const { response } = await post("/contact", MESSAGE);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/contact#messages");
    expect(sent).toEqual([
      {
        store: "default",
        input: {
          name: "Alex Runner",
          email: "alex@example.com",
          telephone: "",
          comment: "Is the vanilla whey gluten free?",
        },
      },
    ]);
    const { shell } = await nextPage("/", cookieHeader(response));
    expect(shownMessages(shell.messages).map((m) => m.text)).toEqual([
      "Thanks for your message. We will reply within one working day.",
    ]);
  });

  it("thanks a German shopper in German, back on the German contact page", async () => {
    server.use(contactUs);
    sent.length = 0;
    const { response } = await post("/de/kontakt", MESSAGE);
    expect(response.headers.get("Location")).toBe("/de/kontakt#messages");
    expect(sent[0].store).toBe("de");
    const { shell } = await nextPage("/de", cookieHeader(response));
    expect(shownMessages(shell.messages).map((m) => m.text)).toEqual([
      "Vielen Dank für Ihre Nachricht. Wir antworten innerhalb eines Werktags.",
    ]);
  });

  it("refuses a bad address beside its field, keeps the input and sends nothing", async () => {
    server.use(contactUs);
    sent.length = 0;
    const { response, result } = await post("/contact", { ...MESSAGE, email: "alex@example", message: "" });
    expect(response.status).toBe(400);
    expect(result).toMatchObject({
      data: {
        contact: {
          thanks: null,
          result: {
            error: { email: ["emailInvalid"], message: ["required"] },
            initialValue: { name: "Alex Runner", email: "alex@example" },
          },
        },
      },
    });
    expect(sent).toEqual([]);
  });
});

describe("the contact form with JavaScript", () => {
  it("thanks the shopper in place", async () => {
    server.use(contactUs);
    const { response, result } = await post("/contact", enhanced(MESSAGE));
    expect(response.status).toBe(200);
    expect(result).toMatchObject({
      data: { contact: { thanks: "Thanks for your message. We will reply within one working day." } },
    });
  });

  it("answers the shop's limit with a 429 and a clear message, the input kept", async () => {
    server.use(
      commerce.mutation("ContactUs", () =>
        HttpResponse.json(
          {
            errors: [
              {
                message: "Too many requests. Please try again in 60 seconds.",
                extensions: { category: "graphql-too-many-requests" },
              },
            ],
          },
          { status: 429, headers: { "Retry-After": "60" } },
        ),
      ),
    );
    const { response, result } = await post("/contact", enhanced(MESSAGE));
    expect(response.status).toBe(429);
    expect(result).toMatchObject({
      data: {
        contact: {
          thanks: null,
          result: {
            error: {
              "": ["You have sent several messages in a short time. Please wait a minute and try again."],
            },
            initialValue: { message: "Is the vanilla whey gluten free?" },
          },
        },
      },
    });
  });

  it("answers an unreachable backend with a 503 and the shop's words", async () => {
    server.use(commerce.mutation("ContactUs", () => HttpResponse.error()));
    const { response, result } = await post("/contact", enhanced(MESSAGE));
    expect(response.status).toBe(503);
    expect(JSON.stringify(result)).toContain("We could not reach the shop right now.");
  });
});
