import { request } from "node:http"
import { brotliDecompressSync, gunzipSync } from "node:zlib"

export interface RawAnswer {
  readonly status: number
  readonly headers: Record<string, string | string[] | undefined>
  readonly body: Buffer
}

/** A request whose answer is kept as bytes: compressed bodies are not UTF-8. */
export const fetchRaw = (
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
  method = "GET",
  body?: string,
): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const url = new URL(path, baseUrl)
    const req = request(
      { hostname: "127.0.0.1", port: url.port, path: `${url.pathname}${url.search}`, method, headers },
      (res) => {
        const chunks: Array<Buffer> = []
        res.on("data", (chunk: Buffer) => chunks.push(chunk))
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        )
      },
    )
    req.on("error", reject)
    req.end(body)
  })

export const decoded = (answer: RawAnswer): Buffer => {
  switch (answer.headers["content-encoding"]) {
    case "gzip":
      return gunzipSync(answer.body)
    case "br":
      return brotliDecompressSync(answer.body)
    default:
      return answer.body
  }
}
