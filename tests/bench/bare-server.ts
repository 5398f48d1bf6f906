// The baseline: a bare node:http server answering a JSON body of the same size as an autocomplete
// answer. The product's throughput is reported as a ratio to this, measured in the same run.
import { createServer } from "node:http"

const body = process.env.BARE_BODY ?? JSON.stringify({ data: [] })
const server = createServer((_req, res) => {
  res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) })
  res.end(body)
})
server.listen(0, "127.0.0.1", () => {
  const address = server.address()
  if (address !== null && typeof address === "object")
    console.log(`bare listening on http://127.0.0.1:${address.port}`)
})
process.on("SIGTERM", () => server.close(() => process.exit(0)))
