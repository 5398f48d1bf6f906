import { Schema } from "effect"
import { ExpectNavigation, JourneyDay } from "./schema-search.ts"

/**
 * The hotel-page part of the journey format (docs/journeys.md 'The hotel page'): the
 * page opened from results or by its address, its details, room prices and the room and rate plan
 * chosen, the stay and coupon changed, reviews, questions and notify me. `schema.ts` merges these
 * into the step kinds, the actors into `expect.calls`.
 */

const NonNegativeInt = Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0)))
const Paise = NonNegativeInt

/** A path on the website with its query. */
const PAGE = /^\/(?!\/)/
const HotelPath = Schema.String.pipe(
  Schema.check(
    Schema.isPattern(PAGE, {
      message: "Expected a hotel page path such as /hotels-in-bengaluru/itsy-orchid-nest-marathahalli-1037/",
      toJsonSchema: () => [{ pattern: PAGE.source }, true],
    }),
  ),
)

const HotelId = Schema.String.pipe(Schema.check(Schema.isPattern(/^[1-9]\d{0,9}$/)))

/** 'adults-kids' per room, comma-separated: 2-0,1-1. */
const ROOMCONFIG = /^\d-\d(,\d-\d)*$/
const RoomConfig = Schema.String.pipe(
  Schema.check(
    Schema.isPattern(ROOMCONFIG, {
      message: "Expected adults-kids per room, such as 2-0 or 2-0,1-1",
      toJsonSchema: () => [{ pattern: ROOMCONFIG.source }, true],
    }),
  ),
)

export const HotelOpen = Schema.Union([
  /** The page's address with its query, as a link or the address bar opens it. */
  HotelPath,
  /**
   * A card of the open results page: its name or id, or its position (0 = first), with the page's
   * stay and, when priced, the roomtype and rateplan of its price (the card's link).
   */
  Schema.Struct({ result: Schema.Union([Schema.String, NonNegativeInt]) }),
  /** By hotel id; without dates the page's default stay applies (ADR 067). */
  Schema.Struct({
    hotel: HotelId,
    checkin: Schema.optionalKey(JourneyDay),
    checkout: Schema.optionalKey(JourneyDay),
    roomconfig: Schema.optionalKey(RoomConfig),
    roomtype: Schema.optionalKey(Schema.String),
    rateplan: Schema.optionalKey(Schema.String),
  }),
])
export type HotelOpen = typeof HotelOpen.Type

export const ExpectHotel = Schema.Struct({
  /** The hotel exists (false: the page is Not Found, or its details failed). */
  found: Schema.optionalKey(Schema.Boolean),
  /** The details call's failure status (404 unknown hotel); null when it answered. */
  errorStatus: Schema.optionalKey(Schema.NullOr(Schema.Int)),
  name: Schema.optionalKey(Schema.String),
  /** Path and query shown, after any redirect (a wrong slug, corrected dates). */
  url: Schema.optionalKey(Schema.String),
  path: Schema.optionalKey(Schema.String),
  /** The room types' names, in the order the page lists them (spec-search §3 priority order). */
  roomTypes: Schema.optionalKey(Schema.Array(Schema.String)),
  /** What signing in saves; null once signed in (ADR 072). */
  loginCouponMessage: Schema.optionalKey(Schema.NullOr(Schema.String)),
  /** The stay and party the page prices, YYYY-MM-DD and adults-kids per room. */
  stay: Schema.optionalKey(
    Schema.Struct({
      checkin: Schema.optionalKey(Schema.String),
      checkout: Schema.optionalKey(Schema.String),
      roomconfig: Schema.optionalKey(Schema.String),
    }),
  ),
})
export type ExpectHotel = typeof ExpectHotel.Type

/** One rate plan's figures, paise for the whole stay except perNightPaise. */
export const ExpectPlan = Schema.Struct({
  name: Schema.optionalKey(Schema.String),
  tag: Schema.optionalKey(Schema.String),
  postTaxPaise: Schema.optionalKey(Paise),
  perNightPaise: Schema.optionalKey(Paise),
  strikedPaise: Schema.optionalKey(Paise),
  platformFeePaise: Schema.optionalKey(Paise),
  couponDiscountPaise: Schema.optionalKey(Paise),
  memberDiscountPaise: Schema.optionalKey(Paise),
})
export type ExpectPlan = typeof ExpectPlan.Type

export const ExpectRoomType = Schema.Struct({
  available: Schema.optionalKey(Schema.Boolean),
  /** Why it cannot be booked; null when it can. */
  reason: Schema.optionalKey(Schema.NullOr(Schema.Literals(["sold_out", "no_room_fits"]))),
  roomsLeft: Schema.optionalKey(NonNegativeInt),
  /** Exactly these plans, in order (codes, names or tags). */
  planList: Schema.optionalKey(Schema.Array(Schema.String)),
  /** Per plan, by code (rp, nrp), name (TRB-DEFAULT) or tag (Refundable). */
  plans: Schema.optionalKey(Schema.Record(Schema.String, ExpectPlan)),
})
export type ExpectRoomType = typeof ExpectRoomType.Type

