// The storefront's REST calls to the commerce backend (SPEC §7: estimate-shipping-methods and the
// checkout's REST paths). Same headers as GraphQL (store view, currency, customer token, visitor IP,
// server marker) plus Magento's `X-Requested-With: XMLHttpRequest` and JSON; the store view is in
// the path (/rest/<store>/V1/...). REST always goes over the network, also in embedded mode (the
// in-process fetch only shortcuts /graphql). Failures become a CommerceError of the matching kind:
// Magento's `{message, parameters}` body as a "graphql" (the backend refused) error, with its
// %placeholders filled in; no answer, a non-JSON one or a 5xx as "network"; a time-out as "timeout".
import {
  commerceHeaders,
  failFastAfterTimeout,
  forgetAnswers,
  noteTimeout,
  timeoutError,
  type CommerceRequestContext,
} from "./client.server";
import { CommerceError } from "./errors";

/** `/rest/<store>/V1/<path>`; a numeric or blank store code means the default store view. */
export function restUrl(ctx: CommerceRequestContext, path: string): string {
  const store = /^\d*$/.test(ctx.storeCode) ? "default" : ctx.storeCode;
  return new URL(`/rest/${encodeURIComponent(store)}/V1/${path.replace(/^\//, "")}`, ctx.commerceUrl).toString();
}

/** Magento's message with its parameters put in ("No such entity with cartId = …"). */
export function restErrorMessage(body: unknown): string | null {
  if (!body || typeof body !== "object") return null;
  const { message, parameters } = body as { message?: unknown; parameters?: unknown };
  if (typeof message !== "string" || !message.trim()) return null;
  if (!parameters || typeof parameters !== "object") return message;
  const values = parameters as Record<string, unknown>;
  return message.replace(/%(\w+)/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** One REST call; resolves with the parsed JSON answer of a 2xx. */
export async function restRequest<T>(
  ctx: CommerceRequestContext,
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  body?: unknown,
): Promise<T> {
  if (method === "GET") return sendRest<T>(ctx, method, path, body);
  // A write: answers the request read before it (or while it runs) are no longer true.
  forgetAnswers(ctx);
  try {
    return await sendRest<T>(ctx, method, path, body);
  } finally {
    forgetAnswers(ctx);
  }
}

async function sendRest<T>(
  ctx: CommerceRequestContext,
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  body?: unknown,
): Promise<T> {
  failFastAfterTimeout(ctx);
  const { Store: _store, ...headers } = commerceHeaders(ctx);
  let response: Response;
  try {
    // The global fetch, looked up at call time (msw in tests replaces it): REST is never in-process.
    response = await fetch(restUrl(ctx, path), {
      method,
      headers: {
        ...headers,
        Accept: "application/json",
        "Content-Type": "application/json",
        "X-Requested-With": "XMLHttpRequest",
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(ctx.timeoutMs),
    });
  } catch (error) {
    if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
      throw noteTimeout(ctx, timeoutError());
    }
    throw new CommerceError("network", ["The shop's backend cannot be reached."]);
  }
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    throw new CommerceError("network", [`The shop's backend answered with status ${response.status}.`]);
  }
  if (response.ok) return answer as T;
  const message = restErrorMessage(answer);
  if (response.status >= 500 || !message) {
    throw new CommerceError("network", [`The shop's backend answered with status ${response.status}.`]);
  }
  throw new CommerceError("graphql", [message], [`rest-${response.status}`]);
}
