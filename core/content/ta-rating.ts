// The rule the hotel page applies; no Effect here (docs/decisions/070-javascript-budget.md).

/**
 * A third-party rating is shown only at or above the threshold (GET /api/v1/contents/
 * ?key=ta_rating_threshold): a low score from another site is not ours to advertise, and the
 * block still links to the reviews themselves. null: no rating to show.
 */
export const ratingToShow = (rating: number | null, threshold: number): number | null =>
  rating !== null && rating >= threshold ? rating : null
