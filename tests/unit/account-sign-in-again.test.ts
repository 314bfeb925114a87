// An account form posted after the sign-in ended (expired, revoked): the shopper is sent to sign in
// with a message, signed out, and what they typed (never a password) waits in the session for the
// form's page, once, for a bounded time.
import { createSession } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { createBasket } from "~/commerce/cart/basket.server";
import type { ShopRequest } from "~/commerce/context.server";
import { CommerceError } from "~/commerce/errors";
import { translatorFor } from "~/i18n/translator.server";
import { storeViewFromPath } from "~/i18n/store-views";
import { signInWith } from "~/forms/sign-in.server";
import { signedInAction } from "~/features/account/account-call.server";
import { decodeReferer } from "~/routing/referer";
import {
  customerKeyOf,
  DRAFT_LIFETIME_MS,
  draftResult,
  draftValuesOf,
  keepFormDraft,
  takeFormDraft,
} from "~/sessions/form-draft.server";
import { signOutSession, type ShopSession } from "~/sessions/session.server";
import { processMarks } from "~/sessions/shared-marks.server";

// Signing in claims the guest's baskets from the backend: not what these tests are about.
vi.mock("~/commerce/cart/shopper-basket.server", () => ({
  claimGuestBaskets: async () => {},
  rememberCustomerBasket: async () => {},
}));

const ROBYN = "robyn@example.com";
const SHARED_DEVICE_NEXT = "alex@example.com";

const SIGNED_OUT = new CommerceError("graphql", ["The current customer isn't authorized."], ["graphql-authorization"]);

function shopAt(pathname: string, signedIn = true) {
  const token = signedIn ? "token-1" : undefined;
  const session = createSession({
    customerToken: token,
    ...(signedIn && { customerKey: customerKeyOf(ROBYN) }),
    cartIds: { default: "cart-1" },
  }) as unknown as ShopSession;
  const commerce = { customerToken: token, storeCode: storeViewFromPath(pathname).code } as ShopRequest["commerce"];
  const shop = {
    storeView: storeViewFromPath(pathname),
    session,
    publicUrl: "http://shop.test",
    commerce,
    basket: createBasket(commerce, session),
    backend: { extensions: async () => true },
    sharedMarks: processMarks(),
    ...translatorFor(storeViewFromPath(pathname).locale),
  };
  return shop;
}

function post(pathname: string, fields: Array<[string, string]>) {
  return new Request(`http://shop.test${pathname}`, { method: "POST", body: new URLSearchParams(fields) });
}

async function refusal(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("the action answered instead of asking to sign in");
}

