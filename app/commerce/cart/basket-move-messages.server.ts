// What the shopper is told after the basket moved to another store: what came along (and in
// which currency it is now priced), and by name what could not.
import type { TFunction } from "i18next";
import { createMessage, type Message } from "~/sessions/messages";
import type { MoveOutcome } from "./move-basket.server";

/** `t` speaks the target store's language (namespace common). */
export function basketMoveMessages(outcome: MoveOutcome, t: TFunction): Message[] {
  const messages: Message[] = [];
  if (outcome.movedQuantity > 0) {
    const currency = outcome.currency
      ? t(`storeSwitch.currencies.${outcome.currency}`, { defaultValue: outcome.currency })
      : "";
    messages.push(createMessage("success", t("storeSwitch.moved", { count: outcome.movedQuantity, currency })));
  }
  if (outcome.refused.length) {
    messages.push(createMessage("error", t("storeSwitch.refused", { names: outcome.refused.join(", ") })));
  }
  return messages;
}
