// The shop's reportJsError: the error page's reports and notes, a stack stored once per trace.
import { defineModule, schemaBeside } from "../manifest.js";
import { createErrorReportRepository } from "./repository.js";
import { errorReportResolvers } from "./resolvers.js";
import { createErrorReportService, type ErrorReportService } from "./service.js";

declare module "../services.js" {
  interface ShopServices {
    errorReports: ErrorReportService;
  }
}

export const errorReportModule = defineModule({
  name: "errorreport",
  schema: schemaBeside(import.meta.url),
  resolvers: [errorReportResolvers],
  migrations: [
    {
      // A 500 repeated a thousand times keeps one copy of its stack.
      version: 3,
      name: "a stack trace stored once per distinct trace, keyed by its SHA-256",
      up: `
  CREATE TABLE error_traces (hash TEXT PRIMARY KEY, trace TEXT NOT NULL, first_seen TEXT NOT NULL);
  ALTER TABLE error_reports ADD COLUMN trace_hash TEXT REFERENCES error_traces(hash);
  `,
    },
  ],
  services: ({ db }) => ({ errorReports: createErrorReportService(createErrorReportRepository(db)) }),
});
