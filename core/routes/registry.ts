import { type CompiledPattern, compilePattern, type ParamName, type ParamNames } from "./pattern.ts"

/**
 * Every route of both specs' route tables (spec-search §2, spec-checkout §2), in matching
 * priority order: fixed paths and distinctive prefixes first, then the listing families, whose
 * patterns overlap (docs/decisions/011-route-registry-and-matching.md).
 */

export type ScreenId =
  | "home"
  | "cities"
  | "search-results"
  | "listing"
  | "hotel-detail"
  | "checkout"
  | "confirmation"
  | "payment-process"
  | "login"
  | "signup"
  | "forgot-password"
  | "update-profile"
  | "profile"
  | "booking-history"
  | "booking"
  | "web-check-in"
  | "part-payment"
  | "cancellation"
  | "cancellation-redirect"
  | "account-rewards"
  | "rewards"
  | "rewards-info"
  | "collect-review"
  | "review-submitted"
  | "faq"
  | "feedback"
  | "feedback-change"
  | "feedback-thanks"
  | "security"
  | "terms"
  | "policy"
  | "brand"
  | "campaign"

/**
 * Who may open a route. A member-only route sends a signed-out visitor to the login page with
 * the path they wanted; a guest-only route sends a signed-in user home (spec-checkout §2 'Route guards').
 */
export type Access = "open" | "member" | "guest"

export type HeaderVariant = "full" | "compact"

export interface RouteDef<P extends string = string> {
  readonly path: P
  readonly screen: ScreenId
  readonly access: Access
  /** Lifetime of the rendered page in shared caches, in seconds; null: never cached. */
  readonly cacheSeconds: number | null
  readonly footer: boolean
  readonly navigation: boolean
  readonly header: HeaderVariant
  readonly stickyHeader: boolean
  /**
   * Whether search engines may index the page; false for pages about one traveller's booking or
   * account, which are reached by links that must never appear in search results.
   */
  readonly indexed: boolean
  /** Values a parameter must not take here, because a more specific route owns them. */
  readonly exclude?: { readonly [K in ParamNames<P>]?: ReadonlyArray<string> }
  /**
   * A route's own check, run after its access rule: a path to redirect to, or null to let the
   * visitor in (spec-checkout §2 'Route guards').
   */
  readonly check?: (visit: RouteVisit) => string | null
}

/** What a route's own check may look at. */
export interface RouteVisit {
  readonly signedIn: boolean
  /** The path and query the visitor asked for. */
  readonly originPath: string
}

const HOUR = 3600

type Options<P extends string> = Partial<Omit<RouteDef<P>, "path" | "screen">>

const page = <P extends string>(path: P, screen: ScreenId, options: Options<P> = {}): RouteDef<P> => ({
  path,
  screen,
  access: "open",
  cacheSeconds: null,
  footer: true,
  navigation: true,
  header: "full",
  stickyHeader: false,
  indexed: true,
  ...options,
})

/** Search and listing pages: a compact, sticky header with a search box (spec-search §2). */
const listing = <P extends string>(path: P, options: Options<P> = {}): RouteDef<P> =>
  page(path, "listing", { cacheSeconds: HOUR, header: "compact", stickyHeader: true, ...options })

/** Pages on which spec-checkout §2 hides the footer. */
const noFooter = { footer: false } as const

/** One traveller's booking or account: never in search results. */
const personal = { indexed: false } as const

