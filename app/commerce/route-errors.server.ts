// Turns backend failures inside a loader into HTTP answers the error boundary can show: a GraphQL
// error keeps its messages (502), an unreachable or slow backend is "try again later" (503).
import { data } from "@remix-run/node";
import { isCommerceError } from "./errors";

export const RETRY_AFTER_SECONDS = 30;

export interface BackendFailure {
  kind: "graphql" | "network" | "timeout";
  messages: string[];
}

/** @param extra more for the error page, e.g. the translations when the shell itself failed. */
export function backendFailureResponse(error: unknown, extra: Record<string, unknown> = {}): never {
  if (!isCommerceError(error)) throw error;
  const body: BackendFailure = { ...extra, kind: error.kind, messages: error.messages };
  if (error.kind === "graphql") throw data(body, { status: 502 });
  throw data(body, { status: 503, headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } });
}

/** Runs a loader body, answering backend failures as above. */
export async function withBackendFailures<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    return backendFailureResponse(error);
  }
}
