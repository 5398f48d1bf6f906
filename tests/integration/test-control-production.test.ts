import { HttpApi } from "effect/http-api"
import { expect, it } from "vitest"
import { Api } from "#core/api/contract.ts"
import { ConfigError, configFromEnv } from "#server/config.ts"
import { call } from "./lib/http.ts"
import { onEveryDatabase } from "./lib/server.ts"

/**
 * The dev outbox and the rest of test control are off in production configuration (issue 11,
 * docs/reliability.md): NODE_ENV=production refuses TEST_CONTROL=1, and a server configured from a
 * production environment answers every test-control operation of the contract, found by
 * reflection, with 404, as it answers a path it does not serve.
 */

const productionEnv = {
  NODE_ENV: "production",
  CAPTCHA_HMAC_KEY: "k".repeat(32),
  RAZORPAY_KEY_ID: "rzp_test_AbC123",
  RAZORPAY_KEY_SECRET: "key-secret",
  RAZORPAY_WEBHOOK_SECRET: "webhook-secret",
}

const testControl: Array<{ readonly method: string; readonly path: string }> = []
HttpApi.reflect(Api, {
  onGroup: () => {},
  onEndpoint: ({ endpoint }) => {
    if (endpoint.path.startsWith("/api/test/"))
      testControl.push({ method: endpoint.method, path: endpoint.path })
  },
})

it("refuses TEST_CONTROL=1 with NODE_ENV=production", () => {
  expect(configFromEnv(productionEnv).testControl).toBe(false)
  expect(() => configFromEnv({ ...productionEnv, TEST_CONTROL: "1" })).toThrow(ConfigError)
})

// Everything the environment decides, but where the test server listens and keeps its data.
const { database: _database, port: _port, hostname: _hostname, ...production } = configFromEnv(productionEnv)

onEveryDatabase(
  "test control in a production configuration",
  (server) => {
    it("finds the test-control operations, the outbox among them, by reflection", () => {
      expect(testControl.map((operation) => operation.path)).toContain("/api/test/outbox")
    })

    it("answers 404 for every test-control operation, the outbox included", async () => {
      for (const { method, path } of testControl) {
        const answer = await call(server().url, `${path.replace(/:(\w+)/g, "1")}?recipient=%2B919811122233`, {
          method,
          headers: { "content-type": "application/json" },
          ...(method === "GET" ? {} : { body: "{}" }),
        })
        expect(answer.status, `${method} ${path}: ${answer.text}`).toBe(404)
      }
    })
  },
  production,
)
