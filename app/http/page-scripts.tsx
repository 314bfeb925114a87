// A page's start-up script (ADR 0082). Where Remix's <ScrollRestoration> and <Scripts> would render
// a script each, modulepreload links and a module script, this renders one inline script that
// entry.server writes (app/http/page-scripts.server.ts): the scroll position restored on a reload
// or a return and, on a shopper's page, Remix's `window.__remixContext` hand-off and a start-up
// that imports the page's code once the page has loaded and painted. In the browser the element is
// rendered empty: React keeps the server's content, and a script React adds never runs. Positions
// are saved as Remix's <ScrollRestoration> saves them (React Router's hook, the same storage key).
import { createContext, useContext } from "react";
import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router-dom";

/** The server's start-up script for the document being rendered; null in the browser. */
export const PageScriptsContext = createContext<string | null>(null);

/** Where the scroll positions are kept in sessionStorage: Remix's key. */
export const SCROLL_POSITIONS_KEY = "positions";

export function PageScripts({ nonce }: { nonce: string | undefined }) {
  useScrollRestoration({ storageKey: SCROLL_POSITIONS_KEY });
  const source = useContext(PageScriptsContext);
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: source ?? " " }} />;
}
