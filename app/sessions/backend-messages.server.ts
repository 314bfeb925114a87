// Messages the backend queued in a cookie for the next page (Magento's `mage-messages`): read once,
// decoded, shown, and the cookie deleted (SPEC §4 start-up).
import { parseCookie, stringifySetCookie } from "cookie";
import { createMessage, type Message } from "~/sessions/messages";

export const BACKEND_MESSAGES_COOKIE = "mage-messages";

interface CookieMessage {
  type?: string;
  text?: string;
}

export function readBackendMessages(request: Request): { messages: Message[]; clearCookie: string | null } {
  const raw = parseCookie(request.headers.get("Cookie") ?? "")[BACKEND_MESSAGES_COOKIE];
  if (raw === undefined) return { messages: [], clearCookie: null };
  const clearCookie = stringifySetCookie({ name: BACKEND_MESSAGES_COOKIE, value: "", path: "/", maxAge: 0 });
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(raw));
  } catch {
    return { messages: [], clearCookie };
  }
  const list = Array.isArray(parsed) ? (parsed as CookieMessage[]) : [];
  const messages = list
    .filter((m) => typeof m?.text === "string" && m.text.trim())
    .map((m) => createMessage(m.type === "success" ? "success" : "error", decodeHtmlText(m.text!)));
  return { messages, clearCookie };
}

/** Magento escapes message text for HTML; the storefront renders text, so undo the common entities. */
function decodeHtmlText(text: string): string {
  return text
    .replace(/\+/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
