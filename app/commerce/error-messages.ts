// SPEC §8: how backend failures become notices. Network failures and GraphQL errors stay apart:
// an unreachable backend is one "try again" notice; GraphQL errors give one notice per message,
// "Error message not found." when an error has none, and "Authentication Required: " in front of
// authorisation errors.
import { createMessage, type Message } from "~/sessions/messages";
import { MISSING_ERROR_MESSAGE, TOO_MANY_REQUESTS_CATEGORY, type CommerceErrorKind } from "./errors";

export const AUTHENTICATION_REQUIRED_PREFIX = "Authentication Required: ";

export interface FailureLike {
  kind: CommerceErrorKind;
  messages: readonly string[];
  categories?: readonly string[];
}

/** `busyText`: the shopper's words for a write refused as too many (the backend's are English). */
export function failureMessages(
  failure: FailureLike,
  networkText: string,
  area = "global",
  busyText?: string,
): Message[] {
  if (failure.kind !== "graphql") return [createMessage("error", networkText, area)];
  if (busyText && failure.categories?.includes(TOO_MANY_REQUESTS_CATEGORY))
    return [createMessage("error", busyText, area)];
  const needsAuth = failure.categories?.includes("graphql-authorization") ?? false;
  const texts = failure.messages.length ? failure.messages : [MISSING_ERROR_MESSAGE];
  return texts.map((text) => {
    const body = text.trim() ? text : MISSING_ERROR_MESSAGE;
    return createMessage(
      "error",
      needsAuth && !body.startsWith(AUTHENTICATION_REQUIRED_PREFIX) ? `${AUTHENTICATION_REQUIRED_PREFIX}${body}` : body,
      area,
    );
  });
}
