import { Effect } from "effect"
import { isBlankFirstName } from "#core/auth/display-name.ts"
import {
  fetchMemberWithDetails,
  fetchWhatsappOptin,
  setWhatsappOptin,
  updateProfileDetails,
} from "#core/services/profile-details-graphql.ts"
import {
  fetchProfile,
  type ProfileUpdate,
  requestProfileOtp,
  updateProfile,
} from "#core/services/profile-graphql.ts"
import { otpMachine } from "#machines/otp.machine.ts"
import type { SendCodeRequest } from "#machines/otp.types.ts"
import {
  type LoadedProfile,
  type ProfileSave,
  type ProfileSaved,
  profileMachine,
} from "#machines/profile.machine.ts"
import { updateProfileMachine } from "#machines/update-profile.machine.ts"
import { browserActor } from "./network.ts"
import type { Session } from "./session.ts"

/**
 * The profile pages' machines with the website's GraphQL calls (ADR 053, 089) on the journey's
 * runtime: a 401 reaches the session through the API client as on the website, and offline
 * (`network`) the calls get no answer.
 */

/** /account/profile/: as web/features/account/profile-calls.ts loads and saves. */
export const profileLogic = (session: Session) =>
  profileMachine.provide({
    actors: {
      loadProfile: browserActor(session, "loadProfile", () =>
        Effect.gen(function* () {
          const me = yield* fetchMemberWithDetails
          // spec-checkout §3: a first name of 'Guest' counts as empty.
          const firstName = isBlankFirstName(me.first_name) ? "" : me.first_name
          const loaded: LoadedProfile = {
            member: { firstName, lastName: me.last_name, email: me.email, phone: me.phone_number },
            details: me.details,
            whatsapp: me.phone_number === "" ? null : yield* fetchWhatsappOptin(me.phone_number),
          }
          return loaded
        }),
      ),
      // The details first: a refused value leaves the opt-in as it was too.
      saveProfile: browserActor(session, "saveProfile", (input: ProfileSave) =>
        Effect.gen(function* () {
          const details = yield* updateProfileDetails(input.details)
          const saved: ProfileSaved =
            input.whatsapp === undefined
              ? { details }
              : { details, whatsapp: yield* setWhatsappOptin(input.phone, input.whatsapp) }
          return saved
        }),
      ),
    },
  })

/** /update-profile/: as web/features/account/account-machines.ts provides it. */
export const updateProfileLogic = (session: Session) =>
  updateProfileMachine.provide({
    actors: {
      loadProfile: browserActor(session, "loadMember", () => fetchProfile),
      saveProfile: browserActor(session, "saveMember", (input: ProfileUpdate) => updateProfile(input)),
      otp: otpMachine.provide({
        actors: {
          sendCode: browserActor(session, "sendCode", ({ phoneNumber }: SendCodeRequest) =>
            requestProfileOtp(phoneNumber),
          ),
        },
      }),
    },
  })
