// reportJsError: stores the storefront's client error report for the request's store view.
import type { Ctx } from "../graphql/context.js";
import type { Resolvers } from "../generated/resolvers-types.js";

/** The services these resolvers read: the module's dependencies, named here. */
type Services = "errorReports";

export const errorReportResolvers: Resolvers<Ctx<Services>> = {
  Mutation: {
    reportJsError: (_, args, ctx) => ({
      result: true,
      report_id: String(ctx.services.errorReports.report(ctx.store.code, args.input)),
    }),
  },
};
