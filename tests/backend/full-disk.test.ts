// A full disk: the backend answers a write with "cannot take changes right now" in its own category,
// never the masked "Unexpected error.", and the storefront treats it as the shop being unavailable
// (a translated "try again in a moment", a 503 with Retry-After when nothing catches it).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../../backend/index.js";
import { STORAGE_UNAVAILABLE_MESSAGE } from "../../backend/graphql/errors.js";
import { commerceRequest, type CommerceRequestContext } from "~/commerce/client.server";
import { CREATE_GUEST_CART_MUTATION } from "~/commerce/cart/cart.server";
import { newBackend } from "./helpers.js";

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

  it("reaches the storefront as the shop being unavailable (kind network), not a refusal", async () => {
    const ctx: CommerceRequestContext = {
      commerceUrl: "http://embedded.local",
      fetch: backend.fetch,
      storeCode: "default",
      timeoutMs: 5_000,
    };
    await expect(commerceRequest(ctx, CREATE_GUEST_CART_MUTATION)).rejects.toMatchObject({ kind: "network" });
  });
});
