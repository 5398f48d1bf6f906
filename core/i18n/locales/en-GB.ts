import type { Messages } from "../translate.ts"

/**
 * English (United Kingdom): only where British usage differs from the Indian English default;
 * every other key shows its en-IN text. Amounts and dates keep the site's formats
 * (docs/decisions/094-languages.md).
 */
export const enGB: Messages = {
  "header.signIn": "Sign in",
  "footer.tagline": "Hotels and guest houses across India, booked direct.",
  "home.subheading": "Hotels and guest houses for every trip, with the full price shown upfront.",
  "search.placeholder.cities": "Explore more than 120 cities",
  "search.placeholder.hotels": "Find your spot among more than 800 hotels",
  "search.noResults": "No results found",
  "search.rooms": { one: "{count} room", other: "{count} rooms" },
  "search.guests": { one: "{count} guest", other: "{count} guests" },
  "rooms.label": "Rooms and guests",
  "rooms.kids": "Children",
  "rooms.kidsAges": "Aged 2 to 8",
  "rooms.add": "Add room",
  "filter.policy.is_couple_friendly": "Couple-friendly",
  "filter.bed.queen": "Queen-size",
  "filter.bed.king": "King-size",
  "card.badge.stealDeal": "Bargain",
  "hotel.summary.book": "Book",
  "checkout.pay.now": "Pay now",
  "checkout.pay.later": "Pay later",
  "checkout.details.mobile": "Mobile phone number",
  "login.mode.phone": "Mobile phone number",
  "login.phone": "Mobile phone number",
  "signup.phone": "Mobile phone number",
  "signup.lastName": "Surname",
  "profile.lastName": "Surname",
  "checkout.login.asGuest": "Continue as a guest",
  "webCheckIn.nearLift": "Close to the lift",
  "accountProfile.preference.F&B": "Food and drink",
  "loginInterrupt.signIn": "Sign in with phone/e-mail",
}
