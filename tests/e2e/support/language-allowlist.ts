import { SHIELD_TYPES } from "#core/catalogue/hotel.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { enIN } from "#core/i18n/locales/en-IN.ts"
import { frFR } from "#core/i18n/locales/fr-FR.ts"
import { publicGuestName } from "#core/reviews/guest-name.ts"
import { reviewSentences } from "#fixtures/data/reviews.ts"
import { loadCatalogue } from "#fixtures/generate/catalogue.ts"
import { SAME_IN_FRENCH } from "#server/content-language/fr-FR.ts"
import { PUBLISHED_REVIEW, REVIEWER } from "./guest-words.ts"

/**
 * What may read the same in fr-FR as in en-IN (docs/decisions/094-languages.md), by kind. Each
 * kind is built from its source, string by string, so nothing else slips through.
 */

const catalogue = loadCatalogue({ baseDate: dayInIndia(Date.now()) })

/**
 * The app's own words French writes as English does ("Taxes", "Distance", "Suggestions"): messages
 * whose fr-FR text is their en-IN text, without placeholders.
 */
const sameMessages = Object.entries(frFR).flatMap(([key, message]) =>
  typeof message === "string" && !message.includes("{") && message === (enIN as Record<string, unknown>)[key]
    ? [message]
    : [],
)

/** Proper names are not translated: hotels, places, brands, people; languages name themselves. */
const names = new Set<string>([
  "Treebo Hotels",
  "English (India)",
  "English (UK)",
  "Français",
  // The logo's wordmark.
  "treebo",
  ...catalogue.hotels.map((h) => h.name),
  ...catalogue.cities.flatMap((c) => [c.name, c.state]),
  ...catalogue.localities.map((l) => l.name),
  ...catalogue.landmarks.map((l) => l.name),
  ...catalogue.brands.flatMap((b) => [b.displayName, b.code]),
  ...SHIELD_TYPES,
  ...sameMessages,
  // Words French writes as English does (ADR 097).
  ...SAME_IN_FRENCH,
  // People: the catalogue's users and the suite's reviewing guest, signed as reviews sign them.
  ...[...catalogue.users, REVIEWER].flatMap((u) => [
    u.firstName,
    u.lastName,
    `${u.firstName} ${u.lastName}`,
    publicGuestName(u.firstName, u.lastName),
  ]),
])

/** Postal addresses: a street and the place names after it. */
const streets = catalogue.hotels.map((h) => `${h.address.street},`)
const isAddress = (text: string) => streets.some((street) => text.startsWith(street))

/** Guests' own words (reviews, testimonials) are shown as written, in no particular language. */
const guestSentences = new Set([...Object.values(reviewSentences).flat(), PUBLISHED_REVIEW])
const isGuestWriting = (text: string) => {
  const sentences = text.match(/[^.!?]+[.!?]/g) ?? []
  return sentences.length > 0 && sentences.every((s) => guestSentences.has(s.trim()))
}

/** No letter at all: an amount, a count, a rating, a time, a date in digits, a separator. */
const NUMERIC = /^[^\p{L}]*$/u
/** A measure in the metric units both languages write alike: '4.2 km'. */
const MEASURE = /^[\d.,]+ ?(km|m)$/
/** A code: a booking id, a coupon, a GSTIN; capitals and digits with at least one digit. */
const CODE = /^(?=.*\d)[A-Z0-9-]{4,}$/
/** An e-mail address, as the member gave it. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]+$/

const isAlike = (text: string): boolean =>
  names.has(text) ||
  isAddress(text) ||
  isGuestWriting(text) ||
  NUMERIC.test(text) ||
  MEASURE.test(text) ||
  CODE.test(text) ||
  EMAIL.test(text)

/** A run of such parts joined by " · ", as a guest's name, phone and e-mail are shown. */
export const sameInEveryLanguage = (text: string): boolean =>
  isAlike(text) || (text.includes(" · ") && text.split(" · ").every(isAlike))
