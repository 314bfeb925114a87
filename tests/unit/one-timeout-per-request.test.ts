// With a slow backend a shopper waits for one time-out per request, not one per backend call: an
// add to the basket reads the product, reads the basket, then writes, and used to wait for each.
import { describe, expect, it } from "vitest";
import {
  commerceRequest,
  createRequestMemo,
  createRequestTimeouts,
  type CommerceRequestContext,
} from "~/commerce/client.server";
import { STORE_QUERY } from "~/commerce/store/store.server";
import { CREATE_GUEST_CART_MUTATION } from "~/commerce/cart/cart.server";

const TIMEOUT_MS = 300;

/** A backend that never answers (until the caller gives up), counting what it is asked. */
function hangingBackend() {
  let calls = 0;
  const fetchFn: typeof fetch = (_input, init) => {
    calls++;
    return new Promise((_resolve, reject) => {
      init?.signal?.addEventListener("abort", () => reject(init.signal!.reason));
    });
  };
  return { fetchFn, calls: () => calls };
}

function context(fetchFn: typeof fetch, timeouts = createRequestTimeouts()): CommerceRequestContext {
  return {
    commerceUrl: "http://backend.test",
    fetch: fetchFn,
    storeCode: "default",
    timeoutMs: TIMEOUT_MS,
    memo: createRequestMemo(),
    timeouts,
  };
}

async function elapsed(run: () => Promise<unknown>): Promise<{ ms: number; error: unknown }> {
  const started = performance.now();
  let error: unknown;
  try {
    await run();
  } catch (caught) {
    error = caught;
  }
  return { ms: performance.now() - started, error };
}

describe("one time-out per request", () => {
  it("after a call timed out, the request's later calls (also a write) fail at once as time-outs", async () => {
    const backend = hangingBackend();
    const ctx = context(backend.fetchFn);
    const first = await elapsed(() => commerceRequest(ctx, STORE_QUERY));
    expect(first.error).toMatchObject({ kind: "timeout" });
    expect(first.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    const second = await elapsed(() => commerceRequest({ ...ctx }, CREATE_GUEST_CART_MUTATION));
    expect(second.error).toMatchObject({ kind: "timeout" });
    expect(second.ms).toBeLessThan(TIMEOUT_MS / 2);
    expect(backend.calls()).toBe(1);
  });

  it("another request (its own context) still asks the backend", async () => {
    const backend = hangingBackend();
    await elapsed(() => commerceRequest(context(backend.fetchFn), STORE_QUERY));
    const next = await elapsed(() => commerceRequest(context(backend.fetchFn), STORE_QUERY));
    expect(next.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(backend.calls()).toBe(2);
  });
});
