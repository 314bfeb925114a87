// The browser gets each form's HTML constraints from app/forms/constraints/<form>.ts instead of
// deriving them from the Zod schema (which stays on the server). This holds the JSON to the
// schemas: a changed schema fails here until `npm run forms:constraints` is run.
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { parseWithZod } from "@conform-to/zod/v4";
import { lineQuantity } from "~/forms/add-to-basket";
import { createAccountSchema } from "~/features/customer/create-account";
import { ACCOUNT_VALIDITY_ERRORS } from "~/forms/customer-fields.fields";
import { ResetPasswordSchema } from "~/features/customer/reset-password";
import { QUANTITY_VALIDITY_ERRORS } from "~/forms/add-to-basket.fields";
import { CONSTRAINT_SOURCES, constraintsOf } from "~/forms/constraint-sources";
import { readdirSync } from "node:fs";

// Every generated module, one per form (the file is named after the form it exports).
const constraintsDir = new URL("../../app/forms/constraints/", import.meta.url);
const constraintModules = readdirSync(constraintsDir).filter((name) => name.endsWith(".ts"));
const constraints: Record<string, Record<string, unknown>> = Object.assign(
  {},
  ...(await Promise.all(constraintModules.map((name) => import(new URL(name, constraintsDir).href)))),
);

describe("the forms' HTML constraints", () => {
  it("are written for exactly the forms that have schemas", () => {
    expect(Object.keys(constraints).sort()).toEqual(Object.keys(CONSTRAINT_SOURCES).sort());
    // each module exports its own form's constraints, under its file's name, and nothing else
    expect(constraintModules.map((name) => name.replace(/\.ts$/, "")).sort()).toEqual(
      Object.keys(CONSTRAINT_SOURCES).sort(),
    );
  });

  for (const [form, schemas] of Object.entries(CONSTRAINT_SOURCES)) {
    it(`of ${form} are its schema's, for every variant of it`, () => {
      for (const schema of schemas) expect(constraintsOf(schema)).toEqual(constraints[form]);
    });
  }

  it("say what a shopper's browser checks: required fields, lengths and patterns", () => {
    expect(constraints.signIn.email).toEqual({ required: true });
    expect(constraints.createAccount.gender).toEqual({ pattern: "male|female|nonBinary|ratherNotSay" });
    // An optional field without other constraints sets no attribute: it is left out.
    expect(constraints.newsletter).not.toHaveProperty("returnTo");
  });
});

describe("the quantity's errors on leaving the field", () => {
  // What the browser reports for a value of <input type="number" min="1" max="99"> (step 1), and
  // a value that the browser finds wrong that way; the schema must answer the same error.
  const cases = [
    ["valueMissing", ""],
    ["badInput", "abc"],
    ["stepMismatch", "1.5"],
    ["rangeUnderflow", "0"],
    ["rangeOverflow", "150"],
  ] as const;
  for (const [flag, value] of cases) {
    it(`are the schema's for ${flag} (${JSON.stringify(value)})`, () => {
      const checked = z.safeParse(lineQuantity(1), value);
      expect(checked.success).toBe(false);
      expect(checked.error?.issues[0]?.message).toBe(QUANTITY_VALIDITY_ERRORS[flag]);
    });
  }
});

describe("the account fields' errors on leaving a field", () => {
  const errorsFor = (schema: Parameters<typeof parseWithZod>[1]["schema"], fields: Record<string, string>) => {
    const formData = new FormData();
    for (const [name, value] of Object.entries(fields)) formData.append(name, value);
    return parseWithZod(formData, { schema }).reply().error ?? {};
  };

  it("are the create-account schema's for an empty field and for an email field without an address", () => {
    const empty = errorsFor(
      createAccountSchema("GB"),
      Object.fromEntries(Object.keys(ACCOUNT_VALIDITY_ERRORS).map((name) => [name, ""])),
    );
    for (const [name, byFlag] of Object.entries(ACCOUNT_VALIDITY_ERRORS))
      expect(empty[name]?.[0], name).toBe(byFlag.valueMissing);
    expect(errorsFor(createAccountSchema("GB"), { email: "jo" }).email?.[0]).toBe(
      ACCOUNT_VALIDITY_ERRORS.email.typeMismatch,
    );
  });

  it("are the reset-password schema's for an empty password or confirmation", () => {
    const empty = errorsFor(ResetPasswordSchema, { password: "", passwordConfirmation: "" });
    expect(empty.password?.[0]).toBe(ACCOUNT_VALIDITY_ERRORS.password.valueMissing);
    expect(empty.passwordConfirmation?.[0]).toBe(ACCOUNT_VALIDITY_ERRORS.passwordConfirmation.valueMissing);
  });
});
