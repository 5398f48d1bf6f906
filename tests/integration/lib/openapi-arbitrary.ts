import fc from "fast-check"

/**
 * Values for an API's inputs from its OpenAPI document (the fuzz suite, issue 11): what its JSON
 * Schemas allow, mixed with what a hostile or careless client sends instead. Only the parts of
 * JSON Schema the contract's documents use are read: $ref, type, enum, const, string lengths,
 * number bounds, items, properties, required, anyOf and oneOf.
 */

export interface JsonSchema {
  readonly $ref?: string
  readonly type?: string | ReadonlyArray<string>
  readonly enum?: ReadonlyArray<unknown>
  readonly const?: unknown
  readonly minLength?: number
  readonly maxLength?: number
  readonly minimum?: number
  readonly maximum?: number
  readonly items?: JsonSchema
  readonly maxItems?: number
  readonly properties?: Readonly<Record<string, JsonSchema>>
  readonly required?: ReadonlyArray<string>
  readonly anyOf?: ReadonlyArray<JsonSchema>
  readonly oneOf?: ReadonlyArray<JsonSchema>
}

/** Strings that reach the code behind validation: ids, dates, room configs, places, contacts. */
const PLAUSIBLE = [
  "1037",
  "1042",
  "2027-02-01",
  "2027-02-03",
  "1-0",
  "2-1,1-0",
  "kora",
  "bengaluru",
  "rp",
  "WELCOME10",
  "riya.sen@example.com",
  "9123456789",
  "+919123456789",
  "123456",
  "true",
]

/** What no form sends: injections, markup, control characters, odd Unicode, huge and empty text. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "' OR 1=1 --",
    "'; DROP TABLE users; --",
    "<script>alert(1)</script>",
    "../../etc/passwd",
    "%00",
    "\u0000",
    "\ud800",
    "😀🏨",
    "Ω≈ç√∫",
    "-1",
    "1e309",
    "9".repeat(40),
    "2026-02-30",
    "null",
    "{}",
  ),
  fc.string({ unit: "binary", maxLength: 40 }),
  // Long, yet within the server's header and body limits, which tests/integration/http-edge.test.ts checks.
  fc.nat({ max: 4_000 }).map((n) => "x".repeat(n)),
)

const stringOf = (schema: JsonSchema): fc.Arbitrary<string> =>
  fc.oneof(
    fc.string({ minLength: schema.minLength ?? 0, maxLength: schema.maxLength ?? 30 }),
    fc.constantFrom(...PLAUSIBLE),
    hostileString,
  )

const numberOf = (schema: JsonSchema, integer: boolean): fc.Arbitrary<number> =>
  fc.oneof(
    integer
      ? fc.integer({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 100_000 })
      : fc.double({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 100_000, noNaN: true }),
    fc.constantFrom(-1, 0, 2 ** 53, -(2 ** 31), 1.5),
  )

/** A value the schema describes, or, now and then, one of another type. */
export const arbitraryFor = (
  schema: JsonSchema,
  resolve: (ref: string) => JsonSchema,
  depth = 0,
): fc.Arbitrary<unknown> => {
  if (schema.$ref !== undefined) return arbitraryFor(resolve(schema.$ref), resolve, depth)
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum !== undefined)
    return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...schema.enum) }, hostileString)
  const options = schema.anyOf ?? schema.oneOf
  if (options !== undefined && options.length > 0)
    return fc.oneof(...options.map((option) => arbitraryFor(option, resolve, depth + 1)))
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  if (depth > 4) return fc.constant(null)
  switch (type) {
    case "string":
      return stringOf(schema)
    case "integer":
      return numberOf(schema, true)
    case "number":
      return numberOf(schema, false)
    case "boolean":
      return fc.boolean()
    case "null":
      return fc.constant(null)
    case "array":
      return fc.array(arbitraryFor(schema.items ?? {}, resolve, depth + 1), {
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      })
    case "object": {
      const properties = schema.properties ?? {}
      const required = new Set(schema.required ?? [])
      const record: Record<string, fc.Arbitrary<unknown>> = {}
      for (const [key, property] of Object.entries(properties))
        record[key] = arbitraryFor(property, resolve, depth + 1)
      return fc.record(record, {
        requiredKeys: Object.keys(properties).filter((key) => required.has(key)),
      })
    }
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}
