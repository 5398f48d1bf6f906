import { waitInWords } from "#core/otp/messages.ts"
import { OTP_CLIENT_MAX_SENDS, OTP_CLIENT_WINDOW_MS } from "#core/otp/rules.ts"
import { limitPerClient } from "../rate-limit/per-client.ts"

/**
 * Refuses a code request (429 with `Retry-After`) once one client address has asked for
 * OTP_CLIENT_MAX_SENDS codes in the window, for any numbers and purposes: every flow that sends a
 * code calls it before the per-number rules (ADR 100).
 */
export const limitOtpSendsPerClient = (client: string) =>
  limitPerClient(
    `otp-send:client:${client}`,
    OTP_CLIENT_MAX_SENDS,
    OTP_CLIENT_WINDOW_MS / 1000,
    (seconds) => `Too many codes were requested from this network. Try again in ${waitInWords(seconds)}.`,
  )
