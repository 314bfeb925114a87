// reportJsError: stores the storefront's client error report for the request's store view.
import type { Resolvers } from "../generated/resolvers-types.js";

export const errorReportResolvers: Resolvers = {
  Mutation: {
    reportJsError: (_, args, ctx) => ({
      result: true,
      report_id: String(ctx.services.errorReports.report(ctx.store.code, args.input)),
    }),
  },
};
