import { Schema, SchemaTransformation } from "effect"
import { DesktopBrandImages } from "../content/brand-images.ts"
import { CancellationPoliciesDescriptionMapping } from "../content/cancellation-policies.ts"
import { GdcCustomerCareNumbers } from "../content/customer-care.ts"
import { PointList } from "../content/direct-booking.ts"
import { FAQ_CONTENT_KEY, FaqContent } from "../content/faq.ts"
import { FooterContent } from "../content/footer-schema.ts"
import { LOGIN_INTERRUPT_BANNER_KEY, LoginInterruptBanner } from "../content/login-interrupt-banner.ts"
import { LoyaltyPageInfo } from "../content/loyalty-page.ts"
import { OTP_CONTENT_KEY, OtpContent } from "../content/otp-content.ts"
import { POLICY_CONTRIBUTORS_KEY, PolicyContributors } from "../content/policy-contributors.ts"
import { SpecialRateHotels } from "../content/special-rates.ts"
import { TA_RATING_THRESHOLD_KEY, TaRatingThreshold } from "../content/ta-rating-threshold.ts"
import { LoyaltyPointsRedemption, WalletsPromotion } from "../content/wallet-content.ts"
import { PaymentOffer } from "./checkout.ts"

/**
 * The content keys of spec-checkout §7 'Content' (ADR 090). Each key's schema and value live in
 * core/content/; this module only puts them on the wire.
 */

export const PAYMENT_GATEWAY_KEY = "payment_gateway"

/** Checkout's payment partners' offers (spec-checkout §7 'Checkout': key=payment_gateway, version=1). */
export const PaymentGatewayContent = Schema.Struct({
  key: Schema.Literal(PAYMENT_GATEWAY_KEY),
  offers: Schema.Array(PaymentOffer),
})
export type PaymentGatewayContent = typeof PaymentGatewayContent.Type

/** GET /api/v1/contents/?key=…: one key a call, answered as that key's block, which names its key. */
export const ContentsV1Keys = Schema.Literals([
  PAYMENT_GATEWAY_KEY,
  LOGIN_INTERRUPT_BANNER_KEY,
  FAQ_CONTENT_KEY,
  TA_RATING_THRESHOLD_KEY,
  POLICY_CONTRIBUTORS_KEY,
  OTP_CONTENT_KEY,
])
export type ContentsV1Key = typeof ContentsV1Keys.Type

/** The `key` query parameter; an unknown key is named in the message. */
export const ContentsV1Key = Schema.String.pipe(
  Schema.check(
    Schema.makeFilter(
      (key: string) =>
        (ContentsV1Keys.literals as ReadonlyArray<string>).includes(key) || `Unknown content key: ${key}`,
    ),
  ),
  Schema.decodeTo(ContentsV1Keys, SchemaTransformation.passthroughSupertype()),
)

export const ContentsV1 = Schema.Union([
  PaymentGatewayContent,
  LoginInterruptBanner,
  FaqContent,
  TaRatingThreshold,
  PolicyContributors,
  OtpContent,
])
export type ContentsV1 = typeof ContentsV1.Type

/**
 * GET /api/v2/contents/?keys=…: one entry per asked key. loyalty_page_info and homepage_footer_v2
 * come from the rewards and footer content (ADR 090).
 */
const v2 = {
  cancellation_policies_description_mapping: CancellationPoliciesDescriptionMapping,
  loyalty_page_info: LoyaltyPageInfo,
  special_rate_hotels: SpecialRateHotels,
  perfect_stay: PointList,
  homepage_footer_v2: FooterContent,
  direct_booking_benefits: PointList,
  desktop_brand_images: DesktopBrandImages,
  wallets_promotion: WalletsPromotion,
  gdc_customer_care_numbers: GdcCustomerCareNumbers,
  loyalty_points_redemption: LoyaltyPointsRedemption,
} as const

export type ContentV2Key = keyof typeof v2
export const CONTENT_V2_KEYS = Object.keys(v2) as ReadonlyArray<ContentV2Key>

export const ContentsV2 = Schema.Struct({
  cancellation_policies_description_mapping: Schema.optionalKey(v2.cancellation_policies_description_mapping),
  loyalty_page_info: Schema.optionalKey(v2.loyalty_page_info),
  special_rate_hotels: Schema.optionalKey(v2.special_rate_hotels),
  perfect_stay: Schema.optionalKey(v2.perfect_stay),
  homepage_footer_v2: Schema.optionalKey(v2.homepage_footer_v2),
  direct_booking_benefits: Schema.optionalKey(v2.direct_booking_benefits),
  desktop_brand_images: Schema.optionalKey(v2.desktop_brand_images),
  wallets_promotion: Schema.optionalKey(v2.wallets_promotion),
  gdc_customer_care_numbers: Schema.optionalKey(v2.gdc_customer_care_numbers),
  loyalty_points_redemption: Schema.optionalKey(v2.loyalty_points_redemption),
})
export type ContentsV2 = typeof ContentsV2.Type

const isV2Key = (key: string): key is ContentV2Key => (CONTENT_V2_KEYS as ReadonlyArray<string>).includes(key)

/**
 * `keys` as an indexed array (`keys[0]=perfect_stay`, folded by the API-wide middleware), repeated
 * keys or a comma list; at least one, each a v2 key. An unknown key is named in the message.
 */
export const ContentV2Keys = Schema.Union([Schema.String, Schema.Array(Schema.String)]).pipe(
  Schema.decodeTo(
    Schema.Array(Schema.String).check(
      Schema.isMinLength(1, { message: "keys must name at least one content key" }),
      Schema.makeFilter((keys: ReadonlyArray<string>) => {
        const unknown = keys.find((key) => !isV2Key(key))
        return unknown === undefined || `Unknown content key: ${unknown}`
      }),
    ),
    SchemaTransformation.transform({
      decode: (value): ReadonlyArray<string> =>
        (typeof value === "string" ? [value] : value)
          .flatMap((item) => item.split(","))
          .map((item) => item.trim())
          .filter((item) => item !== ""),
      encode: (keys): ReadonlyArray<string> => keys,
    }),
  ),
)
