// Failures of a backend call, kept apart by kind (SPEC §8: network errors and GraphQL errors are
// not the same thing to a shopper). Shared by server code and components that render messages.
export const MISSING_ERROR_MESSAGE = "Error message not found.";

export type CommerceErrorKind = "graphql" | "network" | "timeout";

// The server runs this module twice: once in the Remix build, once as server.ts imports it (the
// request's context: the basket, the session's customer). An error made by one copy must be known
// by the other's checks, so the classes carry a brand from the process-wide symbol registry.
const COMMERCE_ERROR = Symbol.for("shop.CommerceError");
const STORAGE_UNAVAILABLE = Symbol.for("shop.StorageUnavailableError");

const branded = (error: unknown, brand: symbol) =>
  typeof error === "object" && error !== null && (error as Record<symbol, unknown>)[brand] === true;

export class CommerceError extends Error {
  readonly [COMMERCE_ERROR] = true;
  readonly kind: CommerceErrorKind;
  /** One entry per GraphQL error; each is shown as its own notice. */
  readonly messages: string[];
  readonly categories: string[];

  constructor(kind: CommerceErrorKind, messages: string[], categories: string[] = []) {
    const list = messages.length ? messages : [MISSING_ERROR_MESSAGE];
    super(list.join("\n"));
    this.name = "CommerceError";
    this.kind = kind;
    this.messages = list;
    this.categories = categories;
  }
}

export function isCommerceError(error: unknown): error is CommerceError {
  return error instanceof CommerceError || branded(error, COMMERCE_ERROR);
}

/**
 * The backend cannot store anything right now (a full disk, an I/O error): no form can help, so this
 * is deliberately not a CommerceError. The actions' own catches (which turn a CommerceError into an
 * inline "could not reach the shop") let it through, and it is answered in one place
 * (app/http/backend-failures.server.ts): a 503 with Retry-After and its own translated words.
 */
export class StorageUnavailableError extends Error {
  readonly [STORAGE_UNAVAILABLE] = true;
  readonly messages: string[];
  readonly categories: string[];

  constructor(messages: string[], categories: string[] = []) {
    const list = messages.length ? messages : [MISSING_ERROR_MESSAGE];
    super(list.join("\n"));
    this.name = "StorageUnavailableError";
    this.messages = list;
    this.categories = categories;
  }
}

export function isStorageUnavailable(error: unknown): error is StorageUnavailableError {
  return error instanceof StorageUnavailableError || branded(error, STORAGE_UNAVAILABLE);
}

/** Magento's answers for a basket id it no longer has (or that belongs to another store). */
const GONE_CART_MESSAGES = [
  "Could not find a cart",
  "The cart isn't active",
  "Wrong store code",
  // a signed-in customer's basket, remembered by a session whose sign-in has expired
  "The current user cannot perform operations on cart",
];

/** The remembered basket is gone from the backend: start a new one rather than fail. */
export function isGoneCart(error: unknown): boolean {
  return (
    isCommerceError(error) &&
    error.kind === "graphql" &&
    error.messages.some((m) => GONE_CART_MESSAGES.some((prefix) => m.startsWith(prefix)))
  );
}

/** The backend's category for a caller over its write limit (HTTP 429, backend/graphql/write-limits.ts). */
export const TOO_MANY_REQUESTS_CATEGORY = "graphql-too-many-requests";

/**
 * The backend's category for a database that cannot take a write (a full disk): the shop is
 * unavailable for changes, which a shopper is told as "try again in a moment", in their words.
 */
export const STORAGE_UNAVAILABLE_CATEGORY = "graphql-storage-unavailable";

/** The shop refused a write because this visitor sent too many: "wait a minute", not a fault. */
export function isTooManyRequests(error: unknown): boolean {
  return isCommerceError(error) && error.categories.includes(TOO_MANY_REQUESTS_CATEGORY);
}
