/** Percentile by nearest rank over a sorted copy; enough for benchmark summaries. */
export const percentile = (values: ReadonlyArray<number>, p: number): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[rank] ?? Number.NaN
}

export const median = (values: ReadonlyArray<number>) => percentile(values, 50)

export const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits
