import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The customs warning as a modal popup with an OK button: opened as it mounts (CustomsWarningPopup
 * mounts it on its turn, after marking it seen); `onClosed` when the shopper closes it.
 */
export default function CustomsWarningDialog({
  title,
  text,
  onClosed,
}: {
  title: string;
  text: string;
  onClosed: () => void;
}) {
  const { t } = useTranslation("popups");
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="popup customs-popup"
      aria-labelledby="customs-popup-title"
      aria-describedby="customs-popup-text"
      onClose={onClosed}
    >
      <h2 id="customs-popup-title">{title}</h2>
      <p id="customs-popup-text">{text}</p>
      <form method="dialog">
        <button type="submit" className="button button--primary">
          {t("customs.ok")}
        </button>
      </form>
    </dialog>
  );
}
