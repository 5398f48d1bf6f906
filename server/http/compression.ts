import { Readable } from "node:stream"
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib"
import { Effect } from "effect"
import { HttpBody, HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { Lru } from "../lru.ts"

/** The content codings the server sends, in its order of preference when the client has none. */
export type Coding = "br" | "gzip"

/** Bodies under this many bytes go out as they are: a compressed frame would save next to nothing. */
export const MIN_COMPRESSED_BYTES = 1024

/** Compressed bytes of immutable hashed assets kept in memory, each compressed once. */
const ASSET_CACHE_BYTES = 32 * 1024 * 1024
/** A larger asset is sent uncompressed rather than read whole into memory. */
const MAX_ASSET_BYTES = 4 * 1024 * 1024

const COMPRESSIBLE = new Set([
  "application/json",
  "text/html",
  "text/css",
  "application/javascript",
  "text/javascript",
  "image/svg+xml",
  "text/plain",
  "application/xml",
  "text/xml",
])

export const isCompressible = (contentType: string | undefined): boolean => {
  if (contentType === undefined) return false
  const semi = contentType.indexOf(";")
  return COMPRESSIBLE.has((semi === -1 ? contentType : contentType.slice(0, semi)).trim().toLowerCase())
}

/**
 * The coding to answer with for an Accept-Encoding header (RFC 9110 §12.5.3): the accepted coding
 * of highest q-value, br on a tie (smaller at the same CPU cost); `*` stands for codings not named;
 * q=0 refuses. No header, or nothing acceptable, is identity.
 */
export const negotiate = (header: string | undefined): Coding | undefined => {
  if (header === undefined || header === "") return undefined
  let br: number | undefined
  let gz: number | undefined
  let star: number | undefined
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.split(";")
    let q = 1
    for (const param of params) {
      const [key, value] = param.split("=")
      if (key?.trim().toLowerCase() === "q") {
        const parsed = Number(value?.trim())
        q = Number.isFinite(parsed) && parsed >= 0 && parsed <= 1 ? parsed : 0
      }
    }
    const coding = name.trim().toLowerCase()
    if (coding === "br") br = q
    else if (coding === "gzip" || coding === "x-gzip") gz = q
    else if (coding === "*") star = q
  }
  const brQ = br ?? star ?? 0
  const gzQ = gz ?? star ?? 0
  if (brQ <= 0 && gzQ <= 0) return undefined
  return brQ >= gzQ ? "br" : "gzip"
}

/**
 * Levels: answers are compressed on a request's path, so fast levels (gzip 4 / brotli 4 turn a
 * 672 KB search answer into 58 / 44 KB in about 3 ms); assets are compressed once per process, so
 * they get the strong levels. An answer under SMALL_ANSWER_BYTES gets the fastest level (ADR 120):
 * its compressed form fits the first flight of a connection (RFC 6928's initial window, ten
 * segments, about 14 KB) at any level, so a stronger one saves bytes but no round trip, for two to
 * three times the CPU (room prices, 6 KB: 1,050 bytes in 23 µs at brotli 1, 918 in 49 µs at 4).
 *
 * Answers are compressed synchronously, on the event loop. Measured under the search bench's load
 * (50 connections, every answer computed, 2 shared cores): zlib's asynchronous form, on libuv's
 * thread pool, cost about 25 ms of process CPU per request against 11.5 ms for the synchronous form
 * and 10 ms uncompressed — the pool's threads fought the event loop (and PGlite, which runs on
 * it) for the two cores. Assets, compressed once each at the slow levels, stay on the pool so a
 * first request for a large bundle does not hold every other request.
 */
type Effort = "answer" | "asset"

/** Below this, an answer's compressed form fits a connection's first flight at the fastest level. */
export const SMALL_ANSWER_BYTES = 64 * 1024

/** The compression levels for a body of `bytes` bytes: brotli quality and gzip level. */
export const levelsFor = (
  bytes: number,
  effort: Effort,
): { readonly brotli: number; readonly gzip: number } =>
  effort === "asset"
    ? { brotli: 9, gzip: 9 }
    : bytes < SMALL_ANSWER_BYTES
      ? { brotli: 1, gzip: 1 }
      : { brotli: 4, gzip: 4 }

const brotliOptions = (bytes: Uint8Array, effort: Effort) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: levelsFor(bytes.length, effort).brotli,
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
})

/**
 * The UTF-8 bytes of an answer kept as a string, valid until the next call: one buffer, grown to
 * the largest answer and reused, since only the synchronous compressors below read it. A fresh
 * buffer per answer costs page faults, and memory outside V8's heap makes it collect the whole
 * heap every 64 MB of it (docs/performance.md, Scale).
 */
