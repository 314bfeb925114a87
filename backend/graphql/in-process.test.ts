// The copy the in-process answer hands over is what JSON text read back would be (ADR 0083).
import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { jsonCopy } from "./in-process.js";

const roundTrip = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

function nullPrototype(fields: Record<string, unknown>) {
  return Object.assign(Object.create(null) as Record<string, unknown>, fields);
}

describe("jsonCopy", () => {
  it("makes of a graphql-js result what JSON.parse makes of its text", () => {
    const result = {
      data: nullPrototype({
        products: nullPrototype({
          total_count: 2,
          items: [nullPrototype({ sku: "PW-WHEY", price: 24.99, stock: null, new: true })],
          "0": "numeric keys first, as JSON.parse orders them",
        }),
      }),
      errors: [new GraphQLError("Currency JPY is not allowed.", { extensions: { category: "graphql-input" } })],
    };
    const copy = jsonCopy(result);
    expect(copy).toStrictEqual(roundTrip(result));
    expect(JSON.stringify(copy)).toBe(JSON.stringify(result));
    expect(Object.getPrototypeOf((copy as { data: object }).data)).toBe(Object.prototype);
  });

  it("writes what JSON cannot hold as JSON does", () => {
    const odd = {
      notFinite: [NaN, Infinity, -Infinity],
      negativeZero: -0,
      gone: undefined,
      fn: () => 1,
      holes: [undefined, () => 1, Symbol("s")],
      date: new Date(Date.UTC(2026, 10, 27)),
      boxed: [Object(1), Object("a"), Object(false)],
      own: JSON.parse('{"__proto__": {"polluted": true}}') as unknown,
      [Symbol("hidden")]: 1,
    };
    const copy = jsonCopy(odd);
    expect(copy).toStrictEqual(roundTrip(odd));
    expect(JSON.stringify(copy)).toBe(JSON.stringify(odd));
    expect(Object.is((copy as { negativeZero: number }).negativeZero, 0)).toBe(true);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it("refuses a BigInt as JSON does", () => {
    expect(() => jsonCopy({ n: 1n })).toThrow(TypeError);
  });
});
