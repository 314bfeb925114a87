// The error page for the server's render: imported at once here, so a failed page's HTML is complete;
// the browser's build leaves this module empty and loads the page only when one fails (ErrorBoundary.tsx).
export { ErrorPage as ServerErrorPage } from "./ErrorPage";
