import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from "node:zlib"
import { Effect } from "effect"
import { HttpServerRequest, HttpServerResponse } from "effect/http"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { Lru } from "../lru.ts"
import { compressAnswer, Encodings, knownBody, outputChunkBytes, SMALL_ANSWER_BYTES } from "./compression.ts"

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes)

const asked = (coding: string) =>
  HttpServerRequest.fromWeb(
    new Request("http://127.0.0.1/api/v5/search/", { headers: { "accept-encoding": coding } }),
  )

const sent = (body: ReturnType<typeof knownBody>, coding: string) =>
  Effect.runPromise(
    compressAnswer(
      asked(coding),
      HttpServerResponse.setBody(HttpServerResponse.empty({ status: 200 }), body),
      new Lru(1024 * 1024),
    ),
  )

const bytesOf = (response: HttpServerResponse.HttpServerResponse): Uint8Array => {
  if (response.body._tag !== "Uint8Array") throw new Error(`a ${response.body._tag} body`)
  return response.body.body
}

describe("answers kept as JSON text", () => {
  it("compress to the text's UTF-8, whatever longer answer was compressed before", async () => {
    const long = JSON.stringify({ data: "x".repeat(200_000) })
    const short = JSON.stringify({ data: { name: "Hôtel Śrī — ₹ 1,200", pad: "y".repeat(2000) } })
    await new Encodings(long).encoded("br")
    const encodings = new Encodings(short)
    expect(gunzipSync(await encodings.encoded("gzip")).toString("utf8")).toBe(short)
    expect(brotliDecompressSync(await encodings.encoded("br")).toString("utf8")).toBe(short)
    // Longer than any before, and more bytes than characters.
    const wide = JSON.stringify({ data: "₹ ".repeat(150_000) })
    expect(gunzipSync(await new Encodings(wide).encoded("gzip")).toString("utf8")).toBe(wide)
  })

  it("are compressed once for every response that carries their body", async () => {
    const json = JSON.stringify({
      data: Array.from({ length: 300 }, (_, i) => ({ id: i, name: `Hotel ${i}` })),
    })
    const body = knownBody(new Encodings(json), "application/json")
    const first = await sent(body, "br")
    const again = await sent(body, "br")
    expect(first.headers["content-encoding"]).toBe("br")
    expect(text(brotliDecompressSync(bytesOf(first)))).toBe(json)
    expect(bytesOf(again)).toBe(bytesOf(first))
    // The same text in another body is another answer: compressed anew, to the same bytes.
    const other = await sent(knownBody(new Encodings(json), "application/json"), "br")
    expect(bytesOf(other)).not.toBe(bytesOf(first))
    expect(bytesOf(other)).toStrictEqual(bytesOf(first))
  })

  it("go out as their text to a client that accepts no coding", async () => {
    const json = JSON.stringify({ data: "z".repeat(5000) })
    const response = await sent(knownBody(new Encodings(json), "application/json"), "identity")
    expect(response.headers["content-encoding"]).toBeUndefined()
    expect(text(bytesOf(response))).toBe(json)
  })
})

describe("compression levels", () => {
  // JSON like an answer's: repeated keys, varied numbers, so each level gives other bytes.
  const answerOf = (bytes: number) => {
    const rows: Array<string> = []
    let length = 10
    for (let i = 0; length < bytes; i++) {
      const row = JSON.stringify({ id: `h${i}`, price: (i * 7919) % 100_003, name: `Hotel ${i * 31}` })
      rows.push(row)
      length += row.length + 1
    }
    return JSON.stringify({ data: rows.map((row) => JSON.parse(row)) }).slice(0, bytes)
  }
  const brotliAt = (text: string, quality: number) =>
    brotliCompressSync(Buffer.from(text), {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    })
  const cases = [
    {
      name: "an answer under SMALL_ANSWER_BYTES gets the fastest levels",
      text: answerOf(6000),
      levels: [1, 1],
      other: 4,
    },
    {
      name: "a larger answer gets the middle levels",
      text: answerOf(SMALL_ANSWER_BYTES + 1000),
      levels: [4, 4],
      other: 1,
    },
  ]
  for (const { name, text: json, levels, other } of cases) {
    it(name, async () => {
      const [brotli, gzip] = levels as [number, number]
      const encodings = new Encodings(json)
      const br = await encodings.encoded("br")
      expect(Buffer.from(br).equals(brotliAt(json, brotli))).toBe(true)
      expect(Buffer.from(br).equals(brotliAt(json, other))).toBe(false)
      const gz = await encodings.encoded("gzip")
      expect(Buffer.from(gz).equals(gzipSync(json, { level: gzip }))).toBe(true)
      expect(Buffer.from(gz).equals(gzipSync(json, { level: other }))).toBe(false)
    })
  }

  it("an asset is compressed at the strong levels whatever its size", async () => {
    const css = answerOf(6000)
    const encodings = new Encodings(Buffer.from(css), "asset")
    expect(Buffer.from(await encodings.encoded("br")).equals(brotliAt(css, 9))).toBe(true)
    expect(Buffer.from(await encodings.encoded("gzip")).equals(gzipSync(css, { level: 9 }))).toBe(true)
  })

  it("an answer's output buffer is a power of two from 1 KiB to 64 KiB, about a third of the answer", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000_000 }), (bytes) => {
        const chunk = outputChunkBytes(bytes)
        expect(Number.isInteger(Math.log2(chunk))).toBe(true)
        expect(chunk).toBeGreaterThanOrEqual(1024)
        expect(chunk).toBeLessThanOrEqual(64 * 1024)
        if (chunk > 1024 && chunk < 64 * 1024) {
          expect(chunk).toBeGreaterThanOrEqual(bytes / 3)
          expect(chunk / 2).toBeLessThan(bytes / 3)
        }
      }),
    )
  })

  it("the output buffer changes no byte: answers that fit it and answers that overflow it compress as zlib's default does", async () => {
    // Text that compresses badly overflows the buffer (a third of its size) and takes several.
    const noise = (seed: number, length: number) => {
      let x = seed
      return Array.from({ length }, () => {
        x = (x * 1103515245 + 12345) % 2 ** 31
        return String.fromCharCode(33 + (x % 90))
      }).join("")
    }
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 2 ** 30 }),
        fc.integer({ min: 1100, max: 200_000 }),
        fc.boolean(),
        async (seed, length, json) => {
          const body = json ? answerOf(length) : noise(seed, length)
          const level = length < SMALL_ANSWER_BYTES ? 1 : 4
          const encodings = new Encodings(body)
          expect(Buffer.from(await encodings.encoded("br")).equals(brotliAt(body, level))).toBe(true)
          expect(Buffer.from(await encodings.encoded("gzip")).equals(gzipSync(body, { level }))).toBe(true)
        },
      ),
      { numRuns: 60 },
    )
  })
})
