import { OTP_LENGTH, OTP_TTL_MS } from "./rules.ts"

/** Every failure of the one-time-code flows, by the `code` it carries on the wire. */
export type OtpErrorCode =
  | "otp_invalid"
  | "otp_exhausted"
  | "otp_expired"
  | "otp_used"
  | "otp_missing"
  | "otp_locked"
  | "otp_resend_wait"
  | "otp_send_limit"
  | "otp_country_unsupported"

/** A wait in the largest whole unit that does not shorten it: '30 seconds', '2 minutes', '5 hours'. */
export const waitInWords = (seconds: number): string => {
  const [amount, unit] =
    seconds < 60
      ? [Math.max(1, Math.ceil(seconds)), "second"]
      : seconds < 3600
        ? [Math.ceil(seconds / 60), "minute"]
        : [Math.ceil(seconds / 3600), "hour"]
  return `${amount} ${unit}${amount === 1 ? "" : "s"}`
}

/** The message a traveller reads for each failure; `waitSeconds` for the ones that say when to retry. */
export const otpMessage = (code: OtpErrorCode, waitSeconds = 0): string => {
  const wait = waitInWords(waitSeconds)
  switch (code) {
    case "otp_invalid":
      return "The code is not correct. Check the SMS and try again."
    case "otp_exhausted":
      return "Too many wrong tries for this code. Request a new code."
    case "otp_expired":
      return "This code has expired. Request a new code."
    case "otp_used":
      return "This code has already been used. Request a new code."
    case "otp_missing":
      return "No code was requested for this number. Request a code first."
    case "otp_locked":
      return `Too many wrong codes for this number. Try again in ${wait}.`
    case "otp_resend_wait":
      return `Please wait ${wait} before requesting another code.`
    case "otp_send_limit":
      return `Too many codes were requested for this number. Try again in ${wait}.`
    case "otp_country_unsupported":
      return "Only Indian mobile numbers (+91) can be verified for now."
  }
}

/** The SMS that carries a code; journeys and tests read the code back with `codeInSms`. */
export const otpSmsText = (code: string): string =>
  `Your Stayfinder code is ${code}. It is valid for ${OTP_TTL_MS / 60_000} minutes. Do not share it with anyone.`

const CODE_IN_SMS = new RegExp(`\\bcode is (\\d{${OTP_LENGTH}})\\b`)

export const codeInSms = (body: string): string | undefined => CODE_IN_SMS.exec(body)?.[1]
