import { HttpApi, OpenApi } from "effect/http-api"
import { AuthApi, OtpApi, ProfileApi } from "./auth.ts"
import { BookingsApi, CancellationApi } from "./bookings.ts"
import { BrandsApi } from "./brands.ts"
import { CampaignsApi } from "./campaigns.ts"
import { CheckoutApi, OrdersApi } from "./checkout.ts"
import { ContentApi } from "./content.ts"
import { WireShape } from "./error-shape.ts"
import { FeedbackApi } from "./feedback.ts"
import { GraphqlApi } from "./graphql.ts"
import { AvailabilityNoticesApi, HotelDetailApi } from "./hotel-detail.ts"
import { HotelsApi } from "./hotels.ts"
import { PricingApi } from "./pricing.ts"
import { PostsApi, ReviewsApi } from "./reviews.ts"
import { RewardsApi, RewardsInfoApi } from "./rewards.ts"
import { SearchApi } from "./search.ts"
import { TelemetryApi } from "./telemetry.ts"
import { TestControlApi } from "./test-control.ts"
import { TestSocialApi } from "./test-social.ts"
import { WebCheckInApi } from "./web-check-in.ts"

/** The HTTP contract of both specs' call tables; server, web and CLI share this one definition. */
export class Api extends HttpApi.make("booking")
  .add(SearchApi)
  .add(ContentApi)
  .add(HotelsApi)
  .add(PricingApi)
  .add(HotelDetailApi)
  .add(AvailabilityNoticesApi)
  .add(ReviewsApi)
  .add(PostsApi)
  .add(AuthApi)
  .add(OtpApi)
  .add(ProfileApi)
  .add(GraphqlApi)
  .add(TestControlApi)
  .add(TestSocialApi)
  .add(TelemetryApi)
  .add(RewardsApi)
  .add(RewardsInfoApi)
  .add(CheckoutApi)
  .add(OrdersApi)
  .add(BookingsApi)
  .add(CancellationApi)
  .add(WebCheckInApi)
  .add(FeedbackApi)
  .add(CampaignsApi)
  .add(BrandsApi)
  // Added last: it applies to the endpoints that exist when it is added.
  .middleware(WireShape)
  .annotateMerge(OpenApi.annotations({ title: "Hotel booking API", version: "1" })) {}