export const ExpectRooms = Schema.Struct({
  /**
   * What the rooms section shows: `selected` (a room is chosen, Book leads on), `soldOut` (notify
   * me), `noRoomFits` (no type takes the party), `unpriced` (no prices: rooms without Book).
   */
  state: Schema.optionalKey(Schema.Literals(["selected", "soldOut", "noRoomFits", "unpriced"])),
  /** Prices are being loaded. */
  loading: Schema.optionalKey(Schema.Boolean),
  nights: Schema.optionalKey(NonNegativeInt),
  paymentMode: Schema.optionalKey(Schema.Literals(["PREPAID", "PAY_AT_HOTEL"])),
  /** The coupon the prices include, or null. */
  couponCode: Schema.optionalKey(Schema.NullOr(Schema.String)),
  couponMessage: Schema.optionalKey(Schema.NullOr(Schema.String)),
  couponError: Schema.optionalKey(Schema.NullOr(Schema.String)),
  /** The prices are member prices (the login coupon applied). */
  memberPrices: Schema.optionalKey(Schema.Boolean),
  /** Per room type, by its name on the page (Deluxe Room) or its code (oak). */
  types: Schema.optionalKey(Schema.Record(Schema.String, ExpectRoomType)),
  /**
   * The per-night price of the cheapest stay total over every available room type and rate plan
   * equals the search price of the hotel for the same stay, party and channel (a fresh raw
   * GET /api/v6/pricing/hotels/; ADR 065).
   */
  searchPriceMatches: Schema.optionalKey(Schema.Literal(true)),
})
export type ExpectRooms = typeof ExpectRooms.Type

export const ExpectSelection = Schema.Struct({
  /** The chosen room type (name or code); null for none. */
  roomType: Schema.optionalKey(Schema.NullOr(Schema.String)),
  /** The chosen plan (code, name or tag); null for none. */
  ratePlan: Schema.optionalKey(Schema.NullOr(Schema.String)),
  bookable: Schema.optionalKey(Schema.Boolean),
  totalPaise: Schema.optionalKey(Schema.NullOr(Paise)),
  perNightPaise: Schema.optionalKey(Schema.NullOr(Paise)),
  /** Where Book leads (the itinerary page), or null while nothing is bookable. */
  book: Schema.optionalKey(ExpectNavigation),
})
export type ExpectSelection = typeof ExpectSelection.Type

/** A review by its guest's name, or with what else to check. */
const ReviewMatch = Schema.Union([
  Schema.String,
  Schema.Struct({
    guest: Schema.String,
    /** As the page shows it: '10th Nov 2026' (core/hotel/review-date.ts). */
    date: Schema.optionalKey(Schema.NullOr(Schema.String)),
    rating: Schema.optionalKey(Schema.Int),
    /** Text the review contains. */
    text: Schema.optionalKey(Schema.String),
  }),
])
export type ReviewMatch = typeof ReviewMatch.Type

export const ExpectReviews = Schema.Struct({
  /** The hotel's review count. */
  total: Schema.optionalKey(NonNegativeInt),
  loaded: Schema.optionalKey(NonNegativeInt),
  modalOpen: Schema.optionalKey(Schema.Boolean),
  /** The modal's page, 1-based, and the page count. */
  page: Schema.optionalKey(NonNegativeInt),
  pages: Schema.optionalKey(NonNegativeInt),
  canNext: Schema.optionalKey(Schema.Boolean),
  canPrev: Schema.optionalKey(Schema.Boolean),
  canMore: Schema.optionalKey(Schema.Boolean),
  loading: Schema.optionalKey(Schema.Boolean),
  failed: Schema.optionalKey(Schema.Boolean),
  /** Exactly the reviews shown, in order: the modal's page while open, else the page's first three. */
  shown: Schema.optionalKey(Schema.Array(ReviewMatch)),
  first: Schema.optionalKey(ReviewMatch),
  /**
   * Each review shown is the feedbacks API's at its place (a fresh raw GET), its date that review's
   * created_at as the page writes it ('22nd Dec 2028', core/hotel/review-date.ts). Fixture reviews
   * are dated from the day the server started, so journeys check dates this way, not literally.
   */
  datesMatchApi: Schema.optionalKey(Schema.Literal(true)),
})
export type ExpectReviews = typeof ExpectReviews.Type

const QuestionMatch = Schema.Union([
  Schema.String,
  Schema.Struct({
    question: Schema.String,
    author: Schema.optionalKey(Schema.String),
    answers: Schema.optionalKey(NonNegativeInt),
  }),
])
export type QuestionMatch = typeof QuestionMatch.Type