describe("signedInAction", () => {
  const fields: Array<[string, string]> = [
    ["firstname", "Robyn"],
    ["dietaryNeeds", "VEGAN"],
    ["dietaryNeeds", "KETO"],
    ["currentPassword", "secret-1"],
    ["intent", "save"],
  ];

  it("sends a signed-out post to sign in and back, with a message, keeping the typed values", async () => {
    const shop = shopAt("/de/account/details");
    const response = await refusal(
      signedInAction(post("/de/account/details.data", fields), shop, async (request) => {
        await request.formData();
        throw SIGNED_OUT;
      }),
    );
    expect(response.status).toBe(303);
    const location = response.headers.get("Location") ?? "";
    const referer = location.match(/\/customer\/account\/login\/referer\/([^/]+)$/)?.[1] ?? "";
    expect(location.startsWith("/de/")).toBe(true);
    expect(decodeReferer(referer)).toBe("/de/account/details");
    expect(shop.session.get("customerToken")).toBeUndefined();
    expect(shop.session.get("messages")).toEqual([
      expect.objectContaining({
        type: "error",
        text: "Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an: Ihre Eingaben stehen danach wieder im Formular.",
      }),
    ]);
    // Robyn signs in again (her email in any case): her form is filled in, once.
    await signInWith(shop, "token-2", " Robyn@Example.com");
    expect(takeFormDraft(shop.session, "/de/account/details")).toEqual({
      firstname: "Robyn",
      dietaryNeeds: ["VEGAN", "KETO"],
    });
    expect(takeFormDraft(shop.session, "/de/account/details")).toBeNull();
  });

  it("never fills someone else's form with it: another customer signing in on the device gets nothing", async () => {
    const shop = shopAt("/account/details");
    await refusal(
      signedInAction(post("/account/details", fields), shop, async () => {
        throw SIGNED_OUT;
      }),
    );
    expect(shop.session.get("formDraft")).toBeDefined();
    await signInWith(shop, "token-of-alex", SHARED_DEVICE_NEXT);
    expect(takeFormDraft(shop.session, "/account/details")).toBeNull();
    expect(shop.session.get("formDraft")).toBeUndefined();
    // Nor after Alex signs out and Robyn comes back: it is gone.
    await signInWith(shop, "token-3", ROBYN);
    expect(takeFormDraft(shop.session, "/account/details")).toBeNull();
  });

  it("gives a draft back only to the customer it was kept for, even one still in the session", () => {
    const session = createSession({
      customerToken: "t",
      customerKey: customerKeyOf(SHARED_DEVICE_NEXT),
    }) as unknown as ShopSession;
    const form = new FormData();
    form.set("city", "Hove");
    keepFormDraft(session, "/account/addresses/new", form, customerKeyOf(ROBYN));
    expect(takeFormDraft(session, "/account/addresses/new")).toBeNull();
    expect(session.get("formDraft")).toBeUndefined();
  });

  it("keeps the typing of a customer whose ended sign-in an earlier page noticed, for them", async () => {
    const shop = shopAt("/account/addresses/new");
    // Another tab's page found the sign-in ended: a guest now, but whose it was is known.
    signOutSession(shop.session, "expired");
    shop.commerce.customerToken = undefined;
    await refusal(signedInAction(post("/account/addresses/new", [["city", "Hove"]]), shop, async () => {}));
    await signInWith(shop, "token-2", ROBYN);
    expect(takeFormDraft(shop.session, "/account/addresses/new")).toEqual({ city: "Hove" });
  });

  it("asks a post without any sign-in to sign in, keeping the guest's basket but no draft nobody owns", async () => {
    const shop = shopAt("/account/addresses/new", false);
    let ran = false;
    const response = await refusal(
      signedInAction(post("/account/addresses/new", [["city", "Hove"]]), shop, async () => {
        ran = true;
      }),
    );
    expect(ran).toBe(false);
    expect(response.status).toBe(303);
    expect(shop.basket.id()).toBe("cart-1");
    // Whose values were they? Nobody was signed in: they are not kept for whoever signs in next.
    expect(shop.session.get("formDraft")).toBeUndefined();
    expect(shop.session.get("messages")?.[0].text).toBe("Your sign-in has expired. Please sign in again.");
  });

  it("says only 'sign in again' when nothing typed was kept (a delete)", async () => {
    const shop = shopAt("/account/addresses/5/delete");
    await refusal(
      signedInAction(post("/account/addresses/5/delete", []), shop, async () => {
        throw SIGNED_OUT;
      }),
    );
    expect(shop.session.get("messages")?.[0].text).toBe("Your sign-in has expired. Please sign in again.");
    expect(shop.session.get("formDraft")).toBeUndefined();
  });

  it("lets any other failure through as it was", async () => {
    const shop = shopAt("/account/details");
    const away = new CommerceError("network", ["down"]);
    await expect(
      signedInAction(post("/account/details", fields), shop, async () => {
        throw away;
      }),
    ).rejects.toBe(away);
    expect(shop.session.get("customerToken")).toBe("token-1");
  });
});

describe("form drafts", () => {
  it("never keeps a password, and stays small", () => {
    const form = new FormData();
    form.append("password", "a");
    form.append("passwordConfirmation", "b");
    form.append("street1", "x".repeat(5_000));
    for (let i = 0; i < 100; i++) form.append(`field${i}`, "v");
    const values = draftValuesOf(form);
    expect(Object.keys(values).some((name) => /password/i.test(name))).toBe(false);
    expect(values.street1).toHaveLength(300);
    expect(Object.keys(values).length).toBeLessThanOrEqual(30);
  });

  it("is given back only to its own page, and not after half an hour", () => {
    const session = createSession({ customerToken: "t", customerKey: "robyn" }) as unknown as ShopSession;
    const form = new FormData();
    form.set("city", "Hove");
    keepFormDraft(session, "/account/addresses/new", form, "robyn", 1_000);
    expect(takeFormDraft(session, "/account/details", 1_000)).toBeNull();
    expect(takeFormDraft(session, "/account/addresses/new", 1_000 + DRAFT_LIFETIME_MS + 1)).toBeNull();
    keepFormDraft(session, "/account/addresses/new", form, "robyn", 1_000);
    expect(draftResult(takeFormDraft(session, "/account/addresses/new", 2_000))).toEqual({
      initialValue: { city: "Hove" },
      error: {},
    });
  });
});
