// The storefront's render asks the embedded GraphQL server in this process (ADR 0083). Every answer
// still goes through the whole Yoga server: the request with its headers and address, each plugin
// (the test hooks, query limits and costs, write limits, Magento's headers), the context, the status
// and headers of the answer. What is left out is writing the result as JSON text only for the caller
// to read it back: the answer's body is empty, and the caller's `json()` gets a copy of the result
// made straight from the objects, the very value `JSON.parse` would have given it.
import type { Plugin } from "graphql-yoga";

/** Where the result of one in-process operation is left for its caller. */
export interface InProcessSlot {
  /** what Yoga would have written as the body (its errors already cleaned of internals) */
  result?: unknown;
}

/** The server context an in-process call hands to Yoga with its request. */
export type InProcessContext = { inProcessAnswer: InProcessSlot };

const slotOf = (serverContext: unknown): InProcessSlot | undefined =>
  (serverContext as Partial<InProcessContext> | undefined)?.inProcessAnswer;

/**
 * Runs last: the result Yoga answers with is caught where Yoga would turn it into text, after every
 * plugin has seen and changed it, and with Yoga's own cleaning of the errors. Yoga makes the answer's
 * status and headers as it always does; only its body stays empty.
 */
export const resultsInProcess: Plugin = {
  onResultProcess({ result, setResult, serverContext }) {
    const slot = slotOf(serverContext);
    if (!slot || Array.isArray(result) || !isPlainResult(result)) return;
    setResult({
      ...result,
      stringify(sanitized: unknown) {
        slot.result = sanitized;
        return "";
      },
    } as typeof result);
  },
};

/** A single result, not a stream of them (subscriptions, incremental delivery). */
const isPlainResult = (result: unknown): result is Record<string, unknown> =>
  typeof result === "object" && result !== null && !(Symbol.asyncIterator in result);

/**
 * The answer handed to the in-process caller: Yoga's response, whose `json()` is the result copied
 * into plain objects and whose `text()` is the JSON Yoga would have sent.
 */
export function inProcessAnswer(response: Response, slot: InProcessSlot): Response {
  if (!("result" in slot)) return response;
  const { result } = slot;
  return Object.defineProperties(response, {
    json: { value: () => Promise.resolve(jsonCopy(result)) },
    text: { value: () => Promise.resolve(JSON.stringify(result)) },
  });
}

/**
 * What `JSON.parse(JSON.stringify(value))` gives, made without the text: plain objects and arrays in
 * the same key order, `toJSON` honoured, numbers that are not finite as null, undefined, functions and
 * symbols left out of objects and null in arrays. GraphQL results hold nothing else (objects made
 * with a null prototype by graphql-js, serialised scalars, GraphQLError with its `toJSON`).
 */
export function jsonCopy(value: unknown): unknown {
  return copy(value, "");
}

function copy(value: unknown, key: string): unknown {
  if (typeof value === "object" && value !== null && typeof (value as { toJSON?: unknown }).toJSON === "function")
    value = (value as { toJSON(key: string): unknown }).toJSON(key);
  switch (typeof value) {
    case "string":
    case "boolean":
      return value;
    case "number":
      // JSON writes -0 as 0
      return Number.isFinite(value) ? value + 0 : null;
    case "bigint":
      throw new TypeError("Do not know how to serialize a BigInt");
    case "object": {
      if (value === null) return null;
      if (Array.isArray(value)) {
        const out = new Array<unknown>(value.length);
        for (let i = 0; i < value.length; i++) {
          const item = copy(value[i], String(i));
          out[i] = item === undefined ? null : item;
        }
        return out;
      }
      if (value instanceof Number || value instanceof String || value instanceof Boolean)
        return copy(value.valueOf(), key);
      const out: Record<string, unknown> = {};
      for (const name of Object.keys(value)) {
        const item = copy((value as Record<string, unknown>)[name], name);
        if (item === undefined) continue;
        // a key "__proto__" is an own property in what JSON.parse makes, not the prototype
        if (name === "__proto__")
          Object.defineProperty(out, name, { value: item, enumerable: true, writable: true, configurable: true });
        else out[name] = item;
      }
      return out;
    }
    default:
      return undefined;
  }
}
