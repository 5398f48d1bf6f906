import type { Mismatch } from "./result.ts"

/** Records a mismatch when the journey names a value (`expected` given) that differs from what is shown. */
export const same = (out: Array<Mismatch>, at: string, expected: unknown, actual: unknown) => {
  if (expected !== undefined && JSON.stringify(expected) !== JSON.stringify(actual))
    out.push({ at, expected, actual })
}

/** An error a page shows, as a journey expects it: null for none, else its status, code and part of its message. */
export interface ExpectedError {
  readonly status?: number | undefined
  readonly code?: string | undefined
  readonly message?: string | undefined
}

/** Records the mismatches between an expected error (`null`: none) and the one shown. */
export const sameError = (
  out: Array<Mismatch>,
  expected: ExpectedError | null | undefined,
  shown: { readonly status?: number | null; readonly code?: string | null; readonly message?: string } | null,
) => {
  if (expected === null) return same(out, "error", null, shown)
  if (expected === undefined) return
  same(out, "error.status", expected.status, shown?.status ?? null)
  same(out, "error.code", expected.code, shown?.code)
  if (expected.message !== undefined && !(shown?.message ?? "").includes(expected.message))
    out.push({
      at: "error.message",
      expected: `contains ${JSON.stringify(expected.message)}`,
      actual: shown?.message,
    })
}
