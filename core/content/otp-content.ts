import { Schema } from "effect"
import { OTP_LENGTH, OTP_RESEND_DELAY_MS, OTP_TTL_MS } from "../otp/rules.ts"

/** spec-checkout §7 'Content': GET /api/v1/contents/?key=otp_content. */
export const OTP_CONTENT_KEY = "otp_content"

/** Texts around the one-time-code step (spec-checkout §4 'OTP flow'). */
export const OtpContent = Schema.Struct({
  key: Schema.Literal(OTP_CONTENT_KEY),
  heading: Schema.String,
  description: Schema.String,
  resend_hint: Schema.String,
  help_text: Schema.String,
})
export type OtpContent = typeof OtpContent.Type

export const otpContent: OtpContent = {
  key: OTP_CONTENT_KEY,
  heading: "Verify your mobile number",
  description: `We send a ${OTP_LENGTH}-digit code by SMS. It is valid for ${OTP_TTL_MS / 60_000} minutes and works once.`,
  resend_hint: `Didn't get it? You can ask for a new code after ${OTP_RESEND_DELAY_MS / 1000} seconds.`,
  help_text: "We never ask for this code on a call. Do not share it with anyone.",
}
