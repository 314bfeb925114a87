// The backend tests' helpers live in tests/support/backend-helpers.ts, shared by the modules' own
// tests (backend/<module>/*.test.ts) and the cross-module ones here; a test written here may still
// import them from "./helpers.js".
export * from "../support/backend-helpers.js";
