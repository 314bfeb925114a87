// The browser gets each form's HTML constraints from app/forms/form-constraints.json instead of
// deriving them from the Zod schema (which stays on the server). This holds the JSON to the
// schemas: a changed schema fails here until `npm run forms:constraints` is run.
import { describe, expect, it } from "vitest";
import { CONSTRAINT_SOURCES, constraintsOf } from "~/forms/constraint-sources";
import constraints from "~/forms/form-constraints.json";

describe("the forms' HTML constraints", () => {
  it("are written for exactly the forms that have schemas", () => {
    expect(Object.keys(constraints).sort()).toEqual(Object.keys(CONSTRAINT_SOURCES).sort());
  });

  for (const [form, schemas] of Object.entries(CONSTRAINT_SOURCES)) {
    it(`of ${form} are its schema's, for every variant of it`, () => {
      for (const schema of schemas)
        expect(constraintsOf(schema)).toEqual(constraints[form as keyof typeof constraints]);
    });
  }

  it("say what a shopper's browser checks: required fields, lengths and patterns", () => {
    expect(constraints.signIn.email).toEqual({ required: true });
    expect(constraints.createAccount.gender).toEqual({
      required: false,
      pattern: "male|female|nonBinary|ratherNotSay",
    });
  });
});
