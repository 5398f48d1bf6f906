import type { Mismatch } from "./result.ts"
import type { ExpectCalls, ExpectLocation, ExpectResponse, OptionMatch, OptionsSpec } from "./schema.ts"

/** The location input as a traveller sees it, read from the machine's snapshot. */
export interface OptionView {
  readonly label: string
  /** The place type on the wire (locality, city…); null for 'No Results Found'. */
  readonly type: string | null
  /** The type tag shown beside the label ('Locality'); null where none is shown. */
  readonly tag: string | null
  readonly disabled: boolean
  /** Shown as a 'Recent' entry, with these summaries. */
  readonly recent: boolean
  readonly occupancy: string | null
  readonly dates: string | null
}

export interface LocationView {
  readonly text: string
  readonly placeholder: string
  readonly open: boolean
  readonly valid: boolean
  readonly tags: ReadonlyArray<string>
  readonly options: ReadonlyArray<OptionView>
  readonly highlighted: string | null
  readonly selected: OptionView | null
  readonly error: { readonly code: string; readonly status: number; readonly message: string } | null
  /** spec §4: each lookup is pending, then resolved or rejected. */
  readonly lookups: Readonly<Record<"suggestions" | "nearby" | "place", LookupStatus>>
}

export type LookupStatus = "idle" | "pending" | "resolved" | "rejected"

export interface ResponseView {
  readonly status: number
  /** Lower-case names; absent for `profile.load`, whose answer the API client has already read. */
  readonly headers?: Readonly<Record<string, string>>
  /** Parsed JSON, or the text when the body is not JSON. */
  readonly body: unknown
}

const fits = (m: OptionMatch, o: OptionView | null): boolean => {
  if (o === null) return false
  if (typeof m === "string") return o.label === m
  return m.label === o.label && OPTION_FIELDS.every((k) => m[k] === undefined || m[k] === o[k])
}

const OPTION_FIELDS = ["type", "tag", "disabled", "recent", "occupancy", "dates"] as const

/** Shows an option with only the fields the journey asked about, so a diff stays readable. */
const shownLike = (m: OptionMatch | undefined, o: OptionView | null): unknown => {
  if (o === null) return null
  if (typeof m === "string") return o.label
  if (m === undefined) return { label: o.label, type: o.type, disabled: o.disabled }
  return {
    label: o.label,
    ...Object.fromEntries(OPTION_FIELDS.filter((k) => m[k] !== undefined).map((k) => [k, o[k]])),
  }
}

const optionList = (ms: ReadonlyArray<OptionMatch>, os: ReadonlyArray<OptionView>) =>
  os.map((o, i) => shownLike(ms[i] ?? ms[0], o))

const matchOptions = (
  expected: NonNullable<ExpectLocation["options"]>,
  options: ReadonlyArray<OptionView>,
  out: Array<Mismatch>,
) => {
  const spec: OptionsSpec = Array.isArray(expected) ? { equals: expected } : (expected as OptionsSpec)
  if (spec.equals !== undefined) {
    const ok = spec.equals.length === options.length && spec.equals.every((m, i) => fits(m, options[i]!))
    if (!ok) out.push({ at: "options", expected: spec.equals, actual: optionList(spec.equals, options) })
  }
  if (spec.contains !== undefined) {
    const missing = spec.contains.filter((m) => !options.some((o) => fits(m, o)))
    if (missing.length > 0)
      out.push({ at: "options.contains", expected: missing, actual: optionList(spec.contains, options) })
  }
  if (spec.excludes !== undefined) {
    const present = spec.excludes.filter((m) => options.some((o) => fits(m, o)))
    if (present.length > 0)
      out.push({
        at: "options.excludes",
        expected: `none of ${JSON.stringify(present)}`,
        actual: optionList(spec.excludes, options),
      })
  }
  if (spec.first !== undefined && !fits(spec.first, options[0] ?? null)) {
    out.push({ at: "options.first", expected: spec.first, actual: shownLike(spec.first, options[0] ?? null) })
  }
  if (spec.count !== undefined && spec.count !== options.length) {
    out.push({ at: "options.count", expected: spec.count, actual: options.length })
  }
}

