import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { BasketLineSchema } from "~/features/basket/basket-line";
import { NewsletterSchema } from "~/forms/newsletter";
import { knownFields, MAX_FIELD_INDEX, parseSubmission } from "~/forms/parse-submission";

function form(entries: [string, string][]): FormData {
  const formData = new FormData();
  for (const [name, value] of entries) formData.append(name, value);
  return formData;
}

describe("parseSubmission", () => {
  it("parses the fields its schema knows as parseWithZod does", () => {
    const submission = parseSubmission(
      form([
        ["intent", "subscribe"],
        ["email", "ana@example.com"],
      ]),
      NewsletterSchema,
    );
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      intent: "subscribe",
      email: "ana@example.com",
    });
  });

  it("never echoes a field the schema does not know, whatever its index", () => {
    const submission = parseSubmission(
      form([
        ["x[100000000]", "1"],
        ["y", "2"],
        ["intent", "subscribe"],
        ["email", "not an email"],
      ]),
      NewsletterSchema,
    );
    const reply = submission.reply();
    expect(reply.initialValue).toEqual({ intent: "subscribe", email: "not an email" });
    expect(JSON.stringify(reply).length).toBeLessThan(300);
    expect(reply.error).toHaveProperty("email");
  });

  it("knows the fields of every branch of a union", () => {
    const kept = knownFields(
      form([
        ["intent", "update-quantity"],
        ["itemUid", "a"],
        ["quantity", "2"],
        ["redirectTo", "/"],
        ["extra", "1"],
      ]),
      BasketLineSchema,
    );
    expect([...kept.keys()]).toEqual(["intent", "itemUid", "quantity", "redirectTo"]);
  });

  it("keeps list items up to the index bound and drops those beyond it", () => {
    const Schema = z.object({ lines: z.array(z.object({ sku: z.string() })) });
    const kept = knownFields(
      form([
        ["lines[0].sku", "a"],
        [`lines[${MAX_FIELD_INDEX}].sku`, "b"],
        [`lines[${MAX_FIELD_INDEX + 1}].sku`, "c"],
        ["lines[100000000].sku", "d"],
        ["lines[0].price", "0"],
      ]),
      Schema,
    );
    expect([...kept.keys()]).toEqual(["lines[0].sku", `lines[${MAX_FIELD_INDEX}].sku`]);
  });
});
