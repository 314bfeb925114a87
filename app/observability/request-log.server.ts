// One structured line per answered request: method, address (secrets redacted), status, time, store
// view, the screen it showed, and — when answering crashed — the Trace ID the shopper's error page
// shows, so support can go from a shopper's note to the server's record. Nothing personal: no IP
// address, no user agent, no session or customer.
import type { RequestHandler } from "express";
import { storeViewFromPath } from "~/i18n/store-views";
import { loggablePath } from "./loggable-path";
import type { Logger } from "./logger.server";
import { labelOnce } from "./request-label";

/** Where server.ts leaves the crash's Trace ID for the log line (express's res.locals). */
export const TRACE_ID_LOCAL = "traceId";

export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once("finish", () => {
      const status = res.statusCode;
      const traceId: unknown = res.locals[TRACE_ID_LOCAL];
      const line = {
        method: req.method,
        path: loggablePath(req.originalUrl),
        status,
        ms: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
        store: storeViewFromPath(req.path).code,
        route: labelOnce(req, res.locals),
        ...(typeof traceId === "string" ? { traceId } : {}),
      };
      if (status >= 500) logger.error(line, "request failed");
      // Probes come every few seconds: kept out of the info log.
      else if (line.route === "healthz" || line.route === "metrics") logger.debug(line, "request");
      else logger.info(line, "request");
    });
    next();
  };
}
