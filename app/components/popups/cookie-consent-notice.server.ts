// The cookie banner for the server's render (CookieConsentBanner): imported at once here, so the
// page's HTML holds it; the browser's build leaves this module empty and loads it lazily.
export { default as ServerCookieConsentNotice } from "./CookieConsentNotice";
