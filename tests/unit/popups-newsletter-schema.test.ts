import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { EmailSchema, NewsletterSchema } from "~/forms/newsletter";
import { CookieConsentSchema } from "~/forms/cookie-consent";

function emailErrors(email: string): string[] {
  const result = EmailSchema.safeParse(email);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
}

describe("newsletter email (SPEC §5)", () => {
  it("accepts ordinary and unicode addresses", () => {
    for (const email of [
      "johndoe@domain.com",
      "first.last+tag@sub.example.co.uk",
      "jörg.müller@bücher.de",
      "用户@例子.广告",
      "élodie@exemple.fr",
    ]) {
      expect(emailErrors(email), email).toEqual([]);
    }
  });

  it("trims surrounding spaces", () => {
    expect(EmailSchema.parse("  anna@example.com ")).toBe("anna@example.com");
  });

  it("rejects addresses that are not addresses", () => {
    for (const email of [
      "not-an-email",
      "a@b",
      "a b@example.com",
      "@example.com",
      "anna@",
      "anna@@example.com",
      "anna@example..com",
      "anna@.com",
    ]) {
      expect(emailErrors(email), email).toEqual(["emailInvalid"]);
    }
  });

  it("needs a top-level part of at least two letters", () => {
    expect(emailErrors("anna@example.c")).toEqual(["emailInvalid"]);
    expect(emailErrors("anna@example.12")).toEqual(["emailInvalid"]);
    expect(emailErrors("anna@example.io")).toEqual([]);
  });

  it("says Required. for an empty field", () => {
    expect(emailErrors("   ")).toEqual(["required"]);
  });
});

describe("newsletter form", () => {
  it("subscribes with an email and dismisses with nothing else", () => {
    const subscribe = parseWithZod(form({ intent: "subscribe", email: "anna@example.com", returnTo: "/de" }), {
      schema: NewsletterSchema,
    });
    expect(subscribe.status).toBe("success");
    const dismiss = parseWithZod(form({ intent: "dismiss" }), { schema: NewsletterSchema });
    expect(dismiss.status).toBe("success");
  });

  it("reports the email error as a translation key on the email field", () => {
    const submission = parseWithZod(form({ intent: "subscribe", email: "anna@example" }), { schema: NewsletterSchema });
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual({ email: ["emailInvalid"] });
  });

  it("accepts only the two cookie answers", () => {
    expect(CookieConsentSchema.safeParse({ intent: "cookie-consent", consent: "all" }).success).toBe(true);
    expect(CookieConsentSchema.safeParse({ intent: "cookie-consent", consent: "necessary" }).success).toBe(true);
    expect(CookieConsentSchema.safeParse({ intent: "cookie-consent", consent: "marketing" }).success).toBe(false);
  });
});
