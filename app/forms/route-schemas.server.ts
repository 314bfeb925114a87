// The schemas and parsing that route modules' loaders and actions use, reached through this
// server-only module: the browser build of a route drops what only its loader or action imports
// from a `.server` module, whereas a schema module imported directly would bring Zod and Conform's
// parser into that route's browser chunk (a module that builds schemas at load time is never
// tree-shaken away). Components import the zod-free `*.fields.ts` modules instead.
export { CookieConsentSchema } from "./cookie-consent";
export { ErrorFeedbackSchema } from "./error-note";
export { ConfirmSchema, NewsletterSchema } from "./newsletter";
export { parseSubmission } from "./parse-submission";
