// The shop's structured log (pino): one JSON line per event on stdout, for an operator's log
// collector; readable coloured lines in development (pino-pretty). The level comes from LOG_LEVEL,
// else from the environment: everything from debug in development, info in production, warnings
// and errors only under test.
import pino, { type DestinationStream, type Logger } from "pino";

import { LOG_LEVELS, type LogLevel } from "./log-levels";

export type { Logger };

export function defaultLogLevel(environment: { LOG_LEVEL?: string; NODE_ENV?: string }): LogLevel {
  const chosen = LOG_LEVELS.find((level) => level === environment.LOG_LEVEL);
  if (chosen) return chosen;
  if (environment.NODE_ENV === "production") return "info";
  return environment.NODE_ENV === "test" ? "warn" : "debug";
}

export interface LoggerOptions {
  level?: LogLevel;
  /** Readable lines instead of JSON (development). */
  pretty?: boolean;
  /** Where lines go (tests); default stdout. */
  destination?: DestinationStream;
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const level = options.level ?? defaultLogLevel(process.env);
  const settings = {
    level,
    // Who reads the log knows the host; the process id tells workers apart.
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    // Never written, whoever passes them by mistake.
    redact: { paths: ["password", "*.password", "token", "*.token", "email", "*.email"], remove: true },
  };
  if (options.destination) return pino(settings, options.destination);
  const pretty = options.pretty ?? process.env.NODE_ENV === "development";
  if (!pretty) return pino(settings);
  return pino({
    ...settings,
    transport: {
      target: "pino-pretty",
      options: {
        colorize: true,
        translateTime: "SYS:HH:MM:ss.l",
        // A request on one line: "request GET /de/search 200 41.2 ms", other fields after it.
        messageFormat: "{msg}{if method} {method} {path} {status} {ms} ms{end}",
        ignore: "pid,method,path,status,ms",
        singleLine: true,
      },
    },
  });
}

/**
 * The process's logger. Module state on purpose: server.ts and the Remix build each load this file,
 * and both write to the same stdout with the same settings.
 */
export const log: Logger = createLogger();
