// The baseline: a bare node:http server answering JSON bodies of the sizes the product sends. The
// product's throughput is reported as a ratio to this, measured in the same run.
import { readFileSync } from "node:fs"
import { createServer } from "node:http"

/**
 * One body for every path (BARE_BODY), or, from BARE_BODIES_FILE (bodies too large for an
 * environment variable), a JSON object of path prefix → body: the first prefix the path starts with.
 */
const routes: ReadonlyArray<[string, string]> =
  process.env.BARE_BODIES_FILE === undefined
    ? [["", process.env.BARE_BODY ?? JSON.stringify({ data: [] })]]
    : Object.entries(JSON.parse(readFileSync(process.env.BARE_BODIES_FILE, "utf8")) as Record<string, string>)
const answers = routes.map(([prefix, body]) => [prefix, body, Buffer.byteLength(body)] as const)

const server = createServer((req, res) => {
  const [, body, length] = answers.find(([prefix]) => req.url?.startsWith(prefix)) ?? answers[0]!
  res.writeHead(200, { "content-type": "application/json", "content-length": length })
  res.end(body)
})
server.listen(0, "127.0.0.1", () => {
  const address = server.address()
  if (address !== null && typeof address === "object")
    console.log(`bare listening on http://127.0.0.1:${address.port}`)
})
process.on("SIGTERM", () => server.close(() => process.exit(0)))
