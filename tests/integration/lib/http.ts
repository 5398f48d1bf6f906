import { request } from "node:http"
import { expect } from "vitest"

export interface Answer {
  readonly status: number
  readonly headers: Record<string, string | string[] | undefined>
  readonly text: string
  /** The body parsed as JSON, or undefined when it is not JSON. */
  readonly json: unknown
}

/**
 * A raw HTTP call with full control of Host, headers and body (fetch forbids setting Host), so tests
 * see exactly what a browser or a hostile client would. `from` is the local address it leaves from.
 */
export const call = (
  baseUrl: string,
  path: string,
  options: {
    method?: string
    host?: string
    headers?: Record<string, string>
    body?: string
    from?: string
  } = {},
): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const url = new URL(path, baseUrl)
    const req = request(
      {
        hostname: "127.0.0.1",
        port: url.port,
        localAddress: options.from,
        path: `${url.pathname}${url.search}`,
        method: options.method ?? "GET",
        headers: { host: options.host ?? `localhost:${url.port}`, ...options.headers },
      },
      (res) => {
        const chunks: Array<Buffer> = []
        res.on("data", (chunk: Buffer) => chunks.push(chunk))
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8")
          let json: unknown
          try {
            json = JSON.parse(text)
          } catch {
            json = undefined
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json })
        })
      },
    )
    req.on("error", reject)
    if (options.body !== undefined) req.write(options.body)
    req.end()
  })

export const firstErrorMessage = (answer: Answer): string | undefined =>
  (answer.json as { errors?: Array<{ message?: string }> } | undefined)?.errors?.[0]?.message

/** The `data` of an answer in the contract's `{ data }` envelope. */
export const dataOf = <A>(answer: Answer) => (answer.json as { data: A }).data

/** The answer, once it is a 200. */
export const ok = (answer: Answer) => {
  expect(answer.status, answer.text).toBe(200)
  return answer
}
