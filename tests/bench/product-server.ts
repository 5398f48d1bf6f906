// The product's server as the benchmarks load it: embedded in-memory database, no request log
// (a log line per request would measure the terminal, not the server) unless BENCH_LOG_REQUESTS=1,
// which the room-prices suite sets to read each request's server-side duration from the log.
import { configFromEnv, startServer } from "#server/start.ts"

const running = await startServer({
  ...configFromEnv({
    ...process.env,
    DATABASE_MEMORY: "1",
    LOG_REQUESTS: process.env.BENCH_LOG_REQUESTS === "1" ? "1" : "0",
  }),
  port: 0,
  hostname: "127.0.0.1",
})
console.log(`product listening on ${running.url.replace("localhost", "127.0.0.1")}`)
process.on("SIGTERM", () => void running.close().then(() => process.exit(0)))
