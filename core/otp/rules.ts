/**
 * The rules of one-time codes (DESIGN.md 'OTP', spec-checkout §9), pure so that the server applies
 * them and the machines and tests read the same numbers. Instants are epoch milliseconds.
 */

const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS

export const OTP_LENGTH = 6
export const OTP_TTL_MS = 10 * MINUTE_MS
/** spec §9: the client enables resend after 30 s; the server refuses an earlier send. */
export const OTP_RESEND_DELAY_MS = 30_000
/** spec §9: at most 6 sends (the server's value overrides the client's default). */
export const OTP_MAX_SENDS = 6
/** Sends are counted over a sliding day, per number and purpose. */
export const OTP_SEND_WINDOW_MS = DAY_MS
/**
 * Sends from one client address over the client window, whatever the numbers and purposes (ADR 100):
 * the per-number limits alone let one client text thousands of numbers (SMS bombing). Generous,
 * because carriers put many phones behind one address.
 */
export const OTP_CLIENT_MAX_SENDS = 20
export const OTP_CLIENT_WINDOW_MS = 60 * MINUTE_MS
/** Wrong tries that kill one code: a new code must be requested. */
export const OTP_MAX_FAILURES_PER_CODE = 5
/** Wrong tries per number and purpose over the failure window, whatever codes they were aimed at. */
export const OTP_MAX_FAILURES_PER_NUMBER = 10
export const OTP_FAILURE_WINDOW_MS = DAY_MS
/** How long a number verified for pay at hotel stays verified. */
export const VERIFIED_PHONE_TTL_MS = 30 * MINUTE_MS

export type SendDecision =
  | { readonly _tag: "Send"; readonly attempts: number }
  | { readonly _tag: "ResendWait"; readonly retryAfterMs: number }
  | { readonly _tag: "SendLimit"; readonly retryAfterMs: number }

/** The events inside a sliding window ending at `now`, oldest first. */
const within = (instants: ReadonlyArray<number>, windowMs: number, now: number) =>
  instants.filter((t) => now - t < windowMs).sort((a, b) => a - b)

/** How long until fewer than `max` of `inWindow` (sorted) remain in a window of `windowMs`. */
const untilBelow = (inWindow: ReadonlyArray<number>, max: number, windowMs: number, now: number) =>
  inWindow[inWindow.length - max]! + windowMs - now

/**
 * Whether one more code may be sent, given the instants of earlier sends to this number for this
 * purpose. `attempts` counts this send too (the API's otp_request_attempts).
 */
export const canSend = (sentAt: ReadonlyArray<number>, now: number): SendDecision => {
  const sends = within(sentAt, OTP_SEND_WINDOW_MS, now)
  if (sends.length >= OTP_MAX_SENDS) {
    return { _tag: "SendLimit", retryAfterMs: untilBelow(sends, OTP_MAX_SENDS, OTP_SEND_WINDOW_MS, now) }
  }
  const last = sends.at(-1)
  if (last !== undefined && now - last < OTP_RESEND_DELAY_MS) {
    return { _tag: "ResendWait", retryAfterMs: last + OTP_RESEND_DELAY_MS - now }
  }
  return { _tag: "Send", attempts: sends.length + 1 }
}

/** The current code of one number and purpose (a new code replaces the previous one). */
export interface CodeState {
  readonly sentAt: number
  readonly usedAt: number | undefined
  readonly failedAttempts: number
}

export type VerifyOutcome =
  | { readonly _tag: "Verified" }
  /** Too many wrong tries on this number: nothing is compared until the window lets one go. */
  | { readonly _tag: "Locked"; readonly retryAfterMs: number }
  | { readonly _tag: "Missing" }
  | { readonly _tag: "Used" }
  | { readonly _tag: "Expired" }
  /** This code took its share of wrong tries; a new one must be requested. */
  | { readonly _tag: "Exhausted" }
  /**
   * A wrong try, the only outcome that counts as a failure. `codeExhausted` when it was the code's
   * last; `lockedForMs` when it was the number's last in the window.
   */
  | { readonly _tag: "Wrong"; readonly codeExhausted: boolean; readonly lockedForMs: number | undefined }

/**
 * What a verification comes to. `failedAt`: instants of earlier wrong tries on this number and
 * purpose; `matches`: whether the submitted code is the current one. Codes that cannot verify any
 * more (used, expired, exhausted) are not compared, so a guess at them costs nothing and learns
 * nothing.
 */
export const verifyOutcome = (
  code: CodeState | undefined,
  failedAt: ReadonlyArray<number>,
  now: number,
  matches: boolean,
): VerifyOutcome => {
  const failures = within(failedAt, OTP_FAILURE_WINDOW_MS, now)
  if (failures.length >= OTP_MAX_FAILURES_PER_NUMBER) {
    return {
      _tag: "Locked",
      retryAfterMs: untilBelow(failures, OTP_MAX_FAILURES_PER_NUMBER, OTP_FAILURE_WINDOW_MS, now),
    }
  }
  if (code === undefined) return { _tag: "Missing" }
  if (code.usedAt !== undefined) return { _tag: "Used" }
  if (now - code.sentAt >= OTP_TTL_MS) return { _tag: "Expired" }
  if (code.failedAttempts >= OTP_MAX_FAILURES_PER_CODE) return { _tag: "Exhausted" }
  if (matches) return { _tag: "Verified" }
  const after = [...failures, now]
  return {
    _tag: "Wrong",
    codeExhausted: code.failedAttempts + 1 >= OTP_MAX_FAILURES_PER_CODE,
    lockedForMs:
      after.length >= OTP_MAX_FAILURES_PER_NUMBER
        ? untilBelow(after, OTP_MAX_FAILURES_PER_NUMBER, OTP_FAILURE_WINDOW_MS, now)
        : undefined,
  }
}

/** Retry-After is whole seconds, at least 1, rounded up so a client that waits that long succeeds. */
export const retryAfterSeconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000))
