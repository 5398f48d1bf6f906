/** What the member typed for a login OTP verification; email is present on some forms only. */
export interface LoginOtpVerifyValues {
  readonly phoneNumber: string
  readonly code: string
  readonly email?: string | null
}

/** The body of POST /api/v4/auth/login/otp/verify/, each key present only with a value. */
export interface LoginOtpVerifyPayload {
  readonly phone_number?: string
  readonly verification_code?: string
  readonly email?: string
}

const present = (value: string | null | undefined): value is string =>
  typeof value === "string" && value.trim() !== ""

/**
 * spec-checkout §5: 'Login OTP verification sends only the non-empty values among phone_number,
 * verification_code and email.' A blank value counts as empty; values are sent trimmed.
 */
export const loginOtpVerifyPayload = (values: LoginOtpVerifyValues): LoginOtpVerifyPayload => ({
  ...(present(values.phoneNumber) && { phone_number: values.phoneNumber.trim() }),
  ...(present(values.code) && { verification_code: values.code.trim() }),
  ...(present(values.email) && { email: values.email.trim() }),
})
