import type { Mismatch } from "./result.ts"

/** Records a mismatch when the journey names a value (`expected` given) that differs from what is shown. */
export const same = (out: Array<Mismatch>, at: string, expected: unknown, actual: unknown) => {
  if (expected !== undefined && JSON.stringify(expected) !== JSON.stringify(actual))
    out.push({ at, expected, actual })
}
