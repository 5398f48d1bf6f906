// One of several product servers over one PostgreSQL (DATABASE_URL), as behind a load balancer:
// configured from its environment like `booking serve`, except that the captcha asks for little
// work, so the test that runs it solves challenges in milliseconds (the checks are the same).
import { configFromEnv, startServer } from "#server/start.ts"

const config = configFromEnv(process.env)
const running = await startServer({
  ...config,
  port: 0,
  hostname: "127.0.0.1",
  logRequests: false,
  captcha: { ...config.captcha, cost: 1, maxCounter: 40 },
})
console.log(`product listening on ${running.url.replace("localhost", "127.0.0.1")}`)
process.on("SIGTERM", () => void running.close().then(() => process.exit(0)))
