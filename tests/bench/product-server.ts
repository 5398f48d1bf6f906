// The product's server as the benchmarks load it: embedded in-memory database, no request log
// (a log line per request would measure the terminal, not the server).
import { configFromEnv, startServer } from "#server/start.ts"

const running = await startServer({
  ...configFromEnv({ ...process.env, DATABASE_MEMORY: "1", LOG_REQUESTS: "0" }),
  port: 0,
  hostname: "127.0.0.1",
})
console.log(`product listening on ${running.url.replace("localhost", "127.0.0.1")}`)
process.on("SIGTERM", () => void running.close().then(() => process.exit(0)))
