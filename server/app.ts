import { Effect, Layer, type Scope } from "effect"
import {
  HttpEffect,
  HttpRouter,
  type HttpServerRequest,
  HttpServerResponse,
  HttpStaticServer,
} from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "#core/api/contract.ts"
import { socialSourcesOf } from "#core/auth/social-sources.ts"
import { AppClock } from "#core/services/clock.ts"
import { AuthenticationLive } from "./accounts/authentication.ts"
import { AuthHandlers, ProfileHandlers } from "./accounts/http.ts"
import { ProfileDetailsRepo } from "./accounts/profile-details.ts"
import { SocialSandboxRoutes } from "./accounts/social-sandbox.ts"
import { SocialSignInLive } from "./accounts/social-sign-in.ts"
import { TestSocialHandlers } from "./accounts/social-test-http.ts"
import { BookingsHandlers } from "./bookings/http.ts"
import { BookingLifecycle, BookingLifecycleLive } from "./bookings/lifecycle.ts"
import { WebCheckInHandlers } from "./bookings/web-check-in-http.ts"
import { BrandsHandlers } from "./brands/http.ts"
import { CampaignBannerImages } from "./campaigns/banner-images.ts"
import { CampaignsHandlers } from "./campaigns/http.ts"
import { CaptchaChallenge } from "./captcha/http.ts"
import { Captcha } from "./captcha/service.ts"
import { CheckoutHandlers } from "./checkout/cart-http.ts"
import { OrdersHandlers, PaymentWebhook } from "./checkout/orders-http.ts"
import { ContentHandlers } from "./content/http.ts"
import { Robots } from "./content/robots.ts"
import { ContentLanguageLayer } from "./content-language/layer.ts"
import { FeedbackHandlers } from "./feedback/http.ts"
import { GatewaySandboxRoutes } from "./gateway/routes.ts"
import { GraphqlHandlers } from "./graphql/http.ts"
import { HotelDetailHandlers } from "./hotel/http.ts"
import { CompressionLayer } from "./http/compression.ts"
import { apiErrorAnswer, pageErrorAnswer } from "./http/error-answers.ts"
import { WireShapeLive } from "./http/error-shape.ts"
import { FrontLayer } from "./http/front.ts"
import { channelOf } from "./http/hosts.ts"
import { HotelImages } from "./images/http.ts"
import { MapTiles } from "./maps/tiles.ts"
import { HotelVideos } from "./media/http.ts"
import { AvailabilityNoticesHandlers } from "./notices/http.ts"
import { OtpHandlers } from "./otp/http.ts"
import { PricingHandlers } from "./pricing/http.ts"
import { PostsHandlers } from "./questions/http.ts"
import { PageRenderer } from "./render/page-renderer.ts"
import { clientAssetsDir } from "./render/ssr-entry.ts"
import { ReviewsHandlers } from "./reviews/http.ts"
import { RewardsHandlers, RewardsInfoHandlers } from "./rewards/http.ts"
import { RewardsImages } from "./rewards/images.ts"
import { HotelsHandlers } from "./search/hotels-http.ts"
import { SearchHandlers } from "./search/http.ts"
import { Sitemap } from "./seo/sitemap.ts"
import { ServerSettings } from "./settings.ts"
import { TelemetryHandlers } from "./telemetry/http.ts"
import { TestControlHandlers } from "./test-control/http.ts"
import { WhatsappOptins } from "./whatsapp/optins.ts"

const ApiRoutes = HttpApiBuilder.layer(Api, { openapiPath: "/api/openapi.json" }).pipe(
  Layer.provide([
    SearchHandlers,
    HotelsHandlers,
    ContentHandlers,
    AuthHandlers,
    OtpHandlers,
    ProfileHandlers,
    GraphqlHandlers,
    PricingHandlers,
    HotelDetailHandlers,
    AvailabilityNoticesHandlers,
    ReviewsHandlers,
    PostsHandlers,
    TestControlHandlers,
    TestSocialHandlers,
    TelemetryHandlers,
    RewardsHandlers,
    RewardsInfoHandlers,
    CheckoutHandlers,
    OrdersHandlers,
    BookingsHandlers,
    WebCheckInHandlers,
    FeedbackHandlers,
    CampaignsHandlers,
    BrandsHandlers,
  ]),
  Layer.provide(AuthenticationLive),
  // Google and Facebook sign-in (ADR 085); test control mints with the same local issuer.
  Layer.provide(SocialSignInLive),
  // Test control moves bookings along their stays when it moves the clock (ADR 086).
  Layer.provide(BookingLifecycle.layer),
  // Checkout's guards (ADR 079): GraphQL's captcha and WhatsApp fields, and pay at hotel's proof.
  Layer.provide([Captcha.layer, WhatsappOptins.layer]),
  // The profile page's title, gender, language and preferences (ADR 089).
  Layer.provide(ProfileDetailsRepo.layer),
)

