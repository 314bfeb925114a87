// ReportJsError (SPEC §7): crash reports go to the backend when the store enables error logging.
// Never cached, and every failure is tolerated: reporting must not make a crash worse.
import { commerceRequest, type CommerceRequestContext } from "../client.server";
import { graphql } from "../generated";
import type { ReportJsErrorInput } from "../generated/graphql";
import { loadStoreData } from "./store.server";

export const REPORT_JS_ERROR_MUTATION = graphql(`
  mutation ReportJsError($input: ReportJsErrorInput!) {
    reportJsError(input: $input) {
      result
    }
  }
`);

export type ErrorReport = ReportJsErrorInput;

export async function isErrorLoggingEnabled(ctx: CommerceRequestContext): Promise<boolean> {
  try {
    return Boolean((await loadStoreData(ctx)).data.storeConfig.error_logging);
  } catch {
    return false;
  }
}

export async function reportError(ctx: CommerceRequestContext, report: ErrorReport): Promise<boolean> {
  try {
    if (!(await isErrorLoggingEnabled(ctx))) return false;
    await commerceRequest(ctx, REPORT_JS_ERROR_MUTATION, {
      input: report,
    });
    return true;
  } catch {
    return false;
  }
}
