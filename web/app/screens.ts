import type { ComponentType } from "react"
import type { ShouldRevalidateFunction } from "react-router"
import type { PlainMessageKey } from "#core/i18n/translate.ts"
import type { ScreenId } from "#core/routes/registry.ts"

/** What a lazily loaded page module gives React Router. */
export interface ScreenModule {
  readonly Component: ComponentType
  /** Runs on the server for the first render (its data lands in the hydration JSON), then in the browser. */
  readonly loader?: (args: { readonly request: Request; readonly context?: unknown }) => Promise<unknown>
  /** Whether a navigation within the page runs its loader again (React Router's own option). */
  readonly shouldRevalidate?: ShouldRevalidateFunction
}

export interface Screen {
  /** Source path of the page module, as the Vite manifest names it (for modulepreload links). */
  readonly module: string
  readonly load: () => Promise<ScreenModule>
  readonly title: PlainMessageKey
  readonly description?: PlainMessageKey
}

/** Every registered route's screen; the type makes a route without a page a compile error (ADR 014). */
export const screens: Record<ScreenId, Screen> = {
  home: {
    module: "web/features/home/home-page.tsx",
    load: async () => ({
      Component: (await import("../features/home/home-page.tsx")).HomePage,
      loader: (await import("../features/home/home-loader.ts")).homeLoader,
    }),
    title: "meta.home.title",
    description: "meta.home.description",
  },
  cities: {
    module: "web/features/cities/cities-page.tsx",
    load: async () => ({
      Component: (await import("../features/cities/cities-page.tsx")).CitiesPage,
      loader: (await import("../features/cities/cities-loader.ts")).citiesLoader,
    }),
    title: "meta.cities.title",
    description: "meta.cities.description",
  },
  "search-results": {
    module: "web/features/results/results-page.tsx",
    load: async () => ({
      Component: (await import("../features/results/results-page.tsx")).ResultsPage,
      loader: (await import("../features/results/results-loader.ts")).searchLoader,
    }),
    title: "meta.searchResults.title",
  },
  // Every listing shape is served by one whole-segment route (web/app/route-tree.tsx, ADR 011).
  listing: {
    module: "web/features/results/results-page.tsx",
    load: async () => ({
      Component: (await import("../features/results/results-page.tsx")).ResultsPage,
      loader: (await import("../features/results/results-loader.ts")).listingLoader,
    }),
    title: "meta.listing.title",
  },
  // Served by its own two-segment route (web/app/route-tree.tsx, ADR 075).
  "hotel-detail": {
    module: "web/features/hotel/hotel-page.tsx",
    load: async () => {
      const [page, loader, data] = await Promise.all([
        import("../features/hotel/hotel-page.tsx"),
        import("../features/hotel/hotel-loader.ts"),
        import("../features/hotel/hotel-data.ts"),
      ])
      return {
        Component: page.HotelPage,
        loader: loader.hotelLoader,
        // A new stay or party reloads only the room prices (the page's machines), not the page.
        shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
          data.onlyStayChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate,
      }
    },
    title: "meta.hotelDetail.title",
  },
  // The server opens the cart for the first render (ADR 112); the page is never cached (spec-checkout §2).
  checkout: {
    module: "web/features/checkout/itinerary-page.tsx",
    load: async () => {
      const [page, loader] = await Promise.all([
        import("../features/checkout/itinerary-page.tsx"),
        import("../features/checkout/itinerary-loader.ts"),
      ])
      return { Component: page.ItineraryPage, loader: loader.itineraryLoader }
    },
    title: "meta.checkout.title",
  },
  login: {
    module: "web/features/account/login-page.tsx",
    load: async () => ({ Component: (await import("../features/account/login-page.tsx")).LoginPage }),
    title: "meta.login.title",
  },
  signup: {
    module: "web/features/account/signup-page.tsx",
    load: async () => ({ Component: (await import("../features/account/signup-page.tsx")).SignupPage }),
    title: "meta.signup.title",
  },
  "forgot-password": {
    module: "web/features/account/forgot-password-page.tsx",
    load: async () => ({
      Component: (await import("../features/account/forgot-password-page.tsx")).ForgotPasswordPage,
    }),
    title: "meta.forgotPassword.title",
  },
  "update-profile": {
    module: "web/features/account/update-profile-page.tsx",
    load: async () => ({
      Component: (await import("../features/account/update-profile-page.tsx")).UpdateProfilePage,
    }),
    title: "meta.updateProfile.title",
  },
  // Member-only, loaded in the browser as the booking history is (ADR 089).
  profile: {
    module: "web/features/account/profile-page.tsx",
    load: async () => ({
      Component: (await import("../features/account/profile-page.tsx")).ProfilePage,
    }),
    title: "meta.profile.title",
  },
  // Member-only: the server does not know the session, so the list loads in the browser.
  "booking-history": {
    module: "web/features/bookings/booking-history-page.tsx",
    load: async () => ({
      Component: (await import("../features/bookings/booking-history-page.tsx")).BookingHistoryPage,
    }),
    title: "meta.bookingHistory.title",
  },
  // One booking and the cancellation page share a React Router path (web/app/route-tree.tsx).
  booking: {
    module: "web/features/bookings/booking-route.tsx",
    load: async () => ({
      Component: (await import("../features/bookings/booking-route.tsx")).BookingOrCancellationPage,
    }),
    title: "meta.booking.title",
  },
  cancellation: {
    module: "web/features/bookings/booking-route.tsx",
    load: async () => ({
      Component: (await import("../features/bookings/booking-route.tsx")).BookingOrCancellationPage,
    }),
    title: "meta.cancellation.title",
  },
  // Never rendered: the server answers /c-{bookingHash}/ with a redirect (web/entry-server.tsx).
  "cancellation-redirect": {
    module: "web/features/bookings/booking-route.tsx",
    load: async () => ({
      Component: (await import("../features/bookings/booking-route.tsx")).BookingOrCancellationPage,
    }),
    title: "meta.cancellation.title",
  },
  // No loader: the check-in is the member's, fetched in the browser after hydration (ADR 088).
  "web-check-in": {
    module: "web/features/account/web-check-in-page.tsx",
    load: async () => ({
      Component: (await import("../features/account/web-check-in-page.tsx")).WebCheckInPage,
    }),
    title: "meta.webCheckIn.title",
  },
  // No loader: the booking is the member's, fetched in the browser after hydration (ADR 095).
  "part-payment": {
    module: "web/features/bookings/part-payment-page.tsx",
    load: async () => ({
      Component: (await import("../features/bookings/part-payment-page.tsx")).PartPaymentPage,
    }),
    title: "meta.partPayment.title",
  },
  // No loader: the status is fetched in the browser, at once and every 5 s (spec-checkout §4).
  "payment-process": {
    module: "web/features/payment/payment-process-page.tsx",
    load: async () => ({
      Component: (await import("../features/payment/payment-process-page.tsx")).PaymentProcessPage,
    }),
    title: "meta.paymentProcess.title",
  },
  // Member-only: the wallet is the member's, so it loads in the browser (ADR 092).
  "account-rewards": {
    module: "web/features/rewards/account-rewards-page.tsx",
    load: async () => ({
      Component: (await import("../features/rewards/account-rewards-page.tsx")).AccountRewardsPage,
    }),
    title: "meta.accountRewards.title",
  },
  rewards: {
    module: "web/features/rewards/rewards-page.tsx",
    load: async () => ({ Component: (await import("../features/rewards/rewards-page.tsx")).RewardsPage }),
    title: "meta.rewards.title",
  },
  "rewards-info": {
    module: "web/features/rewards/rewards-info-page.tsx",
    load: async () => ({
      Component: (await import("../features/rewards/rewards-info-page.tsx")).RewardsInfoPage,
      loader: (await import("../features/rewards/rewards-info-loader.ts")).rewardsInfoLoader,
    }),
    title: "meta.rewardsInfo.title",
    description: "meta.rewardsInfo.description",
  },
  // Server-rendered from content (ADR 090); the registry caches both for an hour.
  faq: {
    module: "web/features/content/faq-page.tsx",
    load: async () => ({
      Component: (await import("../features/content/faq-page.tsx")).FaqPage,
      loader: (await import("../features/content/faq-loader.ts")).faqLoader,
    }),
    title: "meta.faq.title",
    description: "meta.faq.description",
  },
  security: {
    module: "web/features/content/security-page.tsx",
    load: async () => ({
      Component: (await import("../features/content/security-page.tsx")).SecurityPage,
      loader: (await import("../features/content/security-loader.ts")).securityLoader,
    }),
    title: "meta.security.title",
    description: "meta.security.description",
  },
  // No loader: the documents are content modules of core (ADR 091).
  terms: {
    module: "web/features/legal/terms-page.tsx",
    load: async () => ({ Component: (await import("../features/legal/terms-page.tsx")).TermsPage }),
    title: "meta.terms.title",
    description: "meta.terms.description",
  },
  policy: {
    module: "web/features/legal/policy-page.tsx",
    load: async () => ({ Component: (await import("../features/legal/policy-page.tsx")).PolicyPage }),
    title: "meta.policy.title",
    description: "meta.policy.description",
  },
  // One screen for every brand's route; the loader reads which brand from the path (ADR 091).
  brand: {
    module: "web/features/brands/brand-page.tsx",
    load: async () => ({
      Component: (await import("../features/brands/brand-page.tsx")).BrandPage,
      loader: (await import("../features/brands/brand-loader.ts")).brandLoader,
    }),
    title: "meta.brand.title",
  },
  campaign: {
    module: "web/features/campaign/campaign-page.tsx",
    load: async () => ({
      Component: (await import("../features/campaign/campaign-page.tsx")).CampaignPage,
      loader: (await import("../features/campaign/campaign-loader.ts")).campaignLoader,
    }),
    title: "meta.campaign.title",
  },
  confirmation: {
    module: "web/features/confirmation/confirmation-page.tsx",
    load: async () => ({
      Component: (await import("../features/confirmation/confirmation-page.tsx")).ConfirmationPage,
      loader: (await import("../features/confirmation/confirmation-loader.ts")).confirmationLoader,
    }),
    title: "meta.confirmation.title",
  },
  // Feedback and reviews (ADR 093): the feedback is read on the server from its id in the path.
  feedback: {
    module: "web/features/feedback/feedback-page.tsx",
    load: async () => ({
      Component: (await import("../features/feedback/feedback-page.tsx")).FeedbackPage,
      loader: (await import("../features/feedback/feedback-loader.ts")).feedbackLoader,
    }),
    title: "meta.feedback.title",
  },
  "feedback-change": {
    module: "web/features/feedback/feedback-page.tsx",
    load: async () => ({
      Component: (await import("../features/feedback/feedback-page.tsx")).FeedbackPage,
      loader: (await import("../features/feedback/feedback-loader.ts")).feedbackLoader,
    }),
    title: "meta.feedbackChange.title",
  },
  "feedback-thanks": {
    module: "web/features/feedback/feedback-thanks-page.tsx",
    load: async () => ({
      Component: (await import("../features/feedback/feedback-thanks-page.tsx")).FeedbackThanksPage,
      loader: (await import("../features/feedback/feedback-loader.ts")).feedbackLoader,
    }),
    title: "meta.feedbackThanks.title",
  },
  "collect-review": {
    module: "web/features/feedback/review-page.tsx",
    load: async () => ({
      Component: (await import("../features/feedback/review-page.tsx")).ReviewPage,
      loader: (await import("../features/feedback/feedback-loader.ts")).reviewLoader,
    }),
    title: "meta.collectReview.title",
  },
  "review-submitted": {
    module: "web/features/feedback/review-thanks-page.tsx",
    load: async () => ({
      Component: (await import("../features/feedback/review-thanks-page.tsx")).ReviewThanksPage,
    }),
    title: "meta.reviewSubmitted.title",
  },
}

/** The Not Found page, lazy like every page (spec-checkout §2 lists it among lazy pages). */
export const notFoundScreen: Screen = {
  module: "web/app/not-found-page.tsx",
  load: async () => ({ Component: (await import("./not-found-page.tsx")).NotFoundPage }),
  title: "meta.notFound.title",
}
