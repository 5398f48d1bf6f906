import { expect, it } from "vitest"
import { dayInIndia } from "#core/dates/today.ts"
import { loadCatalogue } from "#fixtures/generate/catalogue.ts"
import { FIXTURE_PASSWORD } from "#server/accounts/fixture-users.ts"
import { authClient, errorOf } from "./lib/auth.ts"
import { onEveryDatabase, TEST_NOW } from "./lib/server.ts"

const member = loadCatalogue({ baseDate: dayInIndia(TEST_NOW) }).users[0]!

onEveryDatabase(
  "accounts: fixture members in a production configuration",
  (server) => {
    const auth = authClient(() => server().url)

    it("seeds the fixture members without the published fixture password", async () => {
      expect(member.member).toBe(true)
      const answer = await auth.login(member.email, FIXTURE_PASSWORD)
      expect(answer.status).toBe(400)
      expect(errorOf(answer).code).toBe("invalid_credentials")
    })
  },
  { production: true, testControl: false },
)
