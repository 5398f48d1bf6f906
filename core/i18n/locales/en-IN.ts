/**
 * Every text the website shows, in the default language (spec-search §9: en-IN). Other
 * languages provide any subset of these keys. Texts the specs quote are kept word for word.
 */
export const enIN = {
  "site.name": "Treebo Hotels",
  "meta.home.title": "Treebo Hotels: book hotels across India",
  "meta.home.description":
    "Book budget and mid-range hotels and homestays across India directly, with the full price shown upfront.",
  "meta.notFound.title": "Page not found · Treebo Hotels",
  "meta.error.title": "Something went wrong · Treebo Hotels",

  "shell.skipToContent": "Skip to main content",
  "header.home": "Treebo Hotels home",
  "header.navigation": "Main",
  "header.ourBrands": "Our Brands",
  "header.support": "Support",
  "header.chat": "Chat with us",
  "header.callUs": "Call us",
  "header.signIn": "Sign In",
  "header.searchLabel": "Search hotels",

  "brand.treebo": "Treebo",
  "brand.treeboPremium": "Treebo Premium",
  "brand.itsy": "Itsy Hotels",
  "brand.medalio": "Medalio",

  "footer.tagline": "Hotels and homestays across India, booked direct.",

  "notFound.heading": "We couldn’t find that page",
  "notFound.body": "The link may be out of date or mistyped. Let’s get you back to finding a stay.",
  "notFound.home": "Go to the home page",

  // spec-search §8 'Rendering failure'.
  "error.heading": "Sorry, something went wrong.",
  "error.body": "Please try again in a moment.",
  "error.retry": "Try again",
  "error.home": "Go to the home page",
  "error.chunk.body":
    "This page didn’t finish loading: the connection may have dropped, or the site was just updated. Reloading the page usually fixes it.",
  "error.chunk.reload": "Reload page",

  "toast.region": "Notifications",
  "toast.dismiss": "Dismiss notification",
  "loading.label": "Loading page",

  "home.heading": "Find your stay across India",
  "home.subheading": "Hotels and homestays for every trip, with the full price shown upfront.",
  "home.searchForm": "Search hotels",

  "search.location.label": "Location",
  // spec-search §2: the placeholder rotates through these three texts.
  "search.placeholder.travelling": "Where are you travelling?",
  "search.placeholder.cities": "Explore from 120+ cities",
  "search.placeholder.hotels": "Find your spot from 800+ hotels",
  "search.suggestions": "Suggestions",
  "search.searching": "Searching…",
  "search.noResults": "No Results Found",
  "search.recent": "Recent",
  "search.occupancy": "{rooms}, {guests}",
  "search.rooms": { one: "{count} Room", other: "{count} Rooms" },
  "search.guests": { one: "{count} Guest", other: "{count} Guests" },
  "search.resultCount": {
    zero: "No suggestions",
    one: "{count} suggestion available",
    other: "{count} suggestions available",
  },

  "place.city": "City",
  "place.locality": "Locality",
  "place.landmark": "Landmark",
  "place.hotel": "Hotel",
  "place.state": "State",
  // The entry's own label already says 'Near me'; the tag says where the position comes from.
  "place.near_me": "Current location",

  // Sign-in, sign-up and password reset: what the forms say about a value they cannot send
  // (core/auth/validation.ts; the rules are the API contract's, core/api/auth.ts).
  "auth.email.required": "Enter your e-mail address",
  "auth.email.invalid": "Enter an e-mail address such as name@example.com",
  "auth.password.required": "Enter your password",
  "auth.password.tooShort": "Use at least 8 characters",
  "auth.password.tooLong": "Use at most 128 characters",
  "auth.phone.required": "Enter your mobile number",
  "auth.phone.invalid": "Enter a 10-digit mobile number starting with 6, 7, 8 or 9",
  "auth.firstName.required": "Enter your first name",
  "auth.name.tooLong": "Use at most 60 characters",
} as const
