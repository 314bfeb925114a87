// Express <-> Fetch for the Remix handler. @remix-run/express does the same, but hands the response
// straight to the socket; the shop needs it in between, to commit the session once (server.ts).
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@remix-run/node";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { GuardedLocals } from "./request-guards.server";

function portOf(host: string | undefined): number | undefined {
  const port = Number.parseInt(host?.split(":")[1] ?? "", 10);
  return Number.isSafeInteger(port) ? port : undefined;
}

export function fetchRequestOf(req: ExpressRequest, res: ExpressResponse): Request {
  // req.hostname honours "trust proxy" but drops the port; originalUrl is the whole path.
  const port = portOf(req.get("X-Forwarded-Host")) ?? portOf(req.get("host"));
  const url = new URL(`${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
  }
  // Loaders and actions stop when the shopper goes away before the answer is written.
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    // A form post's body was already read (and bounded) by the request guards.
    const { formBody } = res.locals as GuardedLocals;
    init.body = formBody ? new Uint8Array(formBody) : createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url, init);
}

export async function sendFetchResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) {
    if (name === "set-cookie") continue;
    res.append(name, value);
  }
  // Headers.entries() folds Set-Cookie headers into one line; each must be its own header.
  for (const cookie of response.headers.getSetCookie()) res.append("Set-Cookie", cookie);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}
