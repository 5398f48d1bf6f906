import { Context, Effect, Layer } from "effect"
import type { ThirdPartyReviewBlock } from "#core/api/reviews.ts"
import type { Hotel } from "#core/catalogue/hotel.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { AppClock } from "#core/services/clock.ts"
import { DEFAULT_SEED } from "#fixtures/generate/catalogue.ts"
import { type ProviderProgramme, providerListing } from "#fixtures/generate/third-party-reviews.ts"
import { HotelCatalogue } from "../catalogue/store.ts"
import { reviewUrlsOf } from "./hotel-page.ts"

/** The block of a hotel the endpoint does not serve: nothing to show, nothing invented. */
const disabled = (provider: string, hotelId: string): ThirdPartyReviewBlock => ({
  enabled: false,
  provider,
  hotel_id: hotelId,
  awards: [],
  review_count: 0,
  overall_ranking: null,
  overall_rating: null,
  rating_image_url: null,
  read_reviews_url: null,
  write_review_url: null,
  subratings: [],
  top_reviews: [],
})

/**
 * The third-party review block (spec-checkout §3 'tripadvisor block', ADR 073). The contract is the
 * provider's: an enabled flag, awards, review count, ranking and rating, review links, sub-ratings
 * and top reviews. `reviewData` answers for hotels in the given programme ('jcr': contracted with
 * the provider's content programme, served by hotel_review_data; 'non_jcr': listed only, served by
 * hotel_non_jcr_review_data); any other hotel gets `enabled: false` with empty fields.
 */
export class ThirdPartyReviews extends Context.Service<
  ThirdPartyReviews,
  {
    /** Shown with the block, so nobody mistakes fixture data for a real provider's. */
    readonly provider: string
    /** The provider lists the hotel in either programme: the summary's isTaEnabled. */
    readonly covers: (hotel: Hotel) => Effect.Effect<boolean>
    readonly reviewData: (hotel: Hotel, programme: ProviderProgramme) => Effect.Effect<ThirdPartyReviewBlock>
  }
>()("booking/server/reviews/ThirdPartyReviews") {
  /**
   * No provider account is configured in this product, so the only adapter is local: deterministic
   * fixture listings (fixtures/generate/third-party-reviews.ts) for a subset of hotels, labelled
   * 'Local review provider'. A real adapter would be another layer of this service calling the
   * provider's API with a key from the configuration and mapping its answer into the same block.
   */
  static readonly layerLocal = Layer.effect(
    ThirdPartyReviews,
    Effect.gen(function* () {
      const catalogue = yield* HotelCatalogue
      const clock = yield* AppClock
      const provider = "Local review provider"
      const today = Effect.map(clock.now, dayInIndia)
      const listingOf = (hotelId: string, day: string) => providerListing(DEFAULT_SEED, hotelId, day)

      /** '#3 of 41 hotels in Bengaluru': by rating, then review count, among the city's listed hotels. */
      const ranking = (hotel: Hotel, day: string): string => {
        const city = catalogue.view.cities.find((c) => c.id === hotel.cityId)
        const listed = catalogue.view.hotels.flatMap((h) => {
          if (h.cityId !== hotel.cityId) return []
          const other = listingOf(h.id, day)
          return other === null ? [] : [{ id: h.id, rating: other.rating, count: other.reviewCount }]
        })
        listed.sort((a, b) => b.rating - a.rating || b.count - a.count || Number(a.id) - Number(b.id))
        const rank = listed.findIndex((h) => h.id === hotel.id) + 1
        return `#${rank} of ${listed.length} hotels in ${city?.name ?? "the city"}`
      }

      return ThirdPartyReviews.of({
        provider,
        covers: (hotel) => Effect.map(today, (day) => listingOf(hotel.id, day) !== null),
        reviewData: Effect.fn("ThirdPartyReviews.reviewData")(function* (
          hotel: Hotel,
          programme: ProviderProgramme,
        ) {
          const day = yield* today
          const listing = listingOf(hotel.id, day)
          if (listing === null || listing.programme !== programme) return disabled(provider, hotel.id)
          const urls = reviewUrlsOf(catalogue.view, hotel)
          return {
            enabled: true,
            provider,
            hotel_id: hotel.id,
            awards: listing.awards,
            review_count: listing.reviewCount,
            overall_ranking: ranking(hotel, day),
            overall_rating: listing.rating,
            // The provider's rating images are theirs to host; the local provider has none.
            rating_image_url: null,
            read_reviews_url: urls.read,
            write_review_url: urls.write,
            subratings: listing.subratings,
            top_reviews: listing.topReviews,
          } satisfies ThirdPartyReviewBlock
        }),
      })
    }),
  )

  /** The configured provider: the local one until a provider account exists (ADR 073). */
  static readonly layer = ThirdPartyReviews.layerLocal
}
