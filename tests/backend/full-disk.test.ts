// A full disk: the backend answers a write with "cannot take changes right now" in its own category,
// never the masked "Unexpected error.", and the storefront answers the shopper's action with a 503,
// Retry-After and its own translated words ("we cannot take changes right now"), never the generic
// "could not reach the shop" nor a crash page.
import { createBasket } from "~/commerce/cart/basket.server";
import { createSession } from "@remix-run/node";
import { isRouteErrorResponse } from "@remix-run/react";
import type { ActionFunctionArgs } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../../backend/index.js";
import { STORAGE_UNAVAILABLE_MESSAGE } from "../../backend/graphql/errors.js";
import { DEMO_CUSTOMER } from "../../backend/seed/fixtures-customers.js";
import { commerceRequest, type CommerceRequestContext } from "~/commerce/client.server";
import { CREATE_GUEST_CART_MUTATION } from "~/commerce/cart/cart.server";
import { StorageUnavailableError } from "~/commerce/errors";
import { errorTitleKey, shellError } from "~/components/error/error-kinds";
import { signInAction } from "~/features/customer/sign-in.server";
import { answeringBackendFailures } from "~/http/backend-failures.server";
import { storeViewFromPath } from "~/i18n/store-views";
import { translatorFor } from "~/i18n/translator.server";
import type { ShopSession } from "~/sessions/session.server";
import { newBackend } from "../support/backend-helpers.js";

let backend: EmbeddedBackend;

beforeAll(() => {
  backend = newBackend();
  // No page more than the database has now: any write that needs room fails with SQLITE_FULL.
  const pages = backend.db.pragma("page_count", { simple: true }) as number;
  backend.db.pragma(`max_page_count = ${pages}`);
});

afterAll(() => backend?.close());

describe("a write on a full disk", () => {
  it("is answered 'cannot take changes right now' with its own category, not 'Unexpected error.'", async () => {
    let answer = await backend.execute<any>(`mutation { createGuestCart { cart { id } } }`);
    // Pages freed by earlier writes may take a first cart: fill them until the disk is full.
    for (let i = 0; i < 500 && !answer.errors; i++)
      answer = await backend.execute<any>(`mutation { createGuestCart { cart { id } } }`);
    expect(answer.errors?.[0]).toMatchObject({
      message: STORAGE_UNAVAILABLE_MESSAGE,
      extensions: { category: "graphql-storage-unavailable" },
    });
  });

  const commerceContext = (): CommerceRequestContext => ({
    commerceUrl: "http://embedded.local",
    fetch: backend.fetch,
    storeCode: "default",
    timeoutMs: 5_000,
  });

  it("reaches the storefront as storage unavailable, neither a refusal nor a backend away", async () => {
    const failure = await commerceRequest(commerceContext(), CREATE_GUEST_CART_MUTATION).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(StorageUnavailableError);
    expect(failure).toMatchObject({ messages: [STORAGE_UNAVAILABLE_MESSAGE] });
  });

  it("answers a shopper's sign-in with a 503, Retry-After and the translated 'cannot take changes'", async () => {
    const pathname = "/de/customer/account/login";
    const storeView = storeViewFromPath(pathname);
    const session = createSession() as unknown as ShopSession;
    const commerce = { ...commerceContext(), storeCode: storeView.code };
    const shop = {
      storeView,
      session,
      commerce,
      basket: createBasket(commerce, session),
      ...translatorFor(storeView.locale),
    };
    const request = new Request(`http://shop.test${pathname}`, {
      method: "POST",
      body: new URLSearchParams({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }),
    });
    // As server.ts hands every route's action to Remix: wrapped once (answerBackendFailures).
    const action = answeringBackendFailures(signInAction);
    const answer = await action({ request, context: { shop }, params: {} } as unknown as ActionFunctionArgs).then(
      (result) => result as unknown,
      (thrown: unknown) => thrown,
    );
    const failure = answer as { type?: string; data: unknown; init: ResponseInit };
    expect(failure.init?.status).toBe(503);
    expect(new Headers(failure.init.headers).get("Retry-After")).toBe("30");
    expect(failure.data).toMatchObject({ kind: "storage" });

    // The error page's words for it, in the shopper's language: not the "backend away" ones.
    const routeError = { status: 503, statusText: "", internal: false, data: failure.data };
    expect(isRouteErrorResponse(routeError)).toBe(true);
    const words = shellError(routeError, 503)!;
    expect(words).toEqual({ title: "errors.storageTitle", text: "errors.storageText" });
    expect(errorTitleKey(503, routeError)).toBe("errors.storageTitle");
    expect(shop.t(words.title)).toBe("Wir können gerade keine Änderungen annehmen");
    expect(shop.t(words.text)).not.toBe(shop.t("errors.unavailableText"));
    expect(shellError({ ...routeError, data: { kind: "network", messages: [] } }, 503)?.title).toBe(
      "errors.unavailableTitle",
    );
  });
});
