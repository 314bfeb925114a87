// Redirect messages: queued in the session by an action, shown once by the page it redirects to.
import { addMessages, type Message } from "~/sessions/messages";
import type { ShopSession } from "./session.server";

export function queueMessages(session: ShopSession, ...messages: Message[]): void {
  session.set("messages", addMessages(session.get("messages") ?? [], messages));
}

/** Returns the queued messages and removes them from the session (commit it when non-empty). */
export function takeMessages(session: ShopSession): Message[] {
  const messages = session.get("messages") ?? [];
  if (messages.length) session.unset("messages");
  return messages;
}
