import { Redacted } from "effect"
import type { PaymentGatewayConfig } from "../config.ts"

/**
 * The sandbox's fixed credentials (ADR 077). Public on purpose: the sandbox moves no money, and
 * development, tests and journeys need the same keys in every process. Production refuses to run
 * on them (server/config.ts).
 */
export const SANDBOX_CREDENTIALS: PaymentGatewayConfig = {
  keyId: "rzp_test_sandbox0000001",
  keySecret: Redacted.make("sandbox-key-secret-not-for-real-payments"),
  webhookSecret: Redacted.make("sandbox-webhook-secret-not-for-real-payments"),
}

/** Where our server serves the sandbox; its API answers under `${SANDBOX_PATH}/v1`. */
export const SANDBOX_PATH = "/gateway-sandbox"
