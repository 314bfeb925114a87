// The customs popup for the server's render (CustomsWarning.tsx): imported at once here; the
// browser's build leaves this module empty and fetches the popup for a store that warns only.
export { default as ServerCustomsWarningPopup } from "./CustomsWarningPopup";
