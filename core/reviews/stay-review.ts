import type { Hotel } from "../catalogue/hotel.ts"
import type { City, Locality } from "../catalogue/place.ts"
import { isWrittenText } from "../text/written.ts"

/** The hotel's postal address as the booking shows it: street, locality, city and PIN code. */
export const hotelAddress = (
  hotel: Hotel,
  view: { readonly cities: ReadonlyArray<City>; readonly localities: ReadonlyArray<Locality> },
): string => {
  const city = view.cities.find((c) => c.id === hotel.cityId)?.name ?? ""
  const locality = view.localities.find((l) => l.id === hotel.localityId)?.name ?? ""
  return `${hotel.address.street}, ${locality}, ${city} ${hotel.address.pincode}`
}

export const REVIEW_TEXT_MIN = 10
export const REVIEW_TEXT_MAX = 2000

/**
 * Why a review's text cannot be published as it is, or undefined when it can; measured on the
 * normalised text (line breaks kept, as for questions: core/reviews/questions.ts).
 */
export const reviewTextProblem = (text: string): string | undefined => {
  const length = [...text].length
  if (length === 0) return "review_text: please write your review"
  if (!isWrittenText(text)) {
    return "review_text: must not contain control characters other than line breaks"
  }
  if (length < REVIEW_TEXT_MIN)
    return `review_text: at least ${REVIEW_TEXT_MIN} characters, please (${length} given)`
  if (length > REVIEW_TEXT_MAX)
    return `review_text: at most ${REVIEW_TEXT_MAX} characters, please (${length} given)`
  return undefined
}

/** Why a feedback's comments cannot be kept as they are (same rule as review text), or undefined. */
export const commentsProblem = (text: string): string | undefined =>
  !isWrittenText(text) ? "comments: must not contain control characters other than line breaks" : undefined
