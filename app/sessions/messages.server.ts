// Redirect messages: queued in the session by an action, shown once by the page it redirects to.
// They travel in the session cookie, so they are bounded: at most MESSAGE_LIMIT (SPEC §3), each
// clipped to MESSAGE_TEXT_LIMIT characters, since some carry a backend's own words of any length.
import { addMessages, type Message } from "~/sessions/messages";
import type { ShopSession } from "./session.server";

/**
 * Longer than any notice the shop writes itself, in every language (the newsletter's thanks with its
 * welcome code and note runs to about 250 characters in French); a backend's text beyond it is cut.
 */
export const MESSAGE_TEXT_LIMIT = 320;

function clipped(message: Message): Message {
  const text = message.text.trim();
  return text.length <= MESSAGE_TEXT_LIMIT
    ? { ...message, text }
    : { ...message, text: `${text.slice(0, MESSAGE_TEXT_LIMIT - 1)}…` };
}

export function queueMessages(session: ShopSession, ...messages: Message[]): void {
  session.set("messages", addMessages(session.get("messages") ?? [], messages.map(clipped)));
}

/** Returns the queued messages and removes them from the session (commit it when non-empty). */
export function takeMessages(session: ShopSession): Message[] {
  const messages = session.get("messages") ?? [];
  if (messages.length) session.unset("messages");
  return messages;
}
