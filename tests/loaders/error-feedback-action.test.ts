// The crash page's feedback action: the shopper's note reaches the backend with the Trace ID and
// the shopper is thanked; a blank note is refused by field with the Trace ID kept; a backend that
// cannot take the note must not make the crash worse. Also the browser's request for a Trace ID
// after a client-side crash.
import { describe, expect, it } from "vitest";
import { action } from "~/features/error-feedback/route";
import { enhanced, formPost, mockCommerce, runRoute } from "../mocks";
import { errorReportAway, reportedErrors } from "../mocks/error-report";
import { SHOPPER_HEADERS } from "./page";

const server = mockCommerce();

const TRACE_ID = "a".repeat(64);

const send = (fields: Record<string, string>, path = "/error-feedback") =>
  runRoute(
    action,
    formPost(`http://shop.test${path}`, fields, {
      ...SHOPPER_HEADERS,
      Referer: "http://shop.test/products/mass-gainer",
    }),
  );

describe("error-feedback action", () => {
  it("without JavaScript, sends the note with the Trace ID and redirects to the thanks", async () => {
    const { response } = await send(
      { intent: "note", traceId: TRACE_ID, note: "The page broke." },
      "/de/error-feedback",
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/de/error-feedback?thanks=1");
    expect(reportedErrors).toMatchObject([
      { code: TRACE_ID, customer_note: "The page broke.", url: "http://shop.test/products/mass-gainer" },
    ]);
  });

  it("with JavaScript, thanks the shopper in place", async () => {
    const { result, response } = await send(enhanced({ intent: "note", traceId: TRACE_ID, note: "Again." }));
    expect(response.status).toBe(200);
    expect(result).toMatchObject({ data: { thanked: true, traceId: TRACE_ID } });
    expect(reportedErrors).toHaveLength(1);
  });

  it("refuses a blank note by field, keeping the Trace ID, and sends nothing", async () => {
    const { result, response } = await send({ intent: "note", traceId: TRACE_ID, note: "   " });
    expect(response.status).toBe(400);
    expect(result).toMatchObject({
      data: { result: { error: { note: ["required"] } }, thanked: false, traceId: TRACE_ID },
    });
    expect(reportedErrors).toEqual([]);
  });

  it("still thanks the shopper when the backend cannot take the note", async () => {
    server.use(errorReportAway);
    const { response } = await send({ intent: "note", traceId: TRACE_ID, note: "The page broke." });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/error-feedback?thanks=1");
  });

  it("gives a client-side crash a Trace ID and reports the crash under it", async () => {
    const { result } = await send({ intent: "report", message: "TypeError: boom", url: "/protein" });
    const { traceId } = result as { traceId: string };
    expect(traceId).toMatch(/^[0-9a-f]{64}$/);
    expect(reportedErrors).toMatchObject([
      { code: traceId, message: "TypeError: boom", url: "http://shop.test/protein" },
    ]);
  });
});
