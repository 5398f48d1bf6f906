/**
 * The arithmetic of a hotel's review summary (spec-search §3 'Reviews summary on a hotel'), pure so
 * the server, tests and property tests share one rule.
 */

/** Stars, highest first: the order of the histogram `totalRatings`. */
export const STARS: ReadonlyArray<number> = [5, 4, 3, 2, 1]

export interface StarCount {
  readonly rating: number
  readonly count: number
}

/** How many reviews gave each star, 5 down to 1; a star nobody gave counts 0. */
export const starHistogram = (counts: ReadonlyMap<number, number>): ReadonlyArray<StarCount> =>
  STARS.map((rating) => ({ rating, count: counts.get(rating) ?? 0 }))

export const reviewCount = (histogram: ReadonlyArray<StarCount>): number =>
  histogram.reduce((n, star) => n + star.count, 0)

/** Ratings are shown to one decimal. */
export const roundRating = (rating: number): number => Math.round(rating * 10) / 10

/** The mean star of the histogram to one decimal, or null when nobody has reviewed. */
export const averageRating = (histogram: ReadonlyArray<StarCount>): number | null => {
  const count = reviewCount(histogram)
  if (count === 0) return null
  return roundRating(histogram.reduce((sum, star) => sum + star.rating * star.count, 0) / count)
}

/** The word for an average, as the summary sentence opens. */
export const ratingLabel = (average: number): string =>
  average >= 4.5
    ? "Excellent"
    : average >= 4
      ? "Very good"
      : average >= 3.5
        ? "Good"
        : average >= 3
          ? "Average"
          : "Poor"

/** 'Very good: 4.2 out of 5 from 37 reviews'; 'No reviews yet' without any. */
export const reviewSummary = (average: number | null, count: number): string =>
  average === null || count === 0
    ? "No reviews yet"
    : `${ratingLabel(average)}: ${average.toFixed(1)} out of 5 from ${count} review${count === 1 ? "" : "s"}`

/**
 * The aspects a guest rates besides the overall stars (ADR 073). `sub` aspects are the
 * summary's subRatings, `amenity` ones its amenitiesRatings. `column` is the reviews table's.
 */
export const REVIEW_ASPECTS = [
  { column: "cleanliness", name: "Cleanliness", group: "sub" },
  { column: "staff", name: "Staff", group: "sub" },
  { column: "location", name: "Location", group: "sub" },
  { column: "value_for_money", name: "Value for money", group: "sub" },
  { column: "room", name: "Room", group: "amenity" },
  { column: "sleep_quality", name: "Sleep quality", group: "amenity" },
] as const
export type ReviewAspect = (typeof REVIEW_ASPECTS)[number]["column"]

/** A hotel's averages per aspect; null where no review rated it. */
export type AspectAverages = Readonly<Record<ReviewAspect, number | null>>

/** The named, rounded averages of one group, in REVIEW_ASPECTS order; unrated aspects are left out. */
export const aspectRatings = (
  averages: AspectAverages,
  group: "sub" | "amenity",
): ReadonlyArray<{ readonly name: string; readonly rating: number }> =>
  REVIEW_ASPECTS.flatMap((aspect) => {
    const average = averages[aspect.column]
    return aspect.group === group && average !== null
      ? [{ name: aspect.name, rating: roundRating(average) }]
      : []
  })

/**
 * An aspect rating beside an overall one: `overall + offset`, kept within one star of the overall
 * and within 1-5, so a guest's aspects never contradict their stars (fixture reviews, ADR 073).
 */
export const aspectNear = (overall: number, offset: number): number =>
  Math.min(5, overall + 1, Math.max(1, overall - 1, overall + Math.round(offset)))

/**
 * spec-search §7: feedback pages are asked for by `page_index`, 10 times the page number (0 for the
 * first), and `page_size`. The page is page_index / 10, rounded down, so page n starts after n full
 * pages whatever the size.
 */
export const feedbackWindow = (
  pageIndex: number,
  pageSize: number,
): { readonly offset: number; readonly limit: number } => ({
  offset: Math.floor(pageIndex / 10) * pageSize,
  limit: pageSize,
})

/** spec-checkout §7 Q&A: 1-based pages of `pageSize`. */
export const pageOffset = (page: number, pageSize: number): number => (page - 1) * pageSize
