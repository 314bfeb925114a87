// The forgot-password captcha (SPEC §2, §5): letters and digits drawn as an SVG on the server by
// svg-captcha, or, as the accessible alternative, a sum asked in words in the shopper's language.
// The session cookie never holds the answer: only an HMAC of it (keyed with the session secret,
// bound to the session id, the captcha's own id and an expiry). Every check uses the captcha up,
// right or wrong, and the server remembers its id until it expires, in the shared state every worker
// process sees (sessions/shared-marks.server.ts), so an old copy of the cookie cannot offer it again,
// to any process; the page then shows a new one. See docs/decisions/0024-*.md.
import { createHmac, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import * as svgCaptcha from "svg-captcha";
import type { SharedMarks } from "~/shop-config";
import { marksOf, takeOnce } from "~/sessions/shared-marks.server";

export const CAPTCHA_LIFETIME_MS = 10 * 60_000;
export const CAPTCHA_LENGTH = 5;
/** Letters and digits that do not look alike (no 0/O/Q, 1/I/L, 5/S, 2/Z). */
export const CAPTCHA_CHARACTERS = "ABCDEFGHJKMNPRTUVWXY346789";

export type CaptchaMode = "image" | "text";

export interface CaptchaState {
  mode: CaptchaMode;
  /** random, one per captcha: what the server remembers as used */
  id: string;
  /** HMAC-SHA256 of session id, expiry and the normalised answer */
  mac: string;
  /** epoch ms */
  expires: number;
}

/** What the page shows: the image (a data: URI) or the two numbers of the question. */
export type CaptchaChallenge = { mode: "image"; image: string } | { mode: "text"; a: number; b: number };

/** The part of a Remix session this needs. */
interface SessionLike {
  get(name: "sid"): string | undefined;
  get(name: "captcha"): CaptchaState | undefined;
  set(name: "sid", value: string): void;
  set(name: "captcha", value: CaptchaState): void;
  unset(name: "captcha"): void;
}

/** What counts as the same answer: case, spaces and full-width forms do not matter. */
export const normalizeAnswer = (answer: string) => answer.normalize("NFKC").replace(/\s+/g, "").toUpperCase();

const macOf = (secret: string, sid: string, id: string, expires: number, answer: string) =>
  createHmac("sha256", secret)
    .update(`captcha\n${sid}\n${id}\n${expires}\n${normalizeAnswer(answer)}`)
    .digest("base64url");

/** Takes the captcha `id` for its one check, in every process of the shop: false when it was taken already. */
const takeCaptcha = (marks: SharedMarks, id: string, expires: number, now: number): Promise<boolean> =>
  takeOnce(marks, `captcha:${id}`, Math.max(1, expires - now));

type Draw = (text: string, options: Record<string, unknown>) => string;
// svg-captcha's main export draws a given text; its own `create` picks the text with Math.random.
const draw: Draw = (svgCaptcha as unknown as { default?: Draw }).default ?? (svgCaptcha as unknown as Draw);

export function randomCaptchaText(): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => CAPTCHA_CHARACTERS[randomInt(CAPTCHA_CHARACTERS.length)]).join(
    "",
  );
}

/**
 * A new captcha in the session (replacing any other), and what the page shows of it. `text` is
 * the image's text when a test chose it (see testCaptchaText); else a random one.
 */
export function issueCaptcha(
  session: SessionLike,
  secret: string,
  mode: CaptchaMode,
  options: { now?: number; text?: string } = {},
): CaptchaChallenge {
  const now = options.now ?? Date.now();
  let sid = session.get("sid");
  if (!sid) {
    sid = randomUUID();
    session.set("sid", sid);
  }
  const expires = now + CAPTCHA_LIFETIME_MS;
  const id = randomUUID();
  if (mode === "text") {
    const a = randomInt(1, 10);
    const b = randomInt(1, 10);
    session.set("captcha", { mode, id, mac: macOf(secret, sid, id, expires, String(a + b)), expires });
    return { mode, a, b };
  }
  const text = options.text ?? randomCaptchaText();
  const svg = draw(text, { width: 200, height: 64, fontSize: 58, noise: 3, color: true, background: "#f4f6f8" });
  session.set("captcha", { mode, id, mac: macOf(secret, sid, id, expires, text), expires });
  return { mode, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}

/**
 * Whether `answer` solves the session's captcha; the captcha is used up either way, in the session
 * and on the server (a replayed cookie offers a used captcha: refused).
 */
export async function checkCaptcha(
  session: SessionLike,
  secret: string,
  answer: string,
  now = Date.now(),
  marks: SharedMarks = marksOf(undefined),
): Promise<boolean> {
  const state = session.get("captcha");
  session.unset("captcha");
  const sid = session.get("sid");
  if (!state || !sid || typeof state.mac !== "string" || typeof state.id !== "string" || !(state.expires > now))
    return false;
  if (!(await takeCaptcha(marks, state.id, state.expires, now))) return false;
  const expected = Buffer.from(state.mac);
  const actual = Buffer.from(macOf(secret, sid, state.id, state.expires, answer));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * End-to-end tests choose the image's text with the cookie `pw_test_captcha` — honoured only when the
 * server runs with test hooks (EMBEDDED_TEST_HOOKS=1), never in a real shop.
 */
export function testCaptchaText(request: Request): string | undefined {
  if (process.env.EMBEDDED_TEST_HOOKS !== "1") return undefined;
  const match = /(?:^|;\s*)pw_test_captcha=([A-Za-z0-9]{4,8})(?:;|$)/.exec(request.headers.get("Cookie") ?? "");
  return match?.[1];
}
