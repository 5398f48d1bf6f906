import type { Translate } from "../i18n/translate.ts"

/** spec-search §5: 'Rating filter thresholds: 4.5, 4, 3.5, 3 and above', highest first. */
export const RATING_THRESHOLDS = [4.5, 4, 3.5, 3] as const
export type RatingThreshold = (typeof RATING_THRESHOLDS)[number]

/** The filter value's visible text: '4.5 and above'. */
export const ratingLabel = (threshold: RatingThreshold, t: Translate): string =>
  t("filter.rating.andAbove", { rating: threshold })

/** Whether a hotel's average rating meets a threshold; an unrated hotel meets none. */
export const meetsRating = (rating: number | undefined, threshold: RatingThreshold): boolean =>
  rating !== undefined && rating >= threshold