/** Every way the location input differs from `expected`; empty when it matches. */
export const matchLocation = (expected: ExpectLocation, view: LocationView): Array<Mismatch> => {
  const out: Array<Mismatch> = []
  const same = (at: string, e: unknown, a: unknown) => {
    if (e !== undefined && e !== a) out.push({ at, expected: e, actual: a })
  }
  same("text", expected.text, view.text)
  same("placeholder", expected.placeholder, view.placeholder)
  same("open", expected.open, view.open)
  same("valid", expected.valid, view.valid)
  const missingTags = (expected.tags ?? []).filter((t) => !view.tags.includes(t))
  if (missingTags.length > 0) out.push({ at: "tags", expected: expected.tags, actual: view.tags })
  const extraTags = (expected.notTags ?? []).filter((t) => view.tags.includes(t))
  if (extraTags.length > 0)
    out.push({ at: "notTags", expected: `none of ${extraTags.join(", ")}`, actual: view.tags })
  if (expected.options !== undefined) matchOptions(expected.options, view.options, out)
  same("highlighted", expected.highlighted, view.highlighted)
  if (expected.selected !== undefined) {
    const ok = expected.selected === null ? view.selected === null : fits(expected.selected, view.selected)
    if (!ok)
      out.push({
        at: "selected",
        expected: expected.selected,
        actual: shownLike(expected.selected ?? undefined, view.selected),
      })
  }
  for (const [lookup, status] of Object.entries(expected.lookups ?? {})) {
    same(`lookups.${lookup}`, status, view.lookups[lookup as keyof LocationView["lookups"]])
  }
  if (expected.error !== undefined) {
    const e = expected.error
    const a = view.error
    const ok =
      e === null
        ? a === null
        : a !== null &&
          (e.code === undefined || e.code === a.code) &&
          (e.status === undefined || e.status === a.status) &&
          (e.message === undefined || a.message.includes(e.message))
    if (!ok) out.push({ at: "error", expected: e, actual: a })
  }
  return out
}

/**
 * `expected` is a subset of `actual`: objects may leave keys out, arrays match element by
 * element and must be as long, anything else must be equal.
 */
export const isSubset = (expected: unknown, actual: unknown): boolean => {
  if (Array.isArray(expected)) {
    return (
      Array.isArray(actual) &&
      expected.length === actual.length &&
      expected.every((e, i) => isSubset(e, actual[i]))
    )
  }
  if (typeof expected === "object" && expected !== null) {
    if (typeof actual !== "object" || actual === null || Array.isArray(actual)) return false
    const a = actual as Record<string, unknown>
    return Object.entries(expected).every(([k, v]) => k in a && isSubset(v, a[k]))
  }
  return Object.is(expected, actual)
}

const firstError = (body: unknown): { code?: unknown; message?: unknown } | undefined => {
  const errors = (body as { errors?: unknown } | null)?.errors
  return Array.isArray(errors) ? (errors[0] as { code?: unknown; message?: unknown } | undefined) : undefined
}

export const matchResponse = (expected: ExpectResponse, response: ResponseView): Array<Mismatch> => {
  const out: Array<Mismatch> = []
  if (expected.status !== undefined && expected.status !== response.status) {
    out.push({ at: "status", expected: expected.status, actual: response.status })
  }
  if (expected.body !== undefined && !isSubset(expected.body, response.body)) {
    out.push({ at: "body", expected: expected.body, actual: response.body })
  }
  const first = firstError(response.body)
  if (expected.errorMessage !== undefined) {
    const message = first?.message
    if (typeof message !== "string" || !message.includes(expected.errorMessage)) {
      out.push({
        at: "errors[0].message",
        expected: `contains ${JSON.stringify(expected.errorMessage)}`,
        actual: message ?? null,
      })
    }
  }
  if (expected.errorCode !== undefined && first?.code !== expected.errorCode) {
    out.push({ at: "errors[0].code", expected: expected.errorCode, actual: first?.code ?? null })
  }
  for (const [name, value] of Object.entries(expected.headers ?? {})) {
    const actual = response.headers?.[name.toLowerCase()] ?? null
    if (actual !== value) out.push({ at: `headers.${name.toLowerCase()}`, expected: value, actual })
  }
  return out
}

export const matchCalls = (expected: ExpectCalls, calls: Readonly<Record<string, number>>): Array<Mismatch> =>
  Object.entries(expected).flatMap(([actor, n]) =>
    n === undefined || (calls[actor] ?? 0) === n
      ? []
      : [{ at: actor, expected: n, actual: calls[actor] ?? 0 }],
  )
