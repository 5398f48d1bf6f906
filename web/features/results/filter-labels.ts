import type { MessageKey, Translate } from "#core/i18n/translate.ts"
import type { FilterGroupKey } from "#core/search/filters.ts"
import { priceBucketLabel, priceBuckets } from "#core/search/price-buckets.ts"
import { RATING_THRESHOLDS, type RatingThreshold, ratingLabel } from "#core/search/rating-filter.ts"
import type { FilterLabels } from "./results-data.ts"

/** Keys whose only parameter-free form is the one the group uses; the value completes the key. */
const keyed = (t: Translate, key: string): string => t(key as Extract<MessageKey, "filter.bed.single">)

/**
 * A filter value's visible name (ADR 062: the filter map carries values; naming them is the web
 * layer's job). Names the search answer carries come from `labels`; fixed lists from i18n.
 */
export const filterValueLabel = (
  group: FilterGroupKey,
  value: string,
  labels: FilterLabels,
  rooms: number,
  t: Translate,
): string => {
  switch (group) {
    case "bedType":
      return keyed(t, `filter.bed.${value}`)
    case "policies":
      return keyed(t, `filter.policy.${value}`)
    case "ratings": {
      const threshold = RATING_THRESHOLDS.find((r) => String(r) === value)
      return threshold === undefined ? value : ratingLabel(threshold as RatingThreshold, t)
    }
    case "pricePerNight": {
      const bucket = priceBuckets(rooms).find((b) => b.value === value)
      return bucket === undefined ? value : priceBucketLabel(bucket, t)
    }
    default:
      return labels[group]?.[value] ?? value
  }
}

export const filterGroupLabel = (group: FilterGroupKey | "map", t: Translate): string =>
  keyed(t, `filter.group.${group}`)
