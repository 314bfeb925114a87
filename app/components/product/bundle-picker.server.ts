// The bundle's picker for the server's render (AddToBasketForm): imported at once here, so the page's
// HTML holds it; the browser's build leaves this module empty and fetches it for a bundle's page only.
export { BundlePicker as ServerBundlePicker } from "./BundlePicker";
