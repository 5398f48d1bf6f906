import type { PlainMessageKey } from "#core/i18n/translate.ts"
import type { TravellerDetails } from "#machines/pay-booking.types.ts"

/**
 * The traveller-details form's own checks, before an order is placed. Plain rules rather than the
 * contract's schemas: the page hydrates without Effect (ADR 070); the server checks again.
 */

export type TravellerField = "name" | "mobile" | "email" | "gstin" | "companyName" | "companyAddress"

/** Each field that cannot be sent: a message key, or (GSTIN) core/checkout/gstin.ts's own sentence. */
export type TravellerProblems = Partial<Record<TravellerField, PlainMessageKey | { readonly text: string }>>

/** spec-checkout §5: the default country code. */
export const DEFAULT_COUNTRY_CODE = "+91"

/** A few country codes travellers to India book from; +91 first. */
export const COUNTRY_CODES = ["+91", "+1", "+44", "+61", "+65", "+971"] as const

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** A plausible e-mail address, as the login panel and the details form ask for one. */
export const isEmail = (value: string): boolean => EMAIL.test(value.trim()) && value.trim().length <= 254

/** DESIGN.md 'Mobile': +91 and 10 digits starting 6-9; other codes 6 to 15 digits. */
export const mobileProblem = (countryCode: string, mobile: string): PlainMessageKey | null => {
  const digits = mobile.trim()
  if (countryCode === DEFAULT_COUNTRY_CODE) {
    return /^[6-9]\d{9}$/.test(digits) ? null : "checkout.details.mobileProblem"
  }
  return /^\d{6,15}$/.test(digits) ? null : "checkout.details.mobileOtherProblem"
}

export const emptyTraveller: TravellerDetails = {
  name: "",
  countryCode: DEFAULT_COUNTRY_CODE,
  mobile: "",
  email: "",
  hasGstin: false,
  gstin: "",
  companyName: "",
  companyAddress: "",
  hasOptedForWhatsapp: false,
}

/** core/checkout/gstin.ts gstinProblem: why a value is not a GSTIN, or undefined. */
export type GstinCheck = (value: string) => string | undefined

/**
 * Every problem of the form, in the order of its fields; empty when it can be sent. The GSTIN check
 * is passed in: its module brings Effect's Schema, which the page loads only when a GSTIN is given.
 */
export const travellerProblems = (details: TravellerDetails, gstinProblem: GstinCheck): TravellerProblems => {
  const problems: TravellerProblems = {}
  if (details.name.trim() === "") problems.name = "checkout.details.nameProblem"
  const mobile = mobileProblem(details.countryCode, details.mobile)
  if (mobile !== null) problems.mobile = mobile
  if (!isEmail(details.email)) problems.email = "checkout.login.emailProblem"
  if (details.hasGstin) {
    const gstin = gstinProblem(details.gstin)
    if (gstin !== undefined) problems.gstin = { text: gstin }
    if (details.companyName.trim() === "") problems.companyName = "checkout.details.companyNameProblem"
    if (details.companyAddress.trim() === "")
      problems.companyAddress = "checkout.details.companyAddressProblem"
  }
  return problems
}
