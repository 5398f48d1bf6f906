// The baseline: a bare node:http server answering JSON bodies of the sizes the product sends. The
// product's throughput is reported as a ratio to this, measured in the same run.
import { readFileSync } from "node:fs"
import { createServer } from "node:http"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"

/**
 * One body for every path (BARE_BODY), or, from BARE_BODIES_FILE (bodies too large for an
 * environment variable), a JSON object of path prefix → body: the first prefix the path starts with.
 * Each body is also compressed once at start (gzip and brotli at the product's answer levels), and a
 * request that accepts br or gzip gets those bytes, so the baseline sends what the product sends.
 */
const routes: ReadonlyArray<[string, string]> =
  process.env.BARE_BODIES_FILE === undefined
    ? [["", process.env.BARE_BODY ?? JSON.stringify({ data: [] })]]
    : Object.entries(JSON.parse(readFileSync(process.env.BARE_BODIES_FILE, "utf8")) as Record<string, string>)
const answers = routes.map(([prefix, body]) => {
  const identity = Buffer.from(body)
  return {
    prefix,
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
    gzip: gzipSync(identity, { level: 4 }),
  }
})

const server = createServer((req, res) => {
  const answer = answers.find((a) => req.url?.startsWith(a.prefix)) ?? answers[0]!
  const accept = req.headers["accept-encoding"] ?? ""
  const coding =
    answer.identity.length < 1024
      ? undefined
      : accept.includes("br")
        ? "br"
        : accept.includes("gzip")
          ? "gzip"
          : undefined
  const body = coding === undefined ? answer.identity : answer[coding]
  res.writeHead(200, {
    "content-type": "application/json",
    "content-length": body.length,
    vary: "Accept-Encoding",
    ...(coding === undefined ? {} : { "content-encoding": coding }),
  })
  res.end(body)
})
server.listen(0, "127.0.0.1", () => {
  const address = server.address()
  if (address !== null && typeof address === "object")
    console.log(`bare listening on http://127.0.0.1:${address.port}`)
})
process.on("SIGTERM", () => server.close(() => process.exit(0)))
