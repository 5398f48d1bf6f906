import { Schema } from "effect"

/** spec-checkout §7 'Content': GET /api/v1/contents/?key=ta_rating_threshold. */
export const TA_RATING_THRESHOLD_KEY = "ta_rating_threshold"

export const TaRatingThreshold = Schema.Struct({
  key: Schema.Literal(TA_RATING_THRESHOLD_KEY),
  /** On TripAdvisor's 1-5 scale; the hotel page shows a rating at or above it (./ta-rating.ts). */
  threshold: Schema.Finite.check(Schema.isBetween({ minimum: 1, maximum: 5 })),
})
export type TaRatingThreshold = typeof TaRatingThreshold.Type

export const taRatingThreshold: TaRatingThreshold = { key: TA_RATING_THRESHOLD_KEY, threshold: 3.5 }