export const ExpectQuestions = Schema.Struct({
  total: Schema.optionalKey(NonNegativeInt),
  page: Schema.optionalKey(NonNegativeInt),
  pages: Schema.optionalKey(NonNegativeInt),
  /** Exactly these questions on the page shown, in order. */
  questions: Schema.optionalKey(Schema.Array(QuestionMatch)),
  contains: Schema.optionalKey(Schema.Array(QuestionMatch)),
  excludes: Schema.optionalKey(Schema.Array(QuestionMatch)),
  /** The form's text as typed. */
  text: Schema.optionalKey(Schema.String),
  /** The line under the field (en-IN): the length rule, or the server's refusal; null for none. */
  message: Schema.optionalKey(Schema.NullOr(Schema.String)),
  submitting: Schema.optionalKey(Schema.Boolean),
  /** The question just posted, shown with the thanks; null for none. */
  posted: Schema.optionalKey(Schema.NullOr(QuestionMatch)),
})
export type ExpectQuestions = typeof ExpectQuestions.Type

export const ExpectNotify = Schema.Struct({
  /** The notify-me form is offered (the stay is sold out). */
  offered: Schema.optionalKey(Schema.Boolean),
  /** The server's answer: waiting, or already_available; null before a send or after a refusal. */
  status: Schema.optionalKey(Schema.NullOr(Schema.Literals(["waiting", "already_available"]))),
  /** The line shown after sending: the answer's message, or the refusal's. */
  message: Schema.optionalKey(Schema.NullOr(Schema.String)),
})
export type ExpectNotify = typeof ExpectNotify.Type

/** What the FAQ page (/faq/) shows: its accordion (the page's sections are the content's). */
export const ExpectFaq = Schema.Struct({
  /** Every section's title, in page order. */
  sections: Schema.optionalKey(Schema.Array(Schema.String)),
  /** The open section's title; null when every section is closed. */
  open: Schema.optionalKey(Schema.NullOr(Schema.String)),
  /** The open section's questions, in order (none while closed). */
  questions: Schema.optionalKey(Schema.Array(Schema.String)),
  /** The question whose answer shows; null for none. */
  shown: Schema.optionalKey(Schema.NullOr(Schema.String)),
  /** The answer shown contains this. */
  answer: Schema.optionalKey(Schema.String),
})
export type ExpectFaq = typeof ExpectFaq.Type

/** A FAQ section or question: its text (a section also by id) or position, 0 the first. */
const FaqRef = Schema.Union([Schema.String, NonNegativeInt])

/** Requests of the hotel page; `expect.calls` counts them. */
export const HOTEL_ACTORS = [
  "fetchDetails",
  "fetchRoomPrices",
  "fetchReviews",
  "fetchQuestions",
  "askQuestion",
  "notifyAvailability",
] as const

/** `expect.calls` fields of the hotel page. */
export const hotelCalls = {
  fetchDetails: Schema.optionalKey(NonNegativeInt),
  fetchRoomPrices: Schema.optionalKey(NonNegativeInt),
  fetchReviews: Schema.optionalKey(NonNegativeInt),
  fetchQuestions: Schema.optionalKey(NonNegativeInt),
  askQuestion: Schema.optionalKey(NonNegativeInt),
  notifyAvailability: Schema.optionalKey(NonNegativeInt),
}

const NoArgument = Schema.Null

/** The hotel-page step kinds and their arguments; `schema.ts` adds them to the others. */
export const hotelStepArguments = {
  "hotel.open": HotelOpen,
  /** Try again on the page the details failed for: answered, the whole page loads again. */
  "hotel.retry": NoArgument,
  /** Chooses a room type (its name or code), as its Select button; a sold-out one is refused. */
  "room.select": Schema.String,
  /** Chooses a plan of the chosen room type: code, name or tag. */
  "rateplan.select": Schema.String,
  /** The page's dates-and-guests form: the room prices load again for the new stay. */
  "hotel.stay": Schema.Struct({
    checkin: Schema.optionalKey(JourneyDay),
    checkout: Schema.optionalKey(JourneyDay),
    roomconfig: Schema.optionalKey(RoomConfig),
  }),
  /** Applies a coupon code to the room prices; null or '' removes it. */
  "hotel.coupon": Schema.NullOr(Schema.String),
  "reviews.open": NoArgument,
  "reviews.close": NoArgument,
  "reviews.next": NoArgument,
  "reviews.prev": NoArgument,
  "reviews.more": NoArgument,
  "questions.next": NoArgument,
  "questions.prev": NoArgument,
  /** Types the question (replacing the text). */
  "question.type": Schema.String,
  "question.author": Schema.String,
  "question.submit": NoArgument,
  /** After posting: 'Ask a question' again. */
  "question.reset": NoArgument,
  /** Notify me: the address typed, else a signed-in member's. */
  "notify.submit": Schema.Struct({ email: Schema.optionalKey(Schema.String) }),
  "expect.hotel": ExpectHotel,
  "expect.rooms": ExpectRooms,
  "expect.selection": ExpectSelection,
  "expect.reviews": ExpectReviews,
  "expect.questions": ExpectQuestions,
  "expect.notify": ExpectNotify,
  /** Opens the FAQ page (/faq/): its first section shows its first answer. */
  "faq.open": NoArgument,
  /** Presses a section's heading: it opens (showing its first answer), or closes if open. */
  "faq.section": FaqRef,
  /** Presses a question of the open section: its answer shows. */
  "faq.question": FaqRef,
  "expect.faq": ExpectFaq,
} as const
