// The buyer's review form for the server's render (ReviewForm.tsx): imported at once here, so the
// page's HTML holds the form; the browser's build leaves this module empty and loads the form lazily.
export { default as ServerBuyerReviewForm } from "./BuyerReviewForm";
