import { readdir, readFile, stat } from "node:fs/promises"
import { extname, join } from "node:path"
import { Result, Schema, type SchemaAST, SchemaIssue } from "effect"
import { isMap, isNode, isScalar, LineCounter, parseDocument } from "yaml"
import {
  type Journey,
  JourneyHead,
  STEP_KINDS,
  type Step,
  type StepKind,
  stepArguments,
  takesNoArgument,
} from "./schema.ts"

/** One thing wrong with a journey file, placed so an editor can jump to it. */
export interface Problem {
  readonly file: string
  /** 1-based; absent when the file could not be read at all. */
  readonly line: number | undefined
  readonly column: number | undefined
  /** Where in the journey, e.g. `steps[2].expect.location.options`. */
  readonly at: string
  readonly message: string
  /** What to change. */
  readonly hint: string | undefined
}

export interface Loaded {
  readonly journeys: ReadonlyArray<Journey>
  readonly problems: ReadonlyArray<Problem>
}

/** The steps whose answer `expect.response` checks. */
const RESPONDING_STEPS: ReadonlySet<StepKind> = new Set([
  "api.get",
  "api.post",
  "profile.load",
  // The confirm call a payment in the window makes, and the reconciler's pass.
  "checkout.payNow",
  "checkout.paymentWindow",
  "orders.reconcile",
  // Booking history and the cancellation link.
  "bookings.history",
  "bookings.open",
  "cancellation.openLink",
  "cancellation.cancel",
  "bookings.retry",
  "cancellation.retry",
  "confirmation.open",
  "confirmation.retry",
  // Web check-in.
  "webCheckIn.open",
  "webCheckIn.photoId",
  "webCheckIn.room",
  "webCheckIn.retry",
  // Feedback and reviews.
  "feedback.openLink",
  "feedback.submit",
  "review.openLink",
  "review.submit",
])

const JOURNEY_EXTENSIONS = new Set([".yaml", ".yml", ".json"])
const parseOptions = { errors: "all", onExcessProperty: "error" } as const
const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1()

type Path = ReadonlyArray<PropertyKey>

/** Reads files and directories (their journey files, sorted) and validates every journey. */
export const loadJourneys = async (paths: ReadonlyArray<string>): Promise<Loaded> => {
  const journeys: Array<Journey> = []
  const problems: Array<Problem> = []
  for (const file of await expand(paths, problems)) {
    let source: string
    try {
      source = await readFile(file, "utf8")
    } catch (e) {
      problems.push(unreadable(file, e))
      continue
    }
    const parsed = parseJourney(source, file)
    problems.push(...parsed.problems)
    if (parsed.journey !== undefined) journeys.push(parsed.journey)
  }
  return { journeys, problems }
}

const expand = async (
  paths: ReadonlyArray<string>,
  problems: Array<Problem>,
): Promise<ReadonlyArray<string>> => {
  const files: Array<string> = []
  for (const path of paths) {
    try {
      if ((await stat(path)).isDirectory()) {
        // The JSON Schema beside the journeys (for editors) is not a journey.
        const entries = (await readdir(path))
          .filter((f) => JOURNEY_EXTENSIONS.has(extname(f)) && !f.endsWith(".schema.json"))
          .sort()
        files.push(...entries.map((f) => join(path, f)))
      } else {
        files.push(path)
      }
    } catch (e) {
      problems.push(unreadable(path, e))
    }
  }
  return files
}

const unreadable = (file: string, e: unknown): Problem => ({
  file,
  line: undefined,
  column: undefined,
  at: "",
  message: `cannot read: ${(e as NodeJS.ErrnoException).code ?? String(e)}`,
  hint: "check the path; a directory runs every .yaml, .yml and .json file in it",
})

