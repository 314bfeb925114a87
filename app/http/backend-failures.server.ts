// Backend failures become HTTP answers in one place: every route module's loader and action is
// wrapped once, when server.ts hands the build to Remix (answerBackendFailures), so no route wraps
// anything. A GraphQL error keeps its messages (502); an unreachable or slow backend is "try again
// later" (503 with Retry-After); a backend that cannot store anything (a full disk) is a 503 with
// Retry-After of its own kind, which the error page says in the shopper's words. The backend's own
// words (a GraphQL validation message naming a field, a socket error) go to the server log only: the
// page gets the kind of failure, which it tells in the shopper's language. An action that catches a CommerceError to show a message keeps
// doing so: only what escapes a loader or action is mapped here.
import type { ServerBuild } from "@remix-run/node";
import { data } from "@remix-run/node";
import { isCommerceError, isStorageUnavailable } from "~/commerce/errors";

export const RETRY_AFTER_SECONDS = 30;

export interface BackendFailure {
  kind: "graphql" | "network" | "timeout" | "storage";
  /** Always empty for the page: the details are in the server log. */
  messages: string[];
}

function logFailure(kind: BackendFailure["kind"], messages: readonly string[]) {
  console.error(`Backend ${kind} failure: ${messages.join(" | ")}`);
}

/**
 * Throws the HTTP answer for a backend failure; anything else is thrown on unchanged.
 * @param extra more for the error page, e.g. the translations when the shell itself failed.
 */
export function backendFailureResponse(error: unknown, extra: Record<string, unknown> = {}): never {
  if (isStorageUnavailable(error)) {
    logFailure("storage", error.messages);
    const body: BackendFailure = { ...extra, kind: "storage", messages: [] };
    throw data(body, { status: 503, headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } });
  }
  if (!isCommerceError(error)) throw error;
  logFailure(error.kind, error.messages);
  const body: BackendFailure = { ...extra, kind: error.kind, messages: [] };
  if (error.kind === "graphql") throw data(body, { status: 502 });
  throw data(body, { status: 503, headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } });
}

/** A loader or action that answers backend failures as above. */
export function answeringBackendFailures<Args extends unknown[], Result>(
  handler: (...args: Args) => Promise<Result> | Result,
): (...args: Args) => Promise<Result> {
  return async (...args) => {
    try {
      return await handler(...args);
    } catch (error) {
      return backendFailureResponse(error);
    }
  };
}

/** The build with every route's loader and action answering backend failures (server.ts). */
export function answerBackendFailures(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const { loader, action } = route.module;
    // Module namespace objects are frozen: the wrapped functions go into a copy.
    routes[id] = {
      ...route,
      module: {
        ...route.module,
        ...(loader ? { loader: answeringBackendFailures(loader) } : {}),
        ...(action ? { action: answeringBackendFailures(action) } : {}),
      },
    };
  }
  return { ...build, routes };
}
