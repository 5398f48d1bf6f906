import { Result, Schema } from "effect"
import { HttpApi, OpenApi } from "effect/http-api"
import fc from "fast-check"
import { expect, it } from "vitest"
import { Api } from "#core/api/contract.ts"
import { call } from "./lib/http.ts"
import { arbitraryFor, hostileString, type JsonSchema } from "./lib/openapi-arbitrary.ts"
import { onEveryDatabase } from "./lib/server.ts"

/**
 * API fuzzing (issue 11, docs/reliability.md): every operation of the contract's OpenAPI document
 * gets random inputs, shaped by its schemas or not at all (wrong types, missing and extra
 * fields, injections, huge and odd strings, malformed JSON, wrong content types, forged tokens).
 * No answer may be a 5xx, every success is one the contract documents, and every refusal carries
 * `errors[0].message`. FUZZ_RUNS sets the runs
 * per operation (default 200).
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 200)

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

/** Per operation ("GET /api/…/{id}/"), the schemas of its successful answers by status. */
const successes = new Map<string, ReadonlyMap<number, ReadonlyArray<Schema.Top>>>()
HttpApi.reflect(Api, {
  onGroup: () => {},
  onEndpoint: ({ endpoint, successes: byStatus }) => {
    successes.set(`${endpoint.method} ${endpoint.path.replace(/:(\w+)/g, "{$1}")}`, byStatus)
  },
})

/**
 * Whether a JSON body is one of the operation's documented answers for its status. Reflection
 * types schemas as Top; the contract's answers need no services to decode.
 */
const documented = (operation: string, status: number, body: unknown): boolean =>
  (successes.get(operation)?.get(status) ?? []).some((schema) =>
    Result.isSuccess(
      Schema.decodeUnknownResult(Schema.toCodecJson(schema) as unknown as Schema.Codec<unknown>)(body),
    ),
  )

// Test control moves the clock and the inventory: it is not the product's surface.
const operations = Object.entries(document.paths)
  .filter(([path]) => !path.startsWith("/api/test/"))
  .flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  )

/** Every UTF-8 byte as %XX: a lone surrogate, which encodeURIComponent refuses, goes as U+FFFD. */
const percentEncoded = (value: string): string =>
  [...Buffer.from(value, "utf8")]
    .map((byte) => `%${byte.toString(16).padStart(2, "0").toUpperCase()}`)
    .join("")

interface Request {
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

const requestOf = (path: string, operation: Operation): fc.Arbitrary<Request> => {
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
const address = fc.tuple(fc.integer({ min: 1, max: 254 }), fc.nat(255), fc.integer({ min: 1, max: 254 }))

onEveryDatabase("API fuzzing: every operation of the OpenAPI document", (server) => {
  it("covers the contract", () => {
    expect(operations.length).toBeGreaterThan(60)
    for (const { path, method } of operations)
      expect(successes.has(`${method} ${path}`), `${method} ${path}`).toBe(true)
  })

  for (const { path, method, operation } of operations) {
    it(`${method} ${path}: no 5xx, every refusal says why`, async () => {
      await fc.assert(
        fc.asyncProperty(requestOf(path, operation), address, async (request, [a, b, c]) => {
          const answer = await call(server().url, request.path, {
            method,
            headers: request.headers,
            body: method === "GET" ? undefined : request.body,
            from: `127.${a}.${b}.${c}`,
          })
          const what = `${method} ${request.path} ${request.body?.slice(0, 200) ?? ""} → ${answer.status} ${answer.text.slice(0, 300)}`
          expect(answer.status, what).toBeLessThan(500)
          // A path with an empty segment ("/banners//") may be another operation's address.
          const routed = !request.path.split("?")[0]!.includes("//")
          if (routed && answer.status < 300 && String(answer.headers["content-type"]).includes("json")) {
            expect(
              documented(`${method} ${path}`, answer.status, answer.json),
              `undocumented answer: ${what}`,
            ).toBe(true)
          }
          if (answer.status >= 400 && String(answer.headers["content-type"]).includes("json")) {
            const message = (answer.json as { errors?: Array<{ message?: unknown }> } | undefined)
              ?.errors?.[0]?.message
            expect(typeof message === "string" && message.length > 0, what).toBe(true)
          }
        }),
        { numRuns: RUNS },
      )
    }, 120_000)
  }
})
