// The customs warning as a popup with an OK button, once per browser (CustomsWarning.tsx places it):
// only the stores that warn render it, so the browser fetches this code for their pages only.
import { lazy, Suspense, useEffect, useState } from "react";
import { usePopupTurn } from "./PopupQueue";

/**
 * Once per browser: the bar above the header says it on every page, so the popup need not come
 * back on the next visit (where it would take that visit's one popup from the newsletter).
 */
const SEEN_KEY = "pw_customs_warning_seen";

/** Whether the popup was seen in this browser; `mark` records that it is being seen now. */
function seen(mark?: boolean): boolean {
  try {
    if (mark) window.localStorage.setItem(SEEN_KEY, "1");
    return window.localStorage.getItem(SEEN_KEY) !== null;
  } catch {
    // No storage (privacy mode, or the server): the bar still says it all; never risk opening on every page.
    return true;
  }
}

/** The popup itself comes with its turn: most pages never show it. */
const CustomsWarningDialog = lazy(() => import("./CustomsWarningDialog"));

/**
 * With JavaScript, the same warning as a popup with an OK button, once per browser. Nothing of it is
 * in the page's HTML (a closed dialog shows nothing); the dialog's module loads when it is its turn.
 */
export default function CustomsWarningPopup({ title, text }: { title: string; text: string }) {
  // Waiting until seen and closed. On the server there is no storage (seen() is true): only the
  // popup's turn depends on it, and the turn comes after hydration, so hydration matches.
  const [wants, setWants] = useState(() => !seen());
  const turn = usePopupTurn("customsWarning", wants);
  // Once its turn has come the popup stays until closed, even if an earlier popup arrives meanwhile.
  const [shown, setShown] = useState(false);
  if (turn && !shown) setShown(true);
  useEffect(() => {
    if (shown) seen(true);
  }, [shown]);
  if (!shown || !wants) return null;
  return (
    <Suspense fallback={null}>
      <CustomsWarningDialog title={title} text={text} onClosed={() => setWants(false)} />
    </Suspense>
  );
}
