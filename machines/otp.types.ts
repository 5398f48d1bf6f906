import type { ApiError } from "#core/services/api-client.ts"

// The public shapes of machines/otp.machine.ts, apart so hosts, parents and tests can name them.

/** spec-checkout §3 'OTP state', plus what the requests need. */
export interface OtpContext {
  /** Whether this flow asks for a code at all (spec-checkout §4: set from cart content). */
  readonly isOtpEnabled: boolean
  /** True while a verify request runs (spec-checkout §4 'OTP flow'). */
  readonly isVerifyingOtp: boolean
  /** The number was verified by a code or found verified by the is-verified check. */
  readonly isOtpVerified: boolean
  /** Codes sent to this number so far and how many may be; from the last send answer. */
  readonly resend: { readonly currentAttempts: number; readonly maxAttempts: number }
  /** The last failed request's error, shown as its message (spec-checkout §8 'OTP errors'). */
  readonly error: ApiError | null
  /** The 10-digit number codes go to; '' before the first request. */
  readonly phoneNumber: string
  /** A pay-at-hotel booking flow, where a 429 blocks pay at hotel instead (spec-checkout §4). */
  readonly payAtHotel: boolean
}

export type OtpEvent =
  /** Send a first code to this number; the modal opens when it is sent. */
  | { readonly type: "otp.send"; readonly phoneNumber: string }
  | { readonly type: "otp.resend" }
  /** Verify the 6 digits the member typed. */
  | { readonly type: "otp.submit"; readonly code: string }
  /** The modal's (or the pay-at-hotel-blocked modal's) close button. */
  | { readonly type: "otp.close" }
  /** Ask whether the number is verified already (POST /api/v2/otp/is-verified/). */
  | { readonly type: "otp.checkVerified"; readonly phoneNumber: string; readonly countryCode: string }
  /** spec-checkout §4: 'Cart content success sets whether OTP is enabled.' */
  | { readonly type: "otp.configure"; readonly isOtpEnabled: boolean }
  /** spec-checkout §4: 'A reset action returns the OTP state to its initial value.' */
  | { readonly type: "otp.reset" }

/**
 * What the UI asks with `hasTag`: a request in flight, whether the code modal (or the
 * pay-at-hotel-blocked modal) shows, and whether Resend may be pressed.
 */
export type OtpTag =
  | "sending"
  | "verifying"
  | "checking"
  | "modalOpen"
  | "canResend"
  | "resendExhausted"
  | "payAtHotelBlocked"

export interface OtpInput {
  readonly payAtHotel?: boolean
  readonly isOtpEnabled?: boolean
}

export interface SendCodeRequest {
  readonly phoneNumber: string
}
export interface VerifyCodeRequest {
  readonly phoneNumber: string
  /** 6 digits. */
  readonly code: string
}
export interface CheckVerifiedRequest {
  readonly phoneNumber: string
  /** e.g. +91. */
  readonly countryCode: string
}

/** The flow's result once the number is verified: the answer of whichever request proved it. */
export interface OtpOutput {
  readonly phoneNumber: string
  /** Sign-in: the LoginResult of the login OTP verification; checkout: the verify answer. */
  readonly verification: unknown
}
