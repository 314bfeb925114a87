// The newsletter action against a mocked backend: an address already on the list gets exactly the
// answer a new subscription gets in that store (nobody learns who subscribed); a backend that is
// away, or an address it rejects, is still an error.
import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action } from "~/routes/newsletter";
import { commerce, contextFor, mockCommerce } from "./commerce-mock";

const server = mockCommerce();

async function subscribe(path: string, email: string) {
  const body = new URLSearchParams({ intent: "subscribe", email, returnTo: "/", response: "fetcher" });
  const request = new Request(`http://shop.test${path}`, { method: "POST", body });
  return action({ request, params: {}, context: await contextFor(request) });
}

const refusal = (message: string) =>
  commerce.mutation("SubscribeEmailToNewsletter", () =>
    HttpResponse.json({
      errors: [{ message, extensions: { category: "graphql-input" } }],
      data: { subscribeEmailToNewsletter: null },
    }),
  );
const confirmation = (required: boolean) =>
  commerce.query("NewsletterConfirmation", () =>
    HttpResponse.json({ data: { storeConfig: { newsletter_confirmation_required: required } } }),
  );

describe("newsletter action", () => {
  it("thanks an address already subscribed just like a new one", async () => {
    server.use(
      commerce.query("App", () => HttpResponse.error()),
      refusal("This email address is already subscribed."),
      confirmation(false),
    );
    const result = await subscribe("/newsletter", "anna@example.com");
    expect(result).toMatchObject({
      init: { status: 200 },
      data: { outcome: { type: "success", text: "Thank you for your subscription." } },
    });
  });

  it("tells an address already subscribed in a double opt-in store that a confirmation was sent", async () => {
    server.use(
      commerce.query("App", () => HttpResponse.error()),
      refusal("This email address is already subscribed."),
      confirmation(true),
    );
    const result = await subscribe("/de/newsletter", "anna@example.com");
    expect(result).toMatchObject({
      data: { outcome: { type: "success", text: "Eine Bestätigungsanfrage wurde gesendet." } },
    });
  });

  it("keeps a backend that is away an error", async () => {
    server.use(
      commerce.query("App", () => HttpResponse.error()),
      commerce.mutation("SubscribeEmailToNewsletter", () => HttpResponse.error()),
    );
    const result = await subscribe("/newsletter", "anna@example.com");
    expect(result).toMatchObject({
      init: { status: 400 },
      data: {
        outcome: { type: "error", text: "We could not reach our newsletter service. Please try again in a moment." },
      },
    });
  });

  it("keeps the backend's rejection of the address an error", async () => {
    server.use(
      commerce.query("App", () => HttpResponse.error()),
      refusal("Enter a valid email address."),
    );
    const result = await subscribe("/newsletter", "anna@example.com");
    expect(result).toMatchObject({
      init: { status: 400 },
      data: { outcome: { type: "error", text: "Enter a valid email address." } },
    });
  });
});