/** Unknown API paths answer in the contract's error shape, not with an HTML page. */
const UnknownApi = HttpRouter.add("*", "/api/*", (request) =>
  Effect.succeed(
    apiErrorAnswer(
      "NotFound",
      "not_found",
      `No API endpoint at ${request.method} ${request.url.split("?")[0]}`,
    ),
  ),
)

/** Hashed build output: safe to cache for a year. */
const Assets = HttpStaticServer.layer({
  root: clientAssetsDir,
  prefix: "/assets",
  cacheControl: "public, max-age=31536000, immutable",
})

/**
 * Every other GET is a page rendered on the server (ADR 013). Its loaders call the API through
 * this same router in process: the same contract, host check and validation as over the network,
 * without a socket (web/lib/loader-env.ts).
 */
const Pages = HttpRouter.use((router) =>
  Effect.gen(function* () {
    // The services the routes answer with, as the router was built; one in-process client for all pages.
    const services = yield* Effect.context<never>()
    let apiFetch: typeof fetch | undefined
    const inProcessFetch = (): typeof fetch => {
      if (apiFetch !== undefined) return apiFetch
      const handle = HttpEffect.toWebHandlerWith<never, HttpServerRequest.HttpServerRequest | Scope.Scope>(
        services,
      )(router.asHttpEffect())
      apiFetch = (input, init) => {
        const request = new Request(input, init)
        // The loader reads the body in this process: compressing it would only cost CPU (ADR 076).
        request.headers.delete("accept-encoding")
        // On a socket the client writes Host from the URL; here the allowlist reads it from this.
        request.headers.set("host", new URL(request.url).host)
        return handle(request)
      }
      return apiFetch
    }
    return yield* router.add("GET", "/*", (request) =>
      Effect.gen(function* () {
        const settings = yield* ServerSettings
        const channel = channelOf(settings, request.headers.host) ?? "website"
        const render = yield* PageRenderer
        const clock = yield* AppClock
        const now = yield* clock.now
        return yield* Effect.tryPromise(() =>
          render({
            url: request.url,
            cookie: request.headers.cookie,
            channel,
            origin: settings.publicOrigin[channel],
            support: settings.support[channel],
            mapTiles: settings.mapTiles,
            social: socialSourcesOf(settings.social),
            api: {
              fetch: inProcessFetch(),
              // The page's own Host, so the in-process call passes the same allowlist.
              origin: `http://${request.headers.host}`,
            },
            now,
          }),
        ).pipe(
          Effect.map((page) =>
            HttpServerResponse.text(page.body, {
              status: page.status,
              headers: page.headers,
              contentType: "text/html; charset=utf-8",
            }),
          ),
          Effect.catch((error) =>
            Effect.as(Effect.logError("Server rendering failed", error.cause), pageErrorAnswer(500)),
          ),
        )
      }),
    )
  }),
)

export const AppRoutes = Layer.mergeAll(
  ApiRoutes,
  UnknownApi,
  Assets,
  HotelImages,
  RewardsImages,
  CampaignBannerImages,
  HotelVideos,
  Robots,
  MapTiles,
  GatewaySandboxRoutes,
  SocialSandboxRoutes,
  Sitemap,
  PaymentWebhook,
  CaptchaChallenge.pipe(Layer.provide(Captcha.layer)),
  Pages,
  BookingLifecycleLive,
).pipe(
  Layer.provide(FrontLayer),
  // Between the two: it translates what the routes and FrontLayer answered, before compression.
  Layer.provide(ContentLanguageLayer),
  // Provided last, so it is built (and added to the router) first: the outermost middleware, it
  // compresses the final answer, whatever FrontLayer made of a failure.
  Layer.provide(CompressionLayer),
  // The API-wide middleware is looked up per request, so it is provided to the router as a whole.
  Layer.provide(WireShapeLive),
)