export const routes = {
  home: page("/", "home", { cacheSeconds: HOUR, footer: false }),
  cities: page("/cities/", "cities", { cacheSeconds: HOUR }),
  search: page("/search/", "search-results", { header: "compact", stickyHeader: true }),
  searchEncoded: page("/search/{encodedUri}/", "search-results", { header: "compact", stickyHeader: true }),

  itinerary: page("/itinerary/", "checkout", { ...noFooter, ...personal }),
  confirmation: page("/confirmation/{bookingId}/", "confirmation", personal),
  paymentProcess: page("/payment-process/{bookingId}/", "payment-process", personal),
  login: page("/login/", "login", { access: "guest", ...noFooter }),
  // The spec leaves sign-up's access unstated; a signed-in user has no use for it.
  signup: page("/signup/", "signup", { access: "guest", ...noFooter }),
  forgotPassword: page("/forgot-password/", "forgot-password", noFooter),
  updateProfile: page("/update-profile/", "update-profile", { access: "member", ...noFooter, ...personal }),
  profile: page("/account/profile/", "profile", { access: "member", ...personal }),
  bookingHistory: page("/account/booking-history/", "booking-history", { access: "member", ...personal }),
  // Before the booking route: a cancellation hash path would also fit `{bookingId}`.
  cancellation: page("/account/booking-history/c-{bookingHash}/", "cancellation", personal),
  booking: page("/account/booking-history/{bookingId}/", "booking", { access: "member", ...personal }),
  // Not in the spec's route table: it names the screens only (ADR 088).
  webCheckIn: page("/account/booking-history/{bookingId}/web-check-in/", "web-check-in", {
    access: "member",
    ...personal,
  }),
  // Not in the spec's route table: where a booking's partPayLink leads (ADR 095).
  partPayment: page("/account/booking-history/{bookingId}/part-pay/", "part-payment", {
    access: "member",
    ...personal,
  }),
  accountRewards: page("/account/rewards/", "account-rewards", { access: "member", ...personal }),
  rewards: page("/rewards/", "rewards", { access: "member", ...personal }),
  rewardsInfo: page("/terms/rewards-info/", "rewards-info", { cacheSeconds: HOUR }),
  // Reached through a signed review link that names one stay (ADR 093): never indexed.
  collectReview: page("/tripadvisor/reviews-{hotelId}/", "collect-review", personal),
  reviewSubmitted: page("/tripadvisor/thank-you/", "review-submitted", {
    cacheSeconds: HOUR,
    navigation: false,
  }),
  faq: page("/faq/", "faq", { cacheSeconds: HOUR }),
  feedback: page("/feedback/{feedbackId}/", "feedback", personal),
  feedbackChange: page("/feedback/{feedbackId}/change/", "feedback-change", personal),
  feedbackThanks: page("/feedback/{feedbackId}/thanks/", "feedback-thanks", personal),
  security: page("/security/", "security", { cacheSeconds: HOUR }),
  terms: page("/terms/", "terms"),
  policy: page("/policy/", "policy"),
  brandTreebo: page("/brands/treebo/", "brand", noFooter),
  brandItsy: page("/brands/itsy/", "brand", noFooter),
  brandMedalio: page("/brands/medalio/", "brand", noFooter),
  // Not in the spec's route table, which names no page for the premium brand; not one of the
  // "three brand pages" that hide the footer either (ADR 091).
  brandTreeboPremium: page("/brands/treebo-premium/", "brand"),
  campaign: page("/campaign/{campaignId}/", "campaign", { cacheSeconds: 6 * HOUR, ...noFooter }),
  cancellationRedirect: page("/c-{bookingHash}/", "cancellation-redirect", personal),

  // spec-search §2: 'me' as the landmark means a near-me search, which is not cached.
  nearMe: listing("/hotels-near-me/", { cacheSeconds: null }),
  listingCityAmenity: listing("/hotels-in-{city}-with-{amenity}/"),
  listingAmenityCity: listing("/hotels-with-{amenity}-in-{city}/"),
  listingLocalityCity: listing("/hotels-in-{locality}-{city}/"),
  listingCity: listing("/hotels-in-{city}/"),
  // 'hotels' is not a category: /hotels-in-…/ and /hotels-near-…/ have routes of their own.
  listingCategoryLocalityCity: listing("/{category}-in-{locality}-{city}/", {
    exclude: { category: ["hotels"] },
  }),
  listingCategoryCity: listing("/{category}-in-{city}/", { exclude: { category: ["hotels"] } }),
  listingLandmark: listing("/hotels-near-{landmark}/", { exclude: { landmark: ["me"] } }),
  listingCategoryLandmark: listing("/{category}-near-{landmark}/", { exclude: { category: ["hotels"] } }),
  // Compact like the listings it is reached from, but not sticky (spec-checkout §2 'Navigation bar').
  hotelDetail: page("/hotels-in-{city}/{hotelSlug}-{hotelId}/", "hotel-detail", {
    cacheSeconds: HOUR,
    header: "compact",
    ...noFooter,
  }),
} as const satisfies Record<string, RouteDef>

export type RouteId = keyof typeof routes

/** The parameters of route `Id`, each a string. */
export type RouteParams<Id extends RouteId> = {
  readonly [K in ParamNames<(typeof routes)[Id]["path"]>]: string
}

export interface RegisteredRoute {
  readonly id: RouteId
  readonly def: RouteDef
  readonly pattern: CompiledPattern
}

/** The routes in matching priority order, with their compiled patterns. */
export const registeredRoutes: ReadonlyArray<RegisteredRoute> = (Object.keys(routes) as RouteId[]).map(
  (id) => ({
    id,
    def: routes[id] as RouteDef,
    pattern: compilePattern(routes[id].path),
  }),
)

const byId = new Map(registeredRoutes.map((r) => [r.id, r]))

export const registeredRoute = (id: RouteId): RegisteredRoute => byId.get(id)!

/** Whether `value` is excluded for parameter `name` on this route. */
export const isExcluded = (route: RegisteredRoute, name: ParamName, value: string): boolean => {
  const exclude = route.def.exclude as Readonly<Record<string, ReadonlyArray<string>>> | undefined
  return exclude?.[name]?.includes(value) ?? false
}