/** Validates one journey's text. YAML parses JSON too, so both get line numbers. */
export const parseJourney = (
  source: string,
  file: string,
): { journey?: Journey; problems: Array<Problem> } => {
  const lineCounter = new LineCounter()
  const doc = parseDocument(source, { lineCounter, prettyErrors: false, uniqueKeys: true })
  const place = (offset: number | undefined) => {
    if (offset === undefined) return { line: undefined, column: undefined }
    const { line, col } = lineCounter.linePos(offset)
    return { line, column: col }
  }
  if (doc.errors.length > 0) {
    // An unclosed quote or bracket is only noticed at the end of the file; the last line with
    // text is nearer to the mistake than the empty line after it.
    const lastText = Math.max(0, source.trimEnd().length - 1)
    return {
      problems: doc.errors.map((e) => ({
        file,
        ...place(Math.min(e.pos[0], lastText)),
        at: "",
        message: e.message.split("\n")[0]!,
        hint: "fix the syntax here: indentation, a missing ':' or an unclosed quote or bracket",
      })),
    }
  }
  /**
   * Where `path` starts: the key itself for an unknown key, else the value, else the nearest
   * existing parent (a missing key is reported on its map).
   */
  const offsetOf = (path: Path, atKey = false): number | undefined => {
    if (atKey && path.length > 0) {
      const parent = doc.getIn(path.slice(0, -1) as Array<unknown>, true)
      if (isMap(parent)) {
        const pair = parent.items.find((p) => isScalar(p.key) && p.key.value === path[path.length - 1])
        if (isNode(pair?.key) && pair.key.range) return pair.key.range[0]
      }
    }
    for (let n = path.length; n >= 0; n--) {
      const node = doc.getIn(path.slice(0, n) as Array<unknown>, true)
      if (isNode(node) && node.range) return node.range[0]
    }
    return undefined
  }
  const problem = (path: Path, message: string, hint: string | undefined): Problem => ({
    file,
    ...place(offsetOf(path, message.startsWith("Unknown "))),
    at: pathText(path),
    message,
    hint,
  })

  const raw: unknown = doc.toJS()
  const head = Schema.decodeUnknownResult(JourneyHead)(raw, parseOptions)
  const problems: Array<Problem> = []
  if (Result.isFailure(head)) {
    for (const issue of formatIssues(head.failure.issue).issues) {
      const path = (issue.path ?? []).map((p) => (typeof p === "object" ? p.key : p))
      problems.push(
        problem(
          path,
          messageFor(path, issue.message),
          hintFor(JourneyHead.ast, path, issue.message, FIELD_HINTS),
        ),
      )
    }
  }
  const rawSteps = (raw as { steps?: unknown } | null)?.steps
  const steps: Array<Step> = []
  if (Array.isArray(rawSteps)) {
    rawSteps.forEach((rawStep, index) => {
      const decoded = decodeStep(rawStep, index)
      if ("problems" in decoded) {
        for (const p of decoded.problems) problems.push(problem(p.path, p.message, p.hint))
      } else {
        steps.push({ ...decoded.step, line: place(offsetOf(["steps", index])).line ?? 0 } as Step)
      }
    })
  }
  // Caught here rather than at run time: the file is wrong whatever the target answers.
  const firstCall = steps.findIndex((st) => RESPONDING_STEPS.has(st.kind))
  steps.forEach((st, i) => {
    if (st.kind === "expect.response" && (firstCall === -1 || firstCall > i)) {
      problems.push(
        problem(
          ["steps", i],
          "expect.response has no response to check",
          "put an api.get, api.post or profile.load before it",
        ),
      )
    }
  })
  if (problems.length > 0 || Result.isFailure(head)) return { problems }
  const h = head.success
  return {
    problems,
    journey: {
      name: h.name,
      description: h.description,
      now: h.now,
      channel: h.channel ?? "website",
      user: h.user ?? "guest",
      tags: h.tags ?? [],
      steps,
      file,
    },
  }
}

interface StepProblem {
  readonly path: Path
  readonly message: string
  readonly hint: string | undefined
}

const decodeStep = (
  raw: unknown,
  index: number,
): { step: { kind: StepKind; arg: unknown } } | { problems: ReadonlyArray<StepProblem> } => {
  const at: Path = ["steps", index]
  const oneKey =
    typeof raw === "string"
      ? { kind: raw, arg: null }
      : typeof raw === "object" && raw !== null && !Array.isArray(raw) && Object.keys(raw).length === 1
        ? { kind: Object.keys(raw)[0]!, arg: Object.values(raw)[0] }
        : undefined
  if (oneKey === undefined) {
    return {
      problems: [
        {
          path: at,
          message: "A step is one kind with its argument",
          hint: "write e.g. `- location.type: kora` or `- location.focus`; put each step in its own list item",
        },
      ],
    }
  }
  if (!(STEP_KINDS as ReadonlyArray<string>).includes(oneKey.kind)) {
    const near = closest(oneKey.kind, STEP_KINDS)
    return {
      problems: [
        {
          path: typeof raw === "string" ? at : [...at, oneKey.kind],
          message: `Unknown step '${oneKey.kind}'`,
          hint: near === undefined ? `step kinds: ${STEP_KINDS.join(", ")}` : `did you mean '${near}'?`,
        },
      ],
    }
  }
  const kind = oneKey.kind as StepKind
  if (typeof raw === "string" && !takesNoArgument(kind)) {
    return {
      problems: [{ path: at, message: `'${kind}' needs an argument`, hint: `write \`- ${kind}: …\`` }],
    }
  }
  const schema = stepArguments[kind] as unknown as Schema.Codec<unknown>
  const result = Schema.decodeUnknownResult(schema)(oneKey.arg, parseOptions)
  if (Result.isSuccess(result)) return { step: { kind, arg: result.success } }
  return {
    problems: formatIssues(result.failure.issue).issues.map((issue) => {
      const inner = (issue.path ?? []).map((p) => (typeof p === "object" ? p.key : p))
      return {
        path: [...at, kind, ...inner],
        message: messageFor(inner, issue.message),
        hint: takesNoArgument(kind)
          ? `'${kind}' takes no argument: write \`- ${kind}\``
          : hintFor(schema.ast, inner, issue.message, {}),
      }
    }),
  }
}

