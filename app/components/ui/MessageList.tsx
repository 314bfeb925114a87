import { useTranslation } from "~/i18n/use-translation";
import type { Message } from "~/sessions/messages";

/** The id of the notices: a redirect's `#messages` lands the shopper on its confirmation. */
export const MESSAGES_ID = "messages";

/** Notices after a redirect, in a live region so screen readers announce them. */
export function MessageList({ messages }: { messages: readonly Message[] }) {
  const { t } = useTranslation();
  return (
    <div id={MESSAGES_ID} className="messages" role="status" aria-live="polite">
      {messages.map((message) => (
        <p key={`${message.type}:${message.text}`} className={`message message--${message.type}`}>
          {/* The type's word with its colon, as the language writes it ("Erreur :"). */}
          <span className="visually-hidden">{t(`messages.${message.type}`)} </span>
          {message.text}
        </p>
      ))}
    </div>
  );
}