let scratch = new Uint8Array(0)
const utf8Encoder = new TextEncoder()
const utf8Of = (text: string): Uint8Array => {
  // An ASCII answer is as many bytes as characters: one pass. Otherwise measure, then encode again.
  if (scratch.length < text.length) scratch = new Uint8Array(text.length)
  const first = utf8Encoder.encodeInto(text, scratch)
  if (first.read === text.length) return scratch.subarray(0, first.written)
  const length = Buffer.byteLength(text, "utf8")
  if (scratch.length < length) scratch = new Uint8Array(length)
  return scratch.subarray(0, utf8Encoder.encodeInto(text, scratch).written)
}

/**
 * The output buffer zlib fills for an answer of `bytes` bytes: about a third of it, in powers of
 * two from 1 KiB to 64 KiB, where zlib's default is 16 KiB whatever the answer. JSON shrinks four
 * to nine times at the fastest levels and ten to fifteen times at level 4, so a compressed answer
 * fits one buffer; one that does not only costs another buffer and a copy. Each buffer is memory
 * outside V8's heap, allocated and dropped per answer (ADR 121).
 */
export const outputChunkBytes = (bytes: number): number =>
  Math.min(64 * 1024, Math.max(1024, 2 ** Math.ceil(Math.log2(Math.max(1, bytes / 3)))))

const compress = (identity: string | Uint8Array, coding: Coding, effort: Effort): Promise<Uint8Array> => {
  if (effort === "asset") {
    const bytes = typeof identity === "string" ? Buffer.from(identity, "utf8") : identity
    return new Promise((resolve, reject) => {
      const done = (error: Error | null, result: Buffer) => (error === null ? resolve(result) : reject(error))
      if (coding === "gzip") gzip(bytes, { level: levelsFor(bytes.length, effort).gzip }, done)
      else brotliCompress(bytes, brotliOptions(bytes, effort), done)
    })
  }
  try {
    const bytes = typeof identity === "string" ? utf8Of(identity) : identity
    const chunkSize = outputChunkBytes(bytes.length)
    return Promise.resolve(
      coding === "gzip"
        ? gzipSync(bytes, { level: levelsFor(bytes.length, effort).gzip, chunkSize })
        : brotliCompressSync(bytes, { ...brotliOptions(bytes, effort), chunkSize }),
    )
  } catch (error) {
    return Promise.reject(error)
  }
}

/**
 * One body and its compressed forms, each made once, when first asked for (concurrent askers share
 * the work). The body may stay a string: answers written as JSON text are sent and compressed
 * without a byte copy of their own.
 */
export class Encodings {
  private readonly made = new Map<Coding, Promise<Uint8Array>>()
  readonly identity: string | Uint8Array
  private readonly effort: Effort
  /** Told the size of each encoding once made, so a cache holding this can count it. */
  private readonly onEncoded: ((bytes: number) => void) | undefined

  constructor(identity: string | Uint8Array, effort: Effort = "answer", onEncoded?: (bytes: number) => void) {
    this.identity = identity
    this.effort = effort
    this.onEncoded = onEncoded
  }

  encoded(coding: Coding): Promise<Uint8Array> {
    let made = this.made.get(coding)
    if (made === undefined) {
      made = compress(this.identity, coding, this.effort)
      made.then(
        (bytes) => this.onEncoded?.(bytes.length),
        () => this.made.delete(coding),
      )
      this.made.set(coding, made)
    }
    return made
  }
}

/**
 * Bodies whose encodings are kept elsewhere (the answer cache, the translated answers): a response
 * carrying one of these very body objects is answered from its Encodings instead of being
 * compressed again.
 */
const known = new WeakMap<HttpBody.HttpBody, Encodings>()

/** A body of `encodings`' identity that compressAnswer answers from `encodings`. */
export const knownBody = (encodings: Encodings, contentType: string): HttpBody.Uint8Array => {
  const body =
    typeof encodings.identity === "string"
      ? HttpBody.text(encodings.identity, contentType)
      : HttpBody.uint8Array(encodings.identity, contentType)
  known.set(body, encodings)
  return body
}

const varyWithAcceptEncoding = (vary: string | undefined): string => {
  if (vary === undefined || vary.trim() === "") return "Accept-Encoding"
  const members = vary.split(",").map((m) => m.trim().toLowerCase())
  return members.includes("*") || members.includes("accept-encoding") ? vary : `${vary}, Accept-Encoding`
}

/**
 * A compressed representation has other bytes than the identity one, so a strong validator must
 * not be shared with it (RFC 9110 §8.8.1): it is weakened, as nginx does. A weak validator already
 * says "equivalent, not identical" and stays. Conditional requests still match: the static server
 * compares If-None-Match weakly.
 */