const FIELD_HINTS: Record<string, string> = {
  name: "name the journey for what a traveller does, e.g. `name: Finds Koramangala by typing kora`",
  now: "fix the start time, ISO with offset: `now: 2026-11-20T10:00:00+05:30`",
  channel: "`channel: website` (default) or `channel: gdc`",
  user: "every journey starts as a signed-out guest (`user: guest`); sign in with steps",
  steps: "list at least one step under `steps:`",
}

const EXCESS = "Expected no excess property"

/** Effect's wording for an unknown key reads oddly to someone editing YAML. */
const messageFor = (path: Path, message: string): string => {
  const last = path[path.length - 1]
  return message.startsWith(EXCESS) && last !== undefined ? `Unknown key '${String(last)}'` : message
}

/** A suggestion for one schema issue: the allowed keys, a near spelling, or the field's usual form. */
const hintFor = (
  root: SchemaAST.AST,
  path: Path,
  message: string,
  fieldHints: Record<string, string>,
): string | undefined => {
  const last = path[path.length - 1]
  if (message.startsWith(EXCESS) && typeof last === "string") {
    const allowed = keysAt(root, path.slice(0, -1))
    const near = closest(last, allowed)
    const list = allowed.length > 0 ? ` (allowed here: ${allowed.join(", ")})` : ""
    return near === undefined ? `remove '${last}'${list}` : `did you mean '${near}'?${list}`
  }
  if (path.length === 1 && typeof last === "string" && fieldHints[last] !== undefined) return fieldHints[last]
  if (message === "Missing key" && typeof last === "string") return `add '${last}'`
  return undefined
}

/** Property names the schema allows at `path` (the union of every object member that fits). */
const keysAt = (ast: SchemaAST.AST, path: Path): Array<string> => {
  const nodes = path.reduce<Array<SchemaAST.AST>>((at, key) => at.flatMap((n) => childAt(n, key)), [ast])
  return [
    ...new Set(
      nodes.flatMap((n) => objectsOf(n).flatMap((o) => o.propertySignatures.map((p) => String(p.name)))),
    ),
  ]
}

const objectsOf = (ast: SchemaAST.AST): Array<SchemaAST.Objects> =>
  ast._tag === "Objects" ? [ast] : ast._tag === "Union" ? ast.types.flatMap(objectsOf) : []

const childAt = (ast: SchemaAST.AST, key: PropertyKey): Array<SchemaAST.AST> => {
  switch (ast._tag) {
    case "Union":
      return ast.types.flatMap((t) => childAt(t, key))
    case "Objects":
      return ast.propertySignatures.filter((p) => p.name === key).map((p) => p.type)
    case "Arrays":
      return typeof key === "number"
        ? [...(ast.elements[key] !== undefined ? [ast.elements[key]] : []), ...ast.rest]
        : []
    case "Suspend":
      return childAt(ast.thunk(), key)
    default:
      return []
  }
}

/** The candidate within edit distance 2, if any: catches 'location.tpye' and 'optoins'. */
const closest = (word: string, candidates: ReadonlyArray<string>): string | undefined => {
  let best: { c: string; d: number } | undefined
  for (const c of candidates) {
    const d = distance(word.toLowerCase(), c.toLowerCase())
    if (d <= 2 && (best === undefined || d < best.d)) best = { c, d }
  }
  return best?.c
}

const distance = (a: string, b: string): number => {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
    }
    prev = row
  }
  return prev[b.length]!
}

const pathText = (path: Path): string =>
  path.map((p, i) => (typeof p === "number" ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`)).join("")
