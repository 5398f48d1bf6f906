/**
 * What a traveller types or pastes for a mobile number, as the 10 national digits the forms send
 * (+91 is fixed beside the field, spec-checkout §5): spaces and dashes go, and a pasted '+91' or
 * trunk '0' in front of ten digits is dropped. Anything else is left for the form's own check.
 */
export const nationalNumber = (typed: string): string => {
  const digits = typed.replace(/\D/g, "")
  if (digits.length === 12 && digits.startsWith("91")) return digits.slice(2)
  if (digits.length === 11 && digits.startsWith("0")) return digits.slice(1)
  return digits
}

/**
 * '+91 98765 43210', the way Indian numbers are read out and printed, with no-break spaces so a
 * line never ends inside the number.
 */
export const formatIndianMobile = (national: string): string =>
  national.length === 10
    ? `+91\u00a0${national.slice(0, 5)}\u00a0${national.slice(5)}`
    : `+91\u00a0${national}`

/** The one-time code as typed or pasted: digits only, at most 6 (DESIGN.md 'OTP'). */
export const codeDigits = (typed: string): string => typed.replace(/\D/g, "").slice(0, 6)

/** Whole seconds left until `deadline` (epoch ms) at `now`, never below 0: a countdown's text. */
export const secondsLeft = (deadline: number, now: number): number =>
  Math.max(0, Math.ceil((deadline - now) / 1000))
