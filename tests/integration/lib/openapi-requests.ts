import { OpenApi } from "effect/http-api"
import fc from "fast-check"
import { Api } from "#core/api/contract.ts"
import { arbitraryFor, hostileString, type JsonSchema } from "./openapi-arbitrary.ts"

/**
 * Random HTTP requests for every operation of the contract's OpenAPI document (the fuzz suites,
 * issue 11): path, query, body, content type and bearer token, each drawn from the operation's
 * own schemas or from what a careless or hostile client sends instead.
 */

interface Parameter {
  readonly name: string
  readonly in: "path" | "query" | "header" | "cookie"
  readonly required?: boolean
  readonly schema?: JsonSchema
}

interface Operation {
  readonly parameters?: ReadonlyArray<Parameter>
  readonly requestBody?: { readonly content?: Readonly<Record<string, { readonly schema?: JsonSchema }>> }
}

const document = OpenApi.fromApi(Api) as unknown as {
  readonly paths: Readonly<Record<string, Readonly<Record<string, Operation>>>>
  readonly components?: { readonly schemas?: Readonly<Record<string, JsonSchema>> }
}

const resolve = (ref: string): JsonSchema => {
  const name = ref.replace("#/components/schemas/", "")
  const found = document.components?.schemas?.[name]
  if (found === undefined) throw new Error(`no schema ${ref} in the OpenAPI document`)
  return found
}

/** Every operation but test control, which moves the clock and the inventory: it is not the product's surface. */
export const operations = Object.entries(document.paths)
  .filter(([path]) => !path.startsWith("/api/test/"))
  .flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  )

/** Every UTF-8 byte as %XX: a lone surrogate, which encodeURIComponent refuses, goes as U+FFFD. */
const percentEncoded = (value: string): string =>
  [...Buffer.from(value, "utf8")]
    .map((byte) => `%${byte.toString(16).padStart(2, "0").toUpperCase()}`)
    .join("")

export interface FuzzRequest {
  readonly path: string
  readonly body: string | undefined
  readonly headers: Record<string, string>
}

/** A query value, or sometimes several, or an empty one. */
const queryValue = (schema: JsonSchema | undefined) =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: arbitraryFor(schema ?? {}, resolve).map((v) =>
        typeof v === "string" ? v : JSON.stringify(v),
      ),
    },
    hostileString,
  )

export const requestOf = (path: string, operation: Operation): fc.Arbitrary<FuzzRequest> => {
  const parameters = operation.parameters ?? []
  const pathValues = fc.record(
    Object.fromEntries(
      parameters
        .filter((p) => p.in === "path")
        .map((p) => [
          p.name,
          fc.oneof(
            { weight: 2, arbitrary: fc.constantFrom("1037", "1042", "0").map(percentEncoded) },
            { weight: 2, arbitrary: hostileString.map(percentEncoded) },
            // Escapes no encoder writes: invalid UTF-8, a cut-off escape, an encoded slash.
            { weight: 1, arbitrary: fc.constantFrom("%C3%28", "%E0%A4%A", "%", "%2F..%2F", "%FF%FE") },
          ),
        ]),
    ),
  )
  const query = fc.record(
    Object.fromEntries(parameters.filter((p) => p.in === "query").map((p) => [p.name, queryValue(p.schema)])),
    { requiredKeys: [] },
  )
  const extraQuery = fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 2 })
  const bodySchema = operation.requestBody?.content?.["application/json"]?.schema
  const body = fc.oneof(
    {
      weight: bodySchema === undefined ? 0 : 4,
      arbitrary: arbitraryFor(bodySchema ?? {}, resolve).map((v) => JSON.stringify(v)),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.constantFrom("{", "[1,", "nul", '{"a":}', "\u0000", "") },
    {
      weight: 1,
      arbitrary: fc.nat({ max: 3_000 }).map((n) => JSON.stringify({ items: Array(n).fill("x") })),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  )
  const contentType = fc.constantFrom(
    "application/json",
    "application/json",
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
  )
  const token = fc.option(fc.oneof(fc.uuid(), hostileString), { nil: undefined })
  return fc
    .record({ pathValues, query, extraQuery, body, contentType, token })
    .map(({ pathValues, query, extraQuery, body, contentType, token }) => {
      const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => String(pathValues[name] ?? ""))
      const search = new URLSearchParams()
      for (const [key, value] of [...Object.entries(query), ...Object.entries(extraQuery)])
        search.append(key, String(value))
      const headers: Record<string, string> = { "content-type": contentType }
      if (token !== undefined) headers.authorization = `Bearer ${token.replace(/[^\x21-\x7e]/g, "")}`
      return { path: search.size === 0 ? filled : `${filled}?${search}`, body, headers }
    })
}

/** A loopback address of its own per request, so per-client limits do not end the fuzzing early. */
export const loopbackAddress = fc
  .tuple(fc.integer({ min: 1, max: 254 }), fc.nat(255), fc.integer({ min: 1, max: 254 }))
  .map(([a, b, c]) => `127.${a}.${b}.${c}`)
