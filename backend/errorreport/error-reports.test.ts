import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { listErrorReports } from "./repository.js";
import { gql, newBackend } from "../../tests/support/backend-helpers.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close());

const REPORT = `mutation($i: ReportJsErrorInput!) { reportJsError(input: $i) { result report_id } }`;

describe("reportJsError", () => {
  it("stores every field with the store code and created_at; a follow-up with a note is a new row", async () => {
    const first = {
      code: "trace-42",
      message: "TypeError: cannot read properties of undefined",
      timestamp: "2025-03-01T10:00:00.000Z",
      trace: "at ProductPage (product.tsx:10:5)",
      url: "https://shop.example/de/impact-whey-protein",
      user_agent: "Mozilla/5.0 Test",
    };
    const a = await gql(backend, REPORT, { i: first }, { Store: "de" });
    expect(a.reportJsError).toEqual({ result: true, report_id: expect.stringMatching(/^\d+$/) });
    const b = await gql(
      backend,
      REPORT,
      { i: { ...first, customer_note: "I clicked on the flavour" } },
      { Store: "de" },
    );
    expect(Number(b.reportJsError.report_id)).toBeGreaterThan(Number(a.reportJsError.report_id));

    const rows = listErrorReports(backend.db).filter((r) => r.code === "trace-42");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      ...first,
      id: Number(a.reportJsError.report_id),
      store_code: "de",
      customer_note: null,
    });
    expect(rows[1]).toMatchObject({ ...first, store_code: "de", customer_note: "I clicked on the flavour" });
    expect(Date.parse(rows[1].created_at)).not.toBeNaN();
  });

  // Each of the three in turn is blank (whitespace only) while the other two are valid.
  it.each(["code", "message", "timestamp"])("refuses a report with a blank %s and stores nothing", async (field) => {
    const valid = { code: "trace-blank", message: "Error: boom", timestamp: "2025-03-01T10:00:00.000Z" };
    const before = listErrorReports(backend.db).length;
    const r = await backend.execute<any>(REPORT, { i: { ...valid, [field]: "  " } });
    expect(r.errors?.[0].message).toBe(`Required parameter "${field}" is missing.`);
    expect(r.data?.reportJsError ?? null).toBeNull();
    expect(listErrorReports(backend.db)).toHaveLength(before);
  });
});

describe("stored report sizes", () => {
  it("stores one copy of a stack trace however many reports carry it", async () => {
    const trace = `Error: boom\n${"    at render (app/routes/product.tsx:10:5)\n".repeat(200)}`;
    const before = backend.db.prepare("SELECT COUNT(*) AS n FROM error_traces").get() as { n: number };
    for (let i = 0; i < 5; i++) {
      await gql(backend, REPORT, {
        i: { code: `dup-${i}`, message: "Error: boom", timestamp: "2026-01-01T00:00:00Z", trace },
      });
    }
    const after = backend.db.prepare("SELECT COUNT(*) AS n FROM error_traces").get() as { n: number };
    expect(after.n - before.n).toBe(1);
    // Each report still reads with its trace.
    const rows = listErrorReports(backend.db).filter((r) => r.code.startsWith("dup-"));
    expect(rows).toHaveLength(5);
    for (const row of rows) expect(row.trace).toBe(trace);
  });

  it("clips over-long fields", async () => {
    const long = "x".repeat(100_000);
    await gql(backend, REPORT, {
      i: { code: "clip-1", message: long, timestamp: "2026-01-01T00:00:00Z", trace: long, url: long, user_agent: long },
    });
    const row = listErrorReports(backend.db).find((r) => r.code === "clip-1")!;
    expect(row.message.length).toBeLessThanOrEqual(4000);
    expect(row.trace!.length).toBeLessThanOrEqual(20000);
    expect(row.url!.length).toBeLessThanOrEqual(2000);
    expect(row.user_agent!.length).toBeLessThanOrEqual(1000);
  });
});
