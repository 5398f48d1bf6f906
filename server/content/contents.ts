import {
  type ContentsV1,
  type ContentsV1Key,
  type ContentsV2,
  type ContentV2Key,
  PAYMENT_GATEWAY_KEY,
} from "#core/api/contents.ts"
import type { DesktopBrandImages } from "#core/content/brand-images.ts"
import { cancellationPoliciesDescriptionMapping } from "#core/content/cancellation-policies.ts"
import { gdcCustomerCareNumbers } from "#core/content/customer-care.ts"
import { directBookingBenefits, perfectStay } from "#core/content/direct-booking.ts"
import { faqContent } from "#core/content/faq.ts"
import { footerContent } from "#core/content/footer.ts"
import { loyaltyPageInfo } from "#core/content/loyalty-page.ts"
import { otpContent } from "#core/content/otp-content.ts"
import { policyContributors } from "#core/content/policy-contributors.ts"
import { specialRateHotels } from "#core/content/special-rates.ts"
import { taRatingThreshold } from "#core/content/ta-rating-threshold.ts"
import { loyaltyPointsRedemption, walletsPromotion } from "#core/content/wallet-content.ts"
import { imageWire } from "#core/search/hotel-wire.ts"
import type { CatalogueView } from "../catalogue/store.ts"
import { paymentGatewayContent } from "../checkout/payment-offers.ts"
import { loginInterruptBanner } from "./login-interrupt-banner.ts"

/** What content computed from outside core/content needs: the catalogue and the gdc desk's number. */
export interface ContentSources {
  readonly view: CatalogueView
  readonly gdcSupportPhone: string
}

/** GET /api/v1/contents/?key=…: the key's block. */
export const contentV1 = (key: ContentsV1Key, sources: ContentSources): ContentsV1 => {
  switch (key) {
    case PAYMENT_GATEWAY_KEY:
      return { key, offers: paymentGatewayContent().offers }
    case "login_interrupt_banner":
      return loginInterruptBanner(sources.view)
    case "faq_content":
      return faqContent
    case "ta_rating_threshold":
      return taRatingThreshold
    case "policy_contributors":
      return policyContributors
    case "otp_content":
      return otpContent
  }
}

/**
 * A room picture of each brand's first hotel that has one, drawn and served by /images/hotels/,
 * so every catalogue has them and they are on our own origin (as the login-interrupt banner).
 */
const desktopBrandImages = (view: CatalogueView): DesktopBrandImages =>
  view.brands.flatMap((brand) => {
    const hotel = view.hotels.find(
      (h) => h.brandCode === brand.code && h.images.some((i) => i.category === "room"),
    )
    const image = hotel?.images.find((i) => i.category === "room")
    if (hotel === undefined || image === undefined) return []
    return [
      {
        brand: brand.code,
        name: brand.displayName,
        image_url: imageWire(image, hotel).url,
        alt: `A room at ${hotel.name}`,
      },
    ]
  })

const v2Block = (key: ContentV2Key, sources: ContentSources): ContentsV2[ContentV2Key] => {
  switch (key) {
    case "cancellation_policies_description_mapping":
      return cancellationPoliciesDescriptionMapping
    case "loyalty_page_info":
      return loyaltyPageInfo
    case "special_rate_hotels":
      return specialRateHotels
    case "perfect_stay":
      return perfectStay
    case "homepage_footer_v2":
      return footerContent
    case "direct_booking_benefits":
      return directBookingBenefits
    case "desktop_brand_images":
      return desktopBrandImages(sources.view)
    case "wallets_promotion":
      return walletsPromotion
    case "gdc_customer_care_numbers":
      return gdcCustomerCareNumbers(sources.gdcSupportPhone)
    case "loyalty_points_redemption":
      return loyaltyPointsRedemption
  }
}

/** GET /api/v2/contents/?keys=…: one entry per asked key, in no particular order. */
export const contentsV2 = (keys: ReadonlyArray<ContentV2Key>, sources: ContentSources): ContentsV2 =>
  Object.fromEntries(keys.map((key) => [key, v2Block(key, sources)])) as ContentsV2
