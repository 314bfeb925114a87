// ReportJsError (SPEC §7): crash reports go to the backend when the store enables error logging.
// Never cached, and every failure is tolerated: reporting must not make a crash worse.
import { commerceRequest, type CommerceRequestContext } from "./client.server";
import { loadStoreData } from "./store.server";

export const REPORT_JS_ERROR_MUTATION = /* GraphQL */ `
  mutation ReportJsError($input: ReportJsErrorInput!) {
    reportJsError(input: $input) { result }
  }
`;

export interface ErrorReport {
  code: string;
  message: string;
  trace?: string;
  url?: string;
  user_agent?: string;
  timestamp: string;
  customer_note?: string;
}

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
    await commerceRequest(ctx, REPORT_JS_ERROR_MUTATION, { input: report });
    return true;
  } catch {
    return false;
  }
}