const weakened = (etag: string | undefined): string | undefined =>
  etag === undefined || etag.startsWith("W/") ? etag : `W/${etag}`

const encodedResponse = (
  response: HttpServerResponse.HttpServerResponse,
  contentType: string,
  coding: Coding,
  bytes: Uint8Array,
) => {
  const headers: Record<string, string> = {
    "content-encoding": coding,
    vary: varyWithAcceptEncoding(response.headers.vary),
  }
  const etag = weakened(response.headers.etag)
  if (etag !== undefined) headers.etag = etag
  // setBody rewrites Content-Type and Content-Length from the new body.
  return HttpServerResponse.setHeaders(
    HttpServerResponse.setBody(response, HttpBody.uint8Array(bytes, contentType)),
    headers,
  )
}

const withVary = (response: HttpServerResponse.HttpServerResponse) =>
  HttpServerResponse.setHeader(response, "vary", varyWithAcceptEncoding(response.headers.vary))

const isImmutable = (response: HttpServerResponse.HttpServerResponse) =>
  /\bimmutable\b/i.test(response.headers["cache-control"] ?? "")

const readAll = (readable: Readable): Promise<Uint8Array> =>
  readable.toArray().then((chunks: Array<Buffer>) => Buffer.concat(chunks))

/**
 * The response as sent to this request: compressed when the client accepts gzip or br, the type is
 * compressible, and the body is at least 1 KiB and already whole in memory. Never for HEAD, 1xx,
 * 204, 206 (ranges) or 304, nor for bodies with a Content-Encoding, nor for streamed bodies — except
 * immutable hashed assets, which are read once and kept compressed in `assets`.
 */
export const compressAnswer = (
  request: HttpServerRequest.HttpServerRequest,
  response: HttpServerResponse.HttpServerResponse,
  assets: Lru<Encodings>,
): Effect.Effect<HttpServerResponse.HttpServerResponse> => {
  const status = response.status
  if (request.method === "HEAD" || status < 200 || status === 204 || status === 206 || status === 304) {
    return Effect.succeed(response)
  }
  const body = response.body
  if (body._tag === "Empty" || body._tag === "FormData") return Effect.succeed(response)
  const contentType = response.headers["content-type"] ?? body.contentType
  if (!isCompressible(contentType) || response.headers["content-encoding"] !== undefined) {
    return Effect.succeed(response)
  }
  if (/\bno-transform\b/i.test(response.headers["cache-control"] ?? "")) return Effect.succeed(response)
  const coding = negotiate(request.headers["accept-encoding"])
  const length = body._tag === "Uint8Array" ? body.contentLength : Number(response.headers["content-length"])
  if (coding === undefined || !(length >= MIN_COMPRESSED_BYTES)) return Effect.succeed(withVary(response))
  if (body._tag === "Uint8Array") {
    const encodings = known.get(body) ?? new Encodings(body.text ?? body.body)
    return Effect.map(
      Effect.promise(() => encodings.encoded(coding)),
      (bytes) => encodedResponse(response, contentType!, coding, bytes),
    )
  }
  if (
    body._tag === "Raw" &&
    body.body instanceof Readable &&
    status === 200 &&
    isImmutable(response) &&
    length <= MAX_ASSET_BYTES
  ) {
    const readable = body.body
    // Hashed file names change with their content; the ETag guards against a rebuilt file anyway.
    const key = `${request.url.split("?", 1)[0]}|${response.headers.etag ?? ""}`
    const cached = assets.get(key)
    if (cached !== undefined) readable.destroy()
    const encodings =
      cached !== undefined
        ? Effect.succeed(cached)
        : Effect.map(
            Effect.promise(() => readAll(readable)),
            (identity) => {
              const made: Encodings = new Encodings(identity, "asset", (bytes) =>
                assets.grow(key, made, bytes),
              )
              assets.set(key, made, identity.length)
              return made
            },
          )
    return Effect.flatMap(encodings, (made) =>
      Effect.map(
        Effect.promise(() => made.encoded(coding)),
        (bytes) => encodedResponse(response, contentType!, coding, bytes),
      ),
    )
  }
  // Streamed bodies are sent as they come (no Content-Length to promise, nothing to cache).
  return Effect.succeed(withVary(response))
}

/**
 * Response compression for the whole server (ADR 076). Requests without Accept-Encoding — the
 * SSR loaders' in-process API calls among them — get the identity body and pay nothing.
 */
export const CompressionLayer = HttpRouter.middleware(
  Effect.sync(() => {
    const assets = new Lru<Encodings>(ASSET_CACHE_BYTES)
    return (app) =>
      Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) =>
        Effect.flatMap(app, (response) => compressAnswer(request, response, assets)),
      )
  }),
  { global: true },
)
