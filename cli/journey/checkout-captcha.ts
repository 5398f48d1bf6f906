import { type Challenge, solveChallenge } from "altcha-lib"
import { deriveKey } from "altcha-lib/algorithms/pbkdf2"
import { CAPTCHA_CHALLENGE_PATH, CHECKOUT_GUARD_OPERATIONS } from "#core/api/captcha.ts"
import { rawRequest, reasonOf, type Session } from "./session.ts"

/**
 * The captcha an OTP-less pay-at-hotel booking needs (ADR 079): the widget's challenge solved and
 * exchanged for a proof through captchaVerifyV2, as the ALTCHA widget and checkout do it.
 */
export const captchaProof = async (session: Session): Promise<{ token: string } | { error: string }> => {
  const fetched = await rawRequest(session, { method: "GET", path: CAPTCHA_CHALLENGE_PATH })
  if (fetched.status !== 200) return { error: `no captcha challenge (${reasonOf(fetched)})` }
  const challenge = fetched.body as Challenge
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 })
  if (solution === null) return { error: "the captcha challenge could not be solved" }
  const payload = Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString("base64")
  const verified = await rawRequest(session, {
    method: "POST",
    path: "/api/graphql/",
    json: { query: CHECKOUT_GUARD_OPERATIONS.CaptchaVerifyV2, variables: { payload } },
  })
  const answer = verified.body as {
    data?: { captchaVerifyV2?: { success?: boolean; token?: string | null; message?: string | null } }
  }
  const result = answer.data?.captchaVerifyV2
  return result?.success === true && typeof result.token === "string"
    ? { token: result.token }
    : { error: `the captcha was refused: ${result?.message ?? reasonOf(verified)}` }
}
