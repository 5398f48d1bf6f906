import type { RouteId } from "#core/routes/registry.ts"

export interface RouteExample {
  readonly path: string
  /**
   * 200 unless the route itself redirects, or its loader finds no such id on the server and answers
   * the Not Found page (their pages with real ids: confirmation.spec.ts, feedback-pages.test.ts).
   */
  readonly status?: number
}

/** A cancellation hash of the right shape that no booking has: the page explains, it does not fail. */
const UNKNOWN_HASH = "c".repeat(32)

/**
 * An address of every route of both route tables, as a visitor who follows a link would open it.
 * Typed by RouteId, so a new route fails to compile until it has an example here.
 */
export const routeExamples: Record<RouteId, RouteExample> = {
  home: { path: "/" },
  cities: { path: "/cities/" },
  search: { path: "/search/?city=bengaluru" },
  searchEncoded: { path: "/search/city%3Dbengaluru/" },
  itinerary: { path: "/itinerary/" },
  confirmation: { path: "/confirmation/ORD-UNKNOWN/", status: 404 },
  paymentProcess: { path: "/payment-process/ORD-UNKNOWN/" },
  login: { path: "/login/" },
  signup: { path: "/signup/" },
  forgotPassword: { path: "/forgot-password/" },
  updateProfile: { path: "/update-profile/" },
  profile: { path: "/account/profile/" },
  bookingHistory: { path: "/account/booking-history/" },
  cancellation: { path: `/account/booking-history/c-${UNKNOWN_HASH}/` },
  booking: { path: "/account/booking-history/ORD-UNKNOWN/" },
  webCheckIn: { path: "/account/booking-history/ORD-UNKNOWN/web-check-in/" },
  partPayment: { path: "/account/booking-history/ORD-UNKNOWN/part-pay/" },
  accountRewards: { path: "/account/rewards/" },
  rewards: { path: "/rewards/" },
  rewardsInfo: { path: "/terms/rewards-info/" },
  collectReview: { path: "/tripadvisor/reviews-1045/" },
  reviewSubmitted: { path: "/tripadvisor/thank-you/" },
  faq: { path: "/faq/" },
  feedback: { path: "/feedback/unknown/", status: 404 },
  feedbackChange: { path: "/feedback/unknown/change/", status: 404 },
  feedbackThanks: { path: "/feedback/unknown/thanks/", status: 404 },
  security: { path: "/security/" },
  terms: { path: "/terms/" },
  policy: { path: "/policy/" },
  brandTreebo: { path: "/brands/treebo/" },
  brandItsy: { path: "/brands/itsy/" },
  brandMedalio: { path: "/brands/medalio/" },
  brandTreeboPremium: { path: "/brands/treebo-premium/" },
  campaign: { path: "/campaign/101/" },
  cancellationRedirect: { path: `/c-${UNKNOWN_HASH}/`, status: 302 },
  nearMe: { path: "/hotels-near-me/" },
  listingCityAmenity: { path: "/hotels-in-bengaluru-with-swimming-pool/" },
  listingAmenityCity: { path: "/hotels-with-swimming-pool-in-bengaluru/" },
  listingLocalityCity: { path: "/hotels-in-koramangala-bengaluru/" },
  listingCity: { path: "/hotels-in-bengaluru/" },
  listingCategoryLocalityCity: { path: "/couple-friendly-hotels-in-koramangala-bengaluru/" },
  listingCategoryCity: { path: "/budget-hotels-in-bengaluru/" },
  listingLandmark: { path: "/hotels-near-ksr-bengaluru-city-railway-station/" },
  listingCategoryLandmark: { path: "/budget-hotels-near-ksr-bengaluru-city-railway-station/" },
  hotelDetail: { path: "/hotels-in-bengaluru/itsy-orchid-nest-marathahalli-1037/" },
}
