/** A WhatsApp opt-in's id: the country code and the mobile number, e.g. '+919876543210'. */
export type WhatsappIdCheck =
  | { readonly _tag: "Valid"; readonly id: string }
  | { readonly _tag: "Invalid"; readonly message: string }

/**
 * DESIGN.md 'Mobile': +91 and 10 digits starting 6-9; other country codes follow E.164 (a code
 * that does not start with 0, and at most 15 digits in all), as their own rules are not ours to list.
 * India's code is 91 and no other code starts with 91, so the +91 prefix is unambiguous.
 */
export const checkWhatsappId = (raw: string): WhatsappIdCheck => {
  const id = raw.trim()
  if (!/^\+[1-9]\d{7,14}$/.test(id)) {
    return {
      _tag: "Invalid",
      message: "id: must be + and the country code, then the mobile number, digits only (e.g. +919876543210)",
    }
  }
  if (id.startsWith("+91") && !/^\+91[6-9]\d{9}$/.test(id)) {
    return {
      _tag: "Invalid",
      message: "id: an Indian mobile number is +91 and 10 digits starting with 6, 7, 8 or 9",
    }
  }
  return { _tag: "Valid", id }
}
