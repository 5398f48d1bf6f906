import { Effect, Layer, Option } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "#core/api/contract.ts"
import { BadRequest, entry } from "#core/api/errors.ts"
import { otpMessage } from "#core/otp/messages.ts"
import { limitOtpSendsPerClient } from "./client-limit.ts"
import { Otp } from "./service.ts"
import { VerifiedPhones } from "./verified.ts"

/** The only country whose numbers the product verifies for now (DESIGN.md 'Mobile'). */
const INDIA = "+91"

/** Phone verification for pay at hotel (spec-checkout §7 'Sign-in and OTP'). */
export const OtpHandlers = HttpApiBuilder.group(
  Api,
  "otp",
  Effect.fn(function* (handlers) {
    const otp = yield* Otp
    const verified = yield* VerifiedPhones
    return handlers
      .handle("sendOtp", ({ payload, request }) =>
        limitOtpSendsPerClient(Option.getOrElse(request.remoteAddress, () => "unknown")).pipe(
          Effect.andThen(otp.issue("pay_at_hotel", payload.phone_number)),
        ),
      )
      .handle("verifyOtp", ({ payload }) =>
        otp
          .verify("pay_at_hotel", payload.phone_number, payload.verification_code)
          .pipe(Effect.andThen(verified.record(payload.phone_number)), Effect.as({ is_verified: true })),
      )
      .handle("isVerified", ({ payload }) =>
        payload.country_code === INDIA
          ? Effect.map(verified.isVerified(payload.phone_number), (is_verified) => ({ is_verified }))
          : Effect.fail(
              new BadRequest(
                entry("otp_country_unsupported", otpMessage("otp_country_unsupported"), "country_code"),
              ),
            ),
      )
  }),
).pipe(Layer.provide(VerifiedPhones.layer))
