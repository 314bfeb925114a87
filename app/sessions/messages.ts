// Message rules of SPEC §3/§4: success or error notices with an area and a permanent flag,
// de-duplicated by text and type, at most MESSAGE_LIMIT kept.
export const MESSAGE_LIMIT = 10;

/**
 * "info": what the shopper needs to know to go on, neither a success nor a failure (sign in to save
 * to the wishlist). "notice": shown only where the page's CSS says (the cookies notice,
 * app/shell/shell.server.ts).
 */
export type MessageType = "success" | "info" | "error" | "notice";

export interface Message {
  type: MessageType;
  text: string;
  /** Where the message belongs, e.g. "global", "cart", "product". */
  area: string;
  permanent: boolean;
}

export function createMessage(type: MessageType, text: string, area = "global", permanent = false): Message {
  return { type, text, area, permanent };
}

/** Adds messages, dropping any with the same text and type already held, keeping the newest MESSAGE_LIMIT. */
export function addMessages(current: readonly Message[], added: readonly Message[]): Message[] {
  const result = [...current];
  for (const message of added) {
    if (!result.some((m) => m.text === message.text && m.type === message.type)) result.push(message);
  }
  return result.slice(-MESSAGE_LIMIT);
}

/**
 * Clears the messages of an area (all areas when none is given). Permanent messages survive unless
 * the clear itself says permanent.
 */
export function clearMessages(
  current: readonly Message[],
  options: { area?: string; permanent?: boolean } = {},
): Message[] {
  return current.filter((m) => {
    const inArea = options.area === undefined || m.area === options.area;
    if (!inArea) return true;
    return m.permanent && !options.permanent;
  });
}
