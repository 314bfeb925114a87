import { createContext, useContext } from "react";

/** The server's record of the crash being shown (Trace ID and time); null in the browser. */
export interface CrashDetails {
  traceId: string;
  timestamp: string;
  message: string;
}

export const CrashContext = createContext<CrashDetails | null>(null);

export function useServerCrash(): CrashDetails | null {
  return useContext(CrashContext);
}
