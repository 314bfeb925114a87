// Who is asking: speed-test agents get lean pages (no scripts, no third-party tags, no popups),
// crawlers get complete pages rendered after all data is ready (SPEC §9, DESIGN "Bots").
import { isbot } from "isbot";

export const SPEED_TEST_AGENTS = ["Chrome-Lighthouse", "GTmetrix", "PTST"] as const;

export function isSpeedTestAgent(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  return SPEED_TEST_AGENTS.some((marker) => userAgent.includes(marker));
}

/** Agents answered lately: a request asks up to three times, and most traffic comes from few agents. */
const knownAgents = new Map<string, boolean>();
const KNOWN_AGENTS_LIMIT = 500;

/** isbot's answer, remembered: its pattern is long, and it runs over the whole agent string. */
function isKnownBot(userAgent: string): boolean {
  let answer = knownAgents.get(userAgent);
  if (answer === undefined) {
    answer = isbot(userAgent);
    if (knownAgents.size >= KNOWN_AGENTS_LIMIT) knownAgents.delete(knownAgents.keys().next().value as string);
    knownAgents.set(userAgent, answer);
  }
  return answer;
}

export function isCrawler(userAgent: string | null | undefined): boolean {
  return isSpeedTestAgent(userAgent) || isKnownBot(userAgent ?? "");
}

/** The three pages a shop address can answer with; a shared cache must keep them apart. */
export type PageVariant = "shopper" | "crawler" | "speed-test";

export function pageVariant(userAgent: string | null | undefined): PageVariant {
  if (isSpeedTestAgent(userAgent)) return "speed-test";
  return isCrawler(userAgent) ? "crawler" : "shopper";
}
