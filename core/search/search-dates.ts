import { normaliseStay, type Stay } from "../dates/stay.ts"

/**
 * The stay a search URL asks for, and the query to redirect to when its dates break the rules
 * (spec-search §5, spec-checkout §5: 'a search URL with invalid dates redirects with corrected
 * dates'). The redirect keeps every other parameter as it was; `today` is the business day
 * (ADR 061).
 */
export const searchStay = (
  query: URLSearchParams,
  today: string,
): { readonly stay: Stay; readonly redirectQuery: URLSearchParams | undefined } => {
  const { stay, corrected } = normaliseStay(
    { checkin: query.get("checkin") ?? undefined, checkout: query.get("checkout") ?? undefined },
    today,
  )
  if (!corrected) return { stay, redirectQuery: undefined }
  const redirectQuery = new URLSearchParams(query)
  redirectQuery.set("checkin", stay.checkin)
  redirectQuery.set("checkout", stay.checkout)
  return { stay, redirectQuery }
}
